CREATE OR REPLACE FUNCTION public.fc_assert_day_open(p_tenant uuid, p_station uuid, p_at timestamp with time zone, p_zone text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_zone text := p_zone;
  v_day date;
BEGIN
  IF v_zone IS NULL THEN
    SELECT t.time_zone INTO v_zone FROM tenants t WHERE t.id = p_tenant;
  END IF;
  v_day := (p_at AT TIME ZONE v_zone)::date;
  PERFORM pg_advisory_xact_lock_shared(7302, hashtext(p_station::text || '/' || v_day::text));
  IF EXISTS (SELECT 1 FROM station_day_closures c
             WHERE c.tenant_id = p_tenant AND c.station_id = p_station AND c.business_day = v_day) THEN
    PERFORM fc_raise('DAY_CLOSED', jsonb_build_object('stationId', p_station, 'date', v_day));
  END IF;
END
$function$
;
