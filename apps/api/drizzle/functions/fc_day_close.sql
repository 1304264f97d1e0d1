CREATE OR REPLACE FUNCTION public.fc_day_close(p_tenant uuid, p_station uuid, p_day date, p_actor uuid, p_role text, p_notes text, p_id uuid)
 RETURNS uuid
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_today date;
  v_f record;
  v_name text;
  v_id uuid;
  v_reopened boolean;
BEGIN
  PERFORM 1 FROM stations s WHERE s.tenant_id = p_tenant AND s.id = p_station AND s.deleted_at IS NULL;
  IF NOT FOUND THEN PERFORM fc_raise('STATION_NOT_FOUND'); END IF;
  v_today := fc_tenant_today(p_tenant);
  IF p_day > v_today THEN PERFORM fc_raise('DAY_IN_FUTURE'); END IF;
  IF p_day = v_today THEN PERFORM fc_raise('DAY_NOT_ENDED'); END IF;

  PERFORM pg_advisory_xact_lock(7302, hashtext(p_station::text || '/' || p_day::text));
  IF EXISTS (SELECT 1 FROM station_day_closures c
             WHERE c.tenant_id = p_tenant AND c.station_id = p_station AND c.business_day = p_day) THEN
    PERFORM fc_raise('DAY_CLOSED', jsonb_build_object('stationId', p_station, 'date', p_day));
  END IF;
  SELECT * INTO v_f FROM fc_day_figures(p_tenant, p_station, p_day);
  IF v_f.reports_pending > 0 THEN
    PERFORM fc_raise('CASH_REPORTS_PENDING', jsonb_build_object('count', v_f.reports_pending::text));
  END IF;

  SELECT u.name INTO v_name FROM users u WHERE u.tenant_id = p_tenant AND u.id = p_actor;
  INSERT INTO station_day_closures (tenant_id, station_id, business_day, closed_by, closed_at, notes)
  VALUES (p_tenant, p_station, p_day, p_actor, now(), p_notes);
  SELECT EXISTS (SELECT 1 FROM reconciliations r WHERE r.tenant_id = p_tenant AND r.station_id = p_station AND r.business_day = p_day)
    INTO v_reopened;
  INSERT INTO reconciliations AS r (id, tenant_id, station_id, business_day, status, actual_sales, collected, difference, notes,
      closed_by, closed_by_name, closed_at)
  VALUES (p_id, p_tenant, p_station, p_day, 'closed', v_f.total_revenue, v_f.total_collected, v_f.diff_total, p_notes,
      p_actor, coalesce(v_name, 'System'), now())
  ON CONFLICT (tenant_id, station_id, business_day) DO UPDATE SET
    status = 'closed', actual_sales = excluded.actual_sales, collected = excluded.collected, difference = excluded.difference,
    notes = excluded.notes, closed_by = excluded.closed_by, closed_by_name = excluded.closed_by_name, closed_at = excluded.closed_at,
    approved_by = NULL, approved_by_name = NULL, approved_at = NULL,
    reopened_by = NULL, reopened_by_name = NULL, reopened_at = NULL, reopen_reason = NULL, updated_at = now()
  WHERE r.status = 'reopened'
  RETURNING r.id INTO v_id;
  IF v_id IS NULL THEN PERFORM fc_raise('DAY_CLOSED', jsonb_build_object('stationId', p_station, 'date', p_day)); END IF;

  INSERT INTO audit_log (id, tenant_id, actor_id, actor_role, action, entity_type, entity_id, details)
  VALUES (fc_uuid7(), p_tenant, p_actor, p_role, 'day.closed', 'reconciliation', v_id,
    jsonb_build_object('stationId', p_station, 'date', p_day::text, 'notes', p_notes, 'closedAgain', v_reopened,
      'actualSales', v_f.total_revenue::text, 'collected', v_f.total_collected::text,
      'difference', v_f.diff_total::text, 'accuracy', v_f.accuracy::text, 'reportsApproved', v_f.reports_approved));
  RETURN v_id;
END
$function$
;
