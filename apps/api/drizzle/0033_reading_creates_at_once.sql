-- docs/decisions/044. A batch of creates, each on its own nozzle, none on credit (the bench's POST and
-- most of a busy day's traffic) is written set-based: a handful of statements for the whole batch
-- instead of about fifteen per reading, each with its executor start-up, plus a subtransaction per item.
-- It is an attempt, not a second set of rules: any error at all (a rule refused, a lock lost, a
-- constraint) rolls the attempt back whole and the batch goes item by item through fc_reading_write as
-- before, which answers each item as it always did. The attempt only succeeds where every item would
-- have been stored, with the same row, answer and deferred effects (test/reading-creates-at-once.test.ts
-- compares the two paths).
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
  v_effects jsonb[];
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
             'reading', fc_reading_row_json(ins.r, c.nozzle_number, c.nozzle_name, c.pump_name, c.station_name)
                        || jsonb_build_object('creditorName', NULL),
             'replayed', false, 'tank', NULL)) ORDER BY c.ord),
           array_agg(jsonb_build_object('tenant', v_tenant, 'nozzle', (ins.r).nozzle_id, 'pump', (ins.r).pump_id,
             'station', (ins.r).station_id, 'fuel', (ins.r).fuel_type, 'payment', (ins.r).payment_method,
             'day', ((ins.r).recorded_at AT TIME ZONE v_zone)::date, 'amount', (ins.r).amount, 'volume', (ins.r).volume,
             'quantity', 0 - (ins.r).volume, 'reading', (ins.r).id, 'by', c.actor, 'at', (ins.r).recorded_at, 'i', c.ord) ORDER BY c.ord)
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

-- Many reading requests in ONE statement and one commit (decision 013), as in drizzle/0031: a batch that
-- fc_reading_creates_at_once takes is written at once, any other goes item by item.
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
