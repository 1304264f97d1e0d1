CREATE OR REPLACE FUNCTION public.fc_assert_caller(p_user uuid, p_role text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_role text;
  v_status text;
  v_tenant_status text;
BEGIN
  SELECT u.role, u.status, t.status INTO v_role, v_status, v_tenant_status
    FROM users u JOIN tenants t ON t.id = u.tenant_id
   WHERE u.id = p_user AND u.deleted_at IS NULL;
  IF NOT FOUND OR v_status <> 'active' OR v_role <> p_role THEN PERFORM fc_raise('CALLER_GONE'); END IF;
  IF v_tenant_status = 'suspended' THEN PERFORM fc_raise('TENANT_SUSPENDED'); END IF;
  IF v_tenant_status <> 'active' THEN PERFORM fc_raise('TENANT_CANCELLED'); END IF;
END
$function$
;
