CREATE OR REPLACE FUNCTION public.fc_day_reopen(p_tenant uuid, p_id uuid, p_actor uuid, p_role text, p_reason text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_r reconciliations;
BEGIN
  SELECT * INTO v_r FROM reconciliations r WHERE r.tenant_id = p_tenant AND r.id = p_id;
  IF NOT FOUND THEN PERFORM fc_raise('RECONCILIATION_NOT_FOUND'); END IF;
  PERFORM pg_advisory_xact_lock(7302, hashtext(v_r.station_id::text || '/' || v_r.business_day::text));
  SELECT * INTO v_r FROM reconciliations r WHERE r.tenant_id = p_tenant AND r.id = p_id FOR UPDATE;
  IF v_r.status = 'reopened' THEN PERFORM fc_raise('DAY_NOT_CLOSED'); END IF;

  DELETE FROM station_day_closures c
   WHERE c.tenant_id = p_tenant AND c.station_id = v_r.station_id AND c.business_day = v_r.business_day;
  UPDATE reconciliations r SET status = 'reopened', reopened_by = p_actor,
      reopened_by_name = coalesce((SELECT u.name FROM users u WHERE u.tenant_id = p_tenant AND u.id = p_actor), 'System'),
      reopened_at = now(), reopen_reason = p_reason,
      approved_by = NULL, approved_by_name = NULL, approved_at = NULL, updated_at = now()
   WHERE r.tenant_id = p_tenant AND r.id = p_id;
  INSERT INTO audit_log (id, tenant_id, actor_id, actor_role, action, entity_type, entity_id, details)
  VALUES (fc_uuid7(), p_tenant, p_actor, p_role, 'day.reopened', 'reconciliation', p_id,
    jsonb_build_object('stationId', v_r.station_id, 'date', v_r.business_day::text, 'reason', p_reason,
      'previousStatus', v_r.status, 'closedBy', v_r.closed_by_name, 'closedAt', v_r.closed_at,
      'actualSales', v_r.actual_sales::text, 'difference', v_r.difference::text));
END
$function$
;
