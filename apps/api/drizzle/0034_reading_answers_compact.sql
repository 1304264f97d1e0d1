-- docs/decisions/046. What a batch of creates taken at once (drizzle/0033) builds besides the rows, cheaper:
-- its deferred effects travel to fc_book_create_effects as a typed array (fc_create_effect) instead of jsonb
-- objects parsed back field by field, and each answer's reading is a positional array (fc_reading_answer)
-- instead of an object of 25 keys. db/write-batch.ts decodes it into the same object the item-by-item path
-- answers (test/reading-answer.test.ts holds the two to each other). Nothing stored changes.

-- One deferred create effect (what fc_reading_write answers under `effects`, with `i`, the position of its
-- answer in the batch).
CREATE TYPE fc_create_effect AS (i int, tenant uuid, nozzle uuid, pump uuid, station uuid, fuel text, payment text, day date,
  amount numeric, volume numeric, quantity numeric, reading uuid, by uuid, at timestamptz);
--> statement-breakpoint

-- A reading as an answer: the fields of fc_reading_row_json and its creditorName, in the order of
-- READING_ANSWER_FIELDS (db/write-batch.ts). LANGUAGE sql and STABLE, so the statement that calls it
-- inlines it (no call per reading).
CREATE FUNCTION fc_reading_answer(
  p_r nozzle_readings, p_nozzle_number int, p_nozzle_name text, p_pump_name text, p_station_name text, p_creditor_name text
) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_array(
    p_r.id, p_r.nozzle_id, p_nozzle_number, p_nozzle_name, p_r.pump_id, p_pump_name, p_r.station_id, p_station_name, p_r.fuel_type,
    p_r.reading::text, p_r.previous_reading::text, p_r.volume::text, p_r.price_per_litre::text, p_r.amount::text,
    p_r.payment_method, p_r.creditor_id, p_creditor_name, p_r.notes, p_r.status, p_r.void_reason,
    to_char(p_r.voided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    to_char(p_r.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), p_r.recorded_by_name,
    to_char(p_r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    to_char(p_r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
$$;
--> statement-breakpoint

DROP FUNCTION fc_reading_creates_at_once(jsonb);--> statement-breakpoint
DROP FUNCTION fc_book_create_effects(jsonb[], jsonb[]);--> statement-breakpoint

-- As in drizzle/0030, the effects now typed: each row of p_effects is one create's, `i` the position of its
-- answer in p_answers.
CREATE FUNCTION fc_book_create_effects(p_effects fc_create_effect[], p_answers jsonb[]) RETURNS jsonb[]
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

-- As in drizzle/0033: the effects built as fc_create_effect rows, each answer's reading by fc_reading_answer.
CREATE FUNCTION fc_reading_creates_at_once(p_items jsonb) RETURNS jsonb[]
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_hashjoin = off SET enable_mergejoin = off AS $$
DECLARE
  v_n int;
  v_tenant uuid;
  v_eligible boolean;
  v_zone text;
  v_now timestamptz;
  v_count int;
  v_out jsonb[];
  v_effects fc_create_effect[];
  v_setting text;
BEGIN
  BEGIN
    -- Only creates, of one tenant, each on its own nozzle, none on credit.
    SELECT count(*)::int, CASE WHEN count(DISTINCT x.tenant) = 1 THEN min(x.tenant::text)::uuid END,
           -- coalesce: bool_and passes over a NULL (an item without its op would not count against the batch).
           bool_and(coalesce(x.op = 'create' AND x.tenant IS NOT NULL AND x.id IS NOT NULL AND x.actor IS NOT NULL AND x.role IS NOT NULL
                    AND x.nozzle IS NOT NULL AND x.payment IS NOT NULL AND x.payment <> 'credit' AND x.creditor IS NULL, false))
             AND count(DISTINCT x.nozzle) = count(*)
      INTO v_n, v_tenant, v_eligible
      FROM jsonb_to_recordset(p_items) AS x(op text, tenant uuid, actor uuid, role text, id uuid, nozzle uuid, payment text, creditor uuid);
    IF v_n = 0 OR v_tenant IS NULL OR NOT v_eligible THEN RETURN NULL; END IF;

    v_setting := set_config('app.tenant_id', v_tenant::text, true);
    PERFORM fc_assert_caller(c.actor, c.role)
       FROM (SELECT DISTINCT x.actor, x.role FROM jsonb_to_recordset(p_items) AS x(actor uuid, role text)) c;
    SELECT t.time_zone INTO v_zone FROM tenants t WHERE t.id = v_tenant;

    -- The nozzles' row locks, in id order: each a live, active nozzle its recorder may see.
    SELECT count(*)::int INTO v_count FROM (
      SELECT 1 FROM jsonb_to_recordset(p_items) AS x(actor uuid, role text, nozzle uuid)
        JOIN nozzles n ON n.tenant_id = v_tenant AND n.id = x.nozzle
        JOIN pumps p ON p.tenant_id = n.tenant_id AND p.id = n.pump_id
        JOIN stations s ON s.tenant_id = p.tenant_id AND s.id = p.station_id
       WHERE n.deleted_at IS NULL AND p.deleted_at IS NULL AND s.deleted_at IS NULL
         AND n.status = 'active' AND p.status = 'active' AND s.status = 'active'
         AND (x.role <> 'attendant' OR EXISTS (SELECT 1 FROM user_station_assignments a
                WHERE a.tenant_id = v_tenant AND a.user_id = x.actor AND a.station_id = p.station_id))
       ORDER BY n.id
         FOR UPDATE OF n) l;
    IF v_count <> v_n THEN
      RAISE EXCEPTION 'fc_reading_creates_at_once: a nozzle is not there to record on' USING ERRCODE = 'P0001';
    END IF;

    -- The clock read after the locks, as fc_reading_write reads it; then the day gate of each
    -- (station, business day) the batch lands in.
    v_now := date_trunc('milliseconds', clock_timestamp());
    PERFORM fc_assert_day_open(v_tenant, d.station_id, d.at, v_zone)
       FROM (SELECT DISTINCT ON (p.station_id, (coalesce(x."recordedAt", v_now) AT TIME ZONE v_zone)::date)
                    p.station_id, coalesce(x."recordedAt", v_now) AS at
               FROM jsonb_to_recordset(p_items) AS x(nozzle uuid, "recordedAt" timestamptz)
               JOIN nozzles n ON n.tenant_id = v_tenant AND n.id = x.nozzle
               JOIN pumps p ON p.tenant_id = n.tenant_id AND p.id = n.pump_id) d;

    -- Every rule of a create (fc_reading_write); an item that breaks one is not inserted, the count
    -- below falls short and the batch goes item by item.
    WITH x AS MATERIALIZED (
      SELECT a.ord, x.* FROM jsonb_array_elements(p_items) WITH ORDINALITY AS a(value, ord),
        jsonb_to_record(a.value) AS x(id uuid, actor uuid, nozzle uuid, reading numeric, "recordedAt" timestamptz,
          payment text, notes text, "requestHash" text)),
    c AS MATERIALIZED (
      SELECT x.ord, x.id, x.actor, x.nozzle, x.reading AS value, x.payment, x.notes, x."requestHash" AS request_hash,
             coalesce(x."recordedAt", v_now) AS at, n.fuel_type, n.pump_id, p.station_id, s.name AS station_name,
             n.nozzle_number, n.name AS nozzle_name, p.name AS pump_name,
             coalesce(l.reading, n.opening_reading) AS previous, l.recorded_at AS latest_at, fp.id AS price_id, fp.price
        FROM x
        JOIN nozzles n ON n.tenant_id = v_tenant AND n.id = x.nozzle
        JOIN pumps p ON p.tenant_id = n.tenant_id AND p.id = n.pump_id
        JOIN stations s ON s.tenant_id = p.tenant_id AND s.id = p.station_id
        LEFT JOIN LATERAL (SELECT r.reading, r.recorded_at FROM nozzle_readings r
           WHERE r.tenant_id = v_tenant AND r.nozzle_id = x.nozzle AND r.status = 'recorded' AND r.id <> x.id
           ORDER BY r.recorded_at DESC, r.id DESC LIMIT 1) l ON true
        LEFT JOIN LATERAL (SELECT f.id, f.price FROM fuel_prices f
           WHERE f.tenant_id = v_tenant AND f.station_id = p.station_id AND f.fuel_type = n.fuel_type
             AND f.valid_from <= coalesce(x."recordedAt", v_now)
           ORDER BY f.valid_from DESC LIMIT 1
             FOR KEY SHARE) fp ON true),
    ins AS (
      INSERT INTO nozzle_readings AS r (id, tenant_id, nozzle_id, pump_id, station_id, fuel_type, reading, previous_reading, volume,
          price_per_litre, amount, fuel_price_id, payment_method, creditor_id, notes, recorded_at, recorded_by, recorded_by_name, request_hash)
      SELECT c.id, v_tenant, c.nozzle, c.pump_id, c.station_id, c.fuel_type, c.value, c.previous, c.value - c.previous,
          c.price, round((c.value - c.previous) * c.price, 2), c.price_id, c.payment, NULL, c.notes, c.at, c.actor,
          coalesce((SELECT u.name FROM users u WHERE u.tenant_id = v_tenant AND u.id = c.actor), 'System'), c.request_hash
        FROM c
       WHERE c.at <= v_now + fc_reading_future_tolerance()
         AND (c.latest_at IS NULL OR c.at >= c.latest_at)
         AND c.value >= c.previous
         AND c.price_id IS NOT NULL
         AND round((c.value - c.previous) * c.price, 2) <= 999999999999.99
       ORDER BY c.ord
      RETURNING r)
    SELECT count(*)::int,
           array_agg(jsonb_build_object('ok', jsonb_build_object(
             'reading', fc_reading_answer(ins.r, c.nozzle_number, c.nozzle_name, c.pump_name, c.station_name, NULL),
             'replayed', false, 'tank', NULL)) ORDER BY c.ord),
           array_agg(ROW(c.ord, v_tenant, (ins.r).nozzle_id, (ins.r).pump_id, (ins.r).station_id, (ins.r).fuel_type,
             (ins.r).payment_method, ((ins.r).recorded_at AT TIME ZONE v_zone)::date, (ins.r).amount, (ins.r).volume,
             0 - (ins.r).volume, (ins.r).id, c.actor, (ins.r).recorded_at)::fc_create_effect ORDER BY c.ord)
      INTO v_count, v_out, v_effects
      FROM ins JOIN c ON c.id = (ins.r).id;
    IF v_count <> v_n THEN
      RAISE EXCEPTION 'fc_reading_creates_at_once: an item breaks a rule' USING ERRCODE = 'P0001';
    END IF;
  EXCEPTION WHEN OTHERS THEN
    RETURN NULL;
  END;
  -- The batch's effects are booked as for any batch of creates, outside the attempt: an error there is
  -- the batch's (db/write-batch.ts sends each item again alone).
  RETURN fc_book_create_effects(v_effects, v_out);
END
$$;--> statement-breakpoint

-- As in drizzle/0033: an item's deferred effects (jsonb, from fc_reading_write) become an fc_create_effect.
CREATE OR REPLACE FUNCTION fc_request_reading_writes(p_items jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_item jsonb;
  v_index int := 1;  -- the position of the item's answer in v_out
  -- Arrays, not jsonb arrays: an append adds to the array in place instead of copying it.
  v_out jsonb[] := '{}';
  v_effects fc_create_effect[] := '{}';
  v_result jsonb;
  v_state text;
  v_message text;
  v_detail text;
  v_constraint text;
  v_setting text;  -- what set_config answers (an assignment, not a PERFORM)
BEGIN
  SET LOCAL ROLE app_user;
  PERFORM set_config('fc.defer_create_effects', 'on', true);
  v_out := fc_reading_creates_at_once(p_items);
  IF v_out IS NOT NULL THEN
    PERFORM set_config('fc.defer_create_effects', '', true);
    PERFORM set_config('app.tenant_id', '', true);
    RETURN to_jsonb(v_out);
  END IF;
  v_out := '{}';
  FOR v_item IN SELECT value FROM jsonb_array_elements(p_items) LOOP
    IF v_item->>'op' IS DISTINCT FROM 'create' AND cardinality(v_effects) > 0 THEN
      v_out := fc_book_create_effects(v_effects, v_out);
      v_effects := '{}';
    END IF;
    BEGIN
      v_setting := set_config('app.tenant_id', (v_item->>'tenant')::uuid::text, true);
      PERFORM fc_assert_caller((v_item->>'actor')::uuid, v_item->>'role');
      v_result := fc_reading_write(v_item->>'op', (v_item->>'tenant')::uuid, (v_item->>'actor')::uuid, v_item->>'role',
        (v_item->>'id')::uuid, (v_item->>'nozzle')::uuid, (v_item->>'reading')::numeric, (v_item->>'recordedAt')::timestamptz,
        v_item->>'payment', (v_item->>'creditor')::uuid, v_item->>'notes', coalesce((v_item->>'setNotes')::boolean, false),
        v_item->>'reason', v_item->>'requestHash', v_item->>'creditOverride');
      IF v_result ? 'effects' THEN
        v_effects := v_effects || jsonb_populate_record(NULL::fc_create_effect, v_result->'effects' || jsonb_build_object('i', v_index));
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
