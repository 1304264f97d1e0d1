CREATE OR REPLACE FUNCTION public.fc_reading_totals(p_r nozzle_readings, p_sign integer, p_zone text, p_grain text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_day date := (p_r.recorded_at AT TIME ZONE p_zone)::date;
  v_live boolean := p_r.status = 'recorded';
  v_count int := CASE WHEN v_live THEN p_sign ELSE 0 END;
  v_amount numeric := CASE WHEN v_live THEN p_sign * p_r.amount ELSE 0 END;
  v_volume numeric := CASE WHEN v_live THEN p_sign * p_r.volume ELSE 0 END;
BEGIN
  IF p_grain = 'nozzle' THEN
    IF p_sign > 0 THEN
      INSERT INTO reading_daily_totals AS d (tenant_id, business_day, nozzle_id, payment_method, pump_id, station_id, fuel_type,
          readings_count, live_count, live_amount, live_volume)
      VALUES (p_r.tenant_id, v_day, p_r.nozzle_id, p_r.payment_method, p_r.pump_id, p_r.station_id, p_r.fuel_type, 1, v_count, v_amount, v_volume)
      ON CONFLICT (tenant_id, business_day, nozzle_id, payment_method, pump_id, station_id, fuel_type) DO UPDATE SET
        readings_count = d.readings_count + 1, live_count = d.live_count + excluded.live_count,
        live_amount = d.live_amount + excluded.live_amount, live_volume = d.live_volume + excluded.live_volume, updated_at = now();
      INSERT INTO reading_running_totals AS d (tenant_id, nozzle_id, payment_method, pump_id, station_id, fuel_type,
          readings_count, live_count, live_amount, live_volume)
      VALUES (p_r.tenant_id, p_r.nozzle_id, p_r.payment_method, p_r.pump_id, p_r.station_id, p_r.fuel_type, 1, v_count, v_amount, v_volume)
      ON CONFLICT (tenant_id, nozzle_id, payment_method, pump_id, station_id, fuel_type) DO UPDATE SET
        readings_count = d.readings_count + 1, live_count = d.live_count + excluded.live_count,
        live_amount = d.live_amount + excluded.live_amount, live_volume = d.live_volume + excluded.live_volume, updated_at = now();
    ELSE
      UPDATE reading_daily_totals d SET readings_count = d.readings_count - 1, live_count = d.live_count + v_count,
          live_amount = d.live_amount + v_amount, live_volume = d.live_volume + v_volume, updated_at = now()
        WHERE d.tenant_id = p_r.tenant_id AND d.business_day = v_day AND d.nozzle_id = p_r.nozzle_id
          AND d.payment_method = p_r.payment_method AND d.pump_id = p_r.pump_id AND d.station_id = p_r.station_id AND d.fuel_type = p_r.fuel_type;
      IF NOT FOUND THEN RAISE EXCEPTION 'reading_daily_totals: no rollup row for reading %', p_r.id; END IF;
      UPDATE reading_running_totals d SET readings_count = d.readings_count - 1, live_count = d.live_count + v_count,
          live_amount = d.live_amount + v_amount, live_volume = d.live_volume + v_volume, updated_at = now()
        WHERE d.tenant_id = p_r.tenant_id AND d.nozzle_id = p_r.nozzle_id
          AND d.payment_method = p_r.payment_method AND d.pump_id = p_r.pump_id AND d.station_id = p_r.station_id AND d.fuel_type = p_r.fuel_type;
      IF NOT FOUND THEN RAISE EXCEPTION 'reading_running_totals: no rollup row for reading %', p_r.id; END IF;
    END IF;
  ELSE
    IF p_sign > 0 THEN
      INSERT INTO reading_daily_station_totals AS d (tenant_id, business_day, station_id, fuel_type, payment_method,
          readings_count, live_count, live_amount, live_volume)
      VALUES (p_r.tenant_id, v_day, p_r.station_id, p_r.fuel_type, p_r.payment_method, 1, v_count, v_amount, v_volume)
      ON CONFLICT (tenant_id, business_day, station_id, fuel_type, payment_method) DO UPDATE SET
        readings_count = d.readings_count + 1, live_count = d.live_count + excluded.live_count,
        live_amount = d.live_amount + excluded.live_amount, live_volume = d.live_volume + excluded.live_volume, updated_at = now();
    ELSE
      UPDATE reading_daily_station_totals d SET readings_count = d.readings_count - 1, live_count = d.live_count + v_count,
          live_amount = d.live_amount + v_amount, live_volume = d.live_volume + v_volume, updated_at = now()
        WHERE d.tenant_id = p_r.tenant_id AND d.business_day = v_day AND d.station_id = p_r.station_id
          AND d.fuel_type = p_r.fuel_type AND d.payment_method = p_r.payment_method;
      IF NOT FOUND THEN RAISE EXCEPTION 'reading_daily_station_totals: no rollup row for reading %', p_r.id; END IF;
    END IF;
  END IF;
END
$function$
;
