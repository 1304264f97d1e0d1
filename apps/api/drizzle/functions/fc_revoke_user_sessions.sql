CREATE OR REPLACE FUNCTION public.fc_revoke_user_sessions(p_user uuid, p_keep_family uuid)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_role text := current_user;
  v_count integer;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM users u
                  WHERE u.id = p_user AND u.tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) THEN
    RAISE EXCEPTION 'fc_revoke_user_sessions: the user is not in the current tenant';
  END IF;
  SET LOCAL ROLE app_platform;
  UPDATE refresh_tokens
     SET revoked_at = now(), revoke_reason = 'logout'
   WHERE subject_type = 'user' AND subject_id = p_user AND revoked_at IS NULL AND expires_at > now()
     AND family_id IS DISTINCT FROM p_keep_family;
  GET DIAGNOSTICS v_count = ROW_COUNT;
  EXECUTE format('SET LOCAL ROLE %I', v_role);
  RETURN v_count;
END
$function$
;
