-- Reading writes check fewer keys and book one rollup fewer (docs/decisions/047, issue 8).
--
-- 1. A reading's nozzle key names the pump too: (tenant_id, nozzle_id, pump_id) -> nozzles(tenant_id, id,
--    pump_id). It replaces three keys (the nozzle, the pump, the tenant) with one stronger one: a reading's
--    pump must be its nozzle's pump. The pump and the tenant exist through the nozzle's own keys. The
--    station keeps its own key (a pump can move to another station; its past readings keep theirs).
-- 2. A ledger movement's tenant key goes: its station key includes tenant_id, and a station's tenant is a
--    tenant.
-- 3. reading_running_station_totals goes. It was the sum of reading_running_totals by station, fuel and
--    payment method, kept a second time at every batch on one row all of a station's writers share. Its
--    readers (the list summaries over the whole history, the lifetime analytics) sum the nozzle rows
--    instead: a few per nozzle, whatever the history's length. fc_book_create_effects and
--    fc_reading_totals stop writing it; nothing else did.

ALTER TABLE "nozzles" ADD CONSTRAINT "nozzles_tenant_id_id_pump_id_unique" UNIQUE("tenant_id","id","pump_id");
--> statement-breakpoint
ALTER TABLE "nozzle_readings" DROP CONSTRAINT "nozzle_readings_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "nozzle_readings" DROP CONSTRAINT "nozzle_readings_tenant_id_nozzle_id_nozzles_tenant_id_id_fk";
--> statement-breakpoint
ALTER TABLE "nozzle_readings" DROP CONSTRAINT "nozzle_readings_tenant_id_pump_id_pumps_tenant_id_id_fk";
--> statement-breakpoint
ALTER TABLE "inventory_movements" DROP CONSTRAINT "inventory_movements_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "nozzle_readings" ADD CONSTRAINT "nozzle_readings_nozzle_of_pump_fk" FOREIGN KEY ("tenant_id","nozzle_id","pump_id") REFERENCES "public"."nozzles"("tenant_id","id","pump_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
DROP POLICY "reading_running_station_totals_tenant_isolation" ON "reading_running_station_totals" CASCADE;
--> statement-breakpoint
DROP POLICY "reading_running_station_totals_platform_access" ON "reading_running_station_totals" CASCADE;
--> statement-breakpoint
DROP TABLE "reading_running_station_totals" CASCADE;
--> statement-breakpoint
-- fc_book_create_effects of drizzle/0034, without the station running totals.
CREATE OR REPLACE FUNCTION fc_book_create_effects(p_effects fc_create_effect[], p_answers jsonb[]) RETURNS jsonb[]
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_tenant uuid;
  v_booked record;
  v_out jsonb[] := p_answers;
BEGIN
  FOR v_tenant IN SELECT DISTINCT e.tenant FROM unnest(p_effects) e ORDER BY 1 LOOP
    PERFORM set_config('app.tenant_id', v_tenant::text, true);
    FOR v_booked IN
    WITH e AS MATERIALIZED (
      SELECT x.* FROM unnest(p_effects) WITH ORDINALITY AS x(i, tenant, nozzle, pump, station, fuel, payment, day,
          amount, volume, quantity, reading, by, at, ord)
       WHERE x.tenant = v_tenant),
    alerted AS (
      UPDATE alerts a SET active = false, resolved_at = now()
       WHERE a.tenant_id = v_tenant AND a.active AND a.type = 'no_readings_24h' AND a.subject IN (SELECT e.nozzle::text FROM e)
      RETURNING 1),
    nozzle_day AS (
      INSERT INTO reading_daily_totals AS d (tenant_id, business_day, nozzle_id, payment_method, pump_id, station_id, fuel_type,
          readings_count, live_count, live_amount, live_volume)
      SELECT e.tenant, e.day, e.nozzle, e.payment, e.pump, e.station, e.fuel, count(*), count(*), sum(e.amount), sum(e.volume)
        FROM e GROUP BY e.tenant, e.day, e.nozzle, e.payment, e.pump, e.station, e.fuel
       ORDER BY e.day, e.nozzle, e.payment, e.pump, e.station, e.fuel
      ON CONFLICT (tenant_id, business_day, nozzle_id, payment_method, pump_id, station_id, fuel_type) DO UPDATE SET
        readings_count = d.readings_count + excluded.readings_count, live_count = d.live_count + excluded.live_count,
        live_amount = d.live_amount + excluded.live_amount, live_volume = d.live_volume + excluded.live_volume, updated_at = now()
      RETURNING 1),
    nozzle_running AS (
      INSERT INTO reading_running_totals AS d (tenant_id, nozzle_id, payment_method, pump_id, station_id, fuel_type,
          readings_count, live_count, live_amount, live_volume)
      SELECT e.tenant, e.nozzle, e.payment, e.pump, e.station, e.fuel, count(*), count(*), sum(e.amount), sum(e.volume)
        FROM e GROUP BY e.tenant, e.nozzle, e.payment, e.pump, e.station, e.fuel
       ORDER BY e.nozzle, e.payment, e.pump, e.station, e.fuel
      ON CONFLICT (tenant_id, nozzle_id, payment_method, pump_id, station_id, fuel_type) DO UPDATE SET
        readings_count = d.readings_count + excluded.readings_count, live_count = d.live_count + excluded.live_count,
        live_amount = d.live_amount + excluded.live_amount, live_volume = d.live_volume + excluded.live_volume, updated_at = now()
      RETURNING 1),
    station_day AS (
      INSERT INTO reading_daily_station_totals AS d (tenant_id, business_day, station_id, fuel_type, payment_method,
          readings_count, live_count, live_amount, live_volume)
      SELECT e.tenant, e.day, e.station, e.fuel, e.payment, count(*), count(*), sum(e.amount), sum(e.volume)
        FROM e GROUP BY e.tenant, e.day, e.station, e.fuel, e.payment
       ORDER BY e.day, e.station, e.fuel, e.payment
      ON CONFLICT (tenant_id, business_day, station_id, fuel_type, payment_method) DO UPDATE SET
        readings_count = d.readings_count + excluded.readings_count, live_count = d.live_count + excluded.live_count,
        live_amount = d.live_amount + excluded.live_amount, live_volume = d.live_volume + excluded.live_volume, updated_at = now()
      RETURNING 1),
    tanks AS (
      INSERT INTO fuel_tanks AS t (id, tenant_id, station_id, fuel_type, stock, last_movement_at)
      SELECT fc_uuid7(), e.tenant, e.station, e.fuel, sum(e.quantity), max(e.at)
        FROM e GROUP BY e.tenant, e.station, e.fuel
       ORDER BY e.station, e.fuel
      ON CONFLICT (tenant_id, station_id, fuel_type) DO UPDATE
        SET stock = t.stock + excluded.stock, last_movement_at = greatest(t.last_movement_at, excluded.last_movement_at)
      RETURNING t.station_id, t.fuel_type, t.stock, t.capacity, t.minimum_level, t.is_set_up),
    moved AS (
      INSERT INTO inventory_movements (id, tenant_id, station_id, fuel_type, kind, quantity, reading_id, note, created_by, created_at)
      SELECT fc_uuid7(), e.tenant, e.station, e.fuel, 'sale', e.quantity, e.reading, NULL, e.by, e.at FROM e ORDER BY e.ord
      RETURNING 1)
    -- Each reading's tank after it: the stock after the batch less what later readings of the batch took.
    SELECT x.i, jsonb_build_object('stationId', x.station, 'fuelType', x.fuel,
             'stockBefore', (x.after - x.quantity)::text, 'stock', x.after::text,
             'capacity', x.capacity::text, 'minimumLevel', x.minimum_level::text, 'isSetUp', x.is_set_up) AS tank
      FROM (SELECT e.i, e.station, e.fuel, e.quantity, t.capacity, t.minimum_level, t.is_set_up,
                   t.stock - coalesce(sum(e.quantity) OVER (PARTITION BY e.station, e.fuel ORDER BY e.ord
                     ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0) AS after
              FROM e JOIN tanks t ON t.station_id = e.station AND t.fuel_type = e.fuel) x
    LOOP
      v_out[v_booked.i] := jsonb_set(v_out[v_booked.i], '{ok,tank}', v_booked.tank);
    END LOOP;
  END LOOP;
  RETURN v_out;
END
$$;
--> statement-breakpoint
-- fc_reading_totals of drizzle/0013: the station grain keeps its day rows only.
CREATE OR REPLACE FUNCTION fc_reading_totals(p_r nozzle_readings, p_sign int, p_zone text, p_grain text) RETURNS void
LANGUAGE plpgsql AS $$
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
$$;
