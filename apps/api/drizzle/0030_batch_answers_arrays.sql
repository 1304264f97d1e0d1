-- docs/decisions/041. A batch's answers and deferred effects are kept as arrays (jsonb[]), not as jsonb arrays.
--
-- fc_request_reading_writes appended each item's answer to a jsonb array, and fc_book_create_effects
-- patched each create's tank into it with jsonb_set: each append and each patch rebuilt the whole array,
-- every answer in it included. As plpgsql arrays, an append adds in place and a patch rebuilds only the
-- answer it patches; the batch's answer is turned into one jsonb array once, at its end. What the batch
-- answers is unchanged, item for item. The booking statement, which PostgreSQL planned again at every
-- batch (a custom plan), is planned once. Counted with `npm run bench:sql` (docs/performance.md).
--
-- fc_book_create_effects takes and returns arrays now (`i` is an answer's 1-based position), so the jsonb
-- version is dropped first; fc_request_reading_writes, which alone calls it, is replaced with it.

DROP FUNCTION fc_book_create_effects(jsonb, jsonb);--> statement-breakpoint

-- Books the deferred effects of a batch's creates (p_effects: what fc_reading_write answered, each with
-- `i`, the 1-based position of its answer in p_answers). ONE statement per tenant, under its settings (row
-- security): the nozzles' no-readings alerts, the day and running rollups (nozzle and station grain), the
-- tanks and the movements. Returns p_answers with each of those readings' `tank` as it stood after it:
-- only those answers are rebuilt (a jsonb array would be rebuilt whole for each of them). Its statement
-- is planned once (a generic plan): with the custom plan PostgreSQL chose for it, every batch planned its
-- seven parts again (decision 041 has the counts).
CREATE FUNCTION fc_book_create_effects(p_effects jsonb[], p_answers jsonb[]) RETURNS jsonb[]
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_tenant uuid;
  v_booked record;
  v_out jsonb[] := p_answers;
BEGIN
  FOR v_tenant IN SELECT DISTINCT (e->>'tenant')::uuid FROM unnest(p_effects) e ORDER BY 1 LOOP
    PERFORM set_config('app.tenant_id', v_tenant::text, true);
    FOR v_booked IN
    WITH e AS MATERIALIZED (
      SELECT a.ord, x.* FROM unnest(p_effects) WITH ORDINALITY AS a(value, ord),
        jsonb_to_record(a.value) AS x(i int, tenant uuid, nozzle uuid, pump uuid, station uuid, fuel text, payment text, day date,
          amount numeric, volume numeric, quantity numeric, reading uuid, by uuid, at timestamptz)
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
    station_running AS (
      INSERT INTO reading_running_station_totals AS d (tenant_id, station_id, fuel_type, payment_method,
          readings_count, live_count, live_amount, live_volume)
      SELECT e.tenant, e.station, e.fuel, e.payment, count(*), count(*), sum(e.amount), sum(e.volume)
        FROM e GROUP BY e.tenant, e.station, e.fuel, e.payment
       ORDER BY e.station, e.fuel, e.payment
      ON CONFLICT (tenant_id, station_id, fuel_type, payment_method) DO UPDATE SET
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
$$;--> statement-breakpoint

-- Many reading requests in ONE statement and one commit (docs/decisions/013), as in drizzle/0019, with the
-- creates' effects booked together (decision 040): before any item that is not a create, and at
-- the end.
CREATE OR REPLACE FUNCTION fc_request_reading_writes(p_items jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_item jsonb;
  v_index int := 1;  -- the position of the item's answer in v_out
  -- Arrays, not jsonb arrays: an append adds to the array in place instead of copying it.
  v_out jsonb[] := '{}';
  v_effects jsonb[] := '{}';
  v_result jsonb;
  v_state text;
  v_message text;
  v_detail text;
  v_constraint text;
BEGIN
  SET LOCAL ROLE app_user;
  PERFORM set_config('fc.defer_create_effects', 'on', true);
  FOR v_item IN SELECT value FROM jsonb_array_elements(p_items) LOOP
    IF v_item->>'op' IS DISTINCT FROM 'create' AND cardinality(v_effects) > 0 THEN
      v_out := fc_book_create_effects(v_effects, v_out);
      v_effects := '{}';
    END IF;
    BEGIN
      PERFORM set_config('app.tenant_id', (v_item->>'tenant')::uuid::text, true);
      PERFORM fc_assert_caller((v_item->>'actor')::uuid, v_item->>'role');
      v_result := fc_reading_write(v_item->>'op', (v_item->>'tenant')::uuid, (v_item->>'actor')::uuid, v_item->>'role',
        (v_item->>'id')::uuid, (v_item->>'nozzle')::uuid, (v_item->>'reading')::numeric, (v_item->>'recordedAt')::timestamptz,
        v_item->>'payment', (v_item->>'creditor')::uuid, v_item->>'notes', coalesce((v_item->>'setNotes')::boolean, false),
        v_item->>'reason', v_item->>'requestHash', v_item->>'creditOverride');
      IF v_result ? 'effects' THEN
        v_effects := v_effects || (v_result->'effects' || jsonb_build_object('i', v_index));
        v_result := v_result - 'effects';
      END IF;
      v_out := v_out || jsonb_build_object('ok', v_result);
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_message = MESSAGE_TEXT, v_detail = PG_EXCEPTION_DETAIL,
        v_constraint = CONSTRAINT_NAME;
      v_out := v_out || jsonb_build_object('error', jsonb_build_object(
        'code', v_state, 'message', v_message, 'detail', nullif(v_detail, ''), 'constraint', nullif(v_constraint, '')));
    END;
    v_index := v_index + 1;
  END LOOP;
  IF cardinality(v_effects) > 0 THEN
    v_out := fc_book_create_effects(v_effects, v_out);
  END IF;
  PERFORM set_config('fc.defer_create_effects', '', true);
  PERFORM set_config('app.tenant_id', '', true);
  RETURN to_jsonb(v_out);
END
$$;
