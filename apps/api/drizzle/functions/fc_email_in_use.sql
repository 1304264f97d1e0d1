CREATE OR REPLACE FUNCTION public.fc_email_in_use(p_email text, p_except_user uuid)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_role text := current_user;
  v_found boolean;
BEGIN
  SET LOCAL ROLE app_platform;
  SELECT EXISTS (SELECT 1 FROM users u
                  WHERE lower(u.email) = lower(p_email) AND u.deleted_at IS NULL
                    AND u.id IS DISTINCT FROM p_except_user)
      OR EXISTS (SELECT 1 FROM platform_admins a WHERE lower(a.email) = lower(p_email))
    INTO v_found;
  EXECUTE format('SET LOCAL ROLE %I', v_role);
  RETURN v_found;
END
$function$
;
