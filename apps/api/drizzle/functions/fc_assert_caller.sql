-- The check in every tenant request's opening (apps/api/src/db/tenant.ts, fc_request_reading_write): the
-- caller's account is still there, active and of the role of its token, its tenant is active, and — on a
-- route of a plan feature (p_feature, a key of PLAN_FEATURES; docs/decisions/064) — the tenant's plan has it.
-- The plan is read only when a feature is asked for, so the reading path reads nothing more.
CREATE OR REPLACE FUNCTION public.fc_assert_caller(p_user uuid, p_role text, p_feature text DEFAULT NULL)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_role text;
  v_status text;
  v_tenant_status text;
  v_tenant uuid;
  v_plan text;
  v_has boolean;
BEGIN
  SELECT u.role, u.status, t.status, t.id INTO v_role, v_status, v_tenant_status, v_tenant
    FROM users u JOIN tenants t ON t.id = u.tenant_id
   WHERE u.id = p_user AND u.deleted_at IS NULL;
  IF NOT FOUND OR v_status <> 'active' OR v_role <> p_role THEN PERFORM fc_raise('CALLER_GONE'); END IF;
  IF v_tenant_status = 'suspended' THEN PERFORM fc_raise('TENANT_SUSPENDED'); END IF;
  IF v_tenant_status <> 'active' THEN PERFORM fc_raise('TENANT_CANCELLED'); END IF;
  IF p_feature IS NOT NULL THEN
    SELECT p.name, p.features ? p_feature INTO v_plan, v_has
      FROM tenants t JOIN plans p ON p.id = t.plan_id
     WHERE t.id = v_tenant;
    IF v_has IS NOT TRUE THEN PERFORM fc_raise('FEATURE_NOT_IN_PLAN', jsonb_build_object('feature', p_feature, 'plan', v_plan)); END IF;
  END IF;
END
$function$
;
