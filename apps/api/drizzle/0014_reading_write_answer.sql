-- The answer of a reading write without a second query (docs/performance.md, issue 8): a profile of
-- fc_request_reading_write (track_functions = all) showed fc_reading_json, a LANGUAGE sql function that
-- PostgreSQL plans again on every call (a join of four tables under row-level security), as 40 % of
-- the function's time. A new reading's answer is now built from the stored row and the names read with
-- the nozzle's lock; fc_reading_json (void, correction, notes, replays) becomes plpgsql, whose plan is
-- cached per connection. Same keys, same text forms as before.
CREATE OR REPLACE FUNCTION fc_reading_row_json(
  p_r nozzle_readings, p_nozzle_number int, p_nozzle_name text, p_pump_name text, p_station_name text
) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN jsonb_build_object(
    'id', p_r.id, 'nozzleId', p_r.nozzle_id, 'nozzleNumber', p_nozzle_number, 'nozzleName', p_nozzle_name,
    'pumpId', p_r.pump_id, 'pumpName', p_pump_name, 'stationId', p_r.station_id, 'stationName', p_station_name, 'fuelType', p_r.fuel_type,
    'reading', p_r.reading::text, 'previousReading', p_r.previous_reading::text, 'volume', p_r.volume::text,
    'pricePerLitre', p_r.price_per_litre::text, 'amount', p_r.amount::text, 'paymentMethod', p_r.payment_method,
    'creditorId', p_r.creditor_id, 'notes', p_r.notes, 'status', p_r.status, 'voidReason', p_r.void_reason,
    'voidedAt', to_char(p_r.voided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'recordedAt', to_char(p_r.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'recordedBy', p_r.recorded_by_name,
    'createdAt', to_char(p_r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updatedAt', to_char(p_r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION fc_reading_json(p_tenant uuid, p_id uuid) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_r nozzle_readings;
  v_nozzle_number int;
  v_nozzle_name text;
  v_pump_name text;
  v_station_name text;
BEGIN
  SELECT * INTO v_r FROM nozzle_readings r WHERE r.tenant_id = p_tenant AND r.id = p_id;
  IF NOT FOUND THEN RETURN NULL; END IF;
  SELECT n.nozzle_number, n.name INTO v_nozzle_number, v_nozzle_name FROM nozzles n WHERE n.tenant_id = p_tenant AND n.id = v_r.nozzle_id;
  SELECT p.name INTO v_pump_name FROM pumps p WHERE p.tenant_id = p_tenant AND p.id = v_r.pump_id;
  SELECT s.name INTO v_station_name FROM stations s WHERE s.tenant_id = p_tenant AND s.id = v_r.station_id;
  RETURN fc_reading_row_json(v_r, v_nozzle_number, v_nozzle_name, v_pump_name, v_station_name);
END
$$;--> statement-breakpoint

-- Every write of a reading, in one call inside the request's transaction (docs/decisions/013):
--   p_op 'create'  a new reading of p_nozzle (p_id: its id, chosen by the client for replays, else by the API)
--        'void'    voids reading p_id (the nozzle's latest), p_reason required
--        'correct' corrects reading p_id (the nozzle's latest): value, time, payment method, notes
--        'notes'   changes only the notes of reading p_id
-- Order: the nozzle's row lock first (readings of one nozzle are serialised by it; the time is read after
-- it), then the rules, the row itself, the per-nozzle rollups and alert, and last the rows many writers
-- share (the station rollups, the tank), so their locks are held for the shortest time.
-- Returns {reading (fc_reading_json), replayed, tank: {stationId, fuelType, stockBefore, stock, capacity, minimumLevel, isSetUp} | null}.
CREATE OR REPLACE FUNCTION fc_reading_write(
  p_op text, p_tenant uuid, p_actor uuid, p_role text, p_id uuid,
  p_nozzle uuid, p_reading numeric, p_recorded_at timestamptz, p_payment text, p_creditor uuid,
  p_notes text, p_set_notes boolean, p_reason text, p_request_hash text
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_zone text;
  v_old nozzle_readings;
  v_new nozzle_readings;
  v_nozzle_id uuid;
  v_fuel text;
  v_opening numeric;
  v_pump uuid;
  v_station uuid;
  v_station_name text;
  v_nozzle_number int;
  v_nozzle_name text;
  v_pump_name text;
  v_active boolean;
  v_now timestamptz;
  v_at timestamptz;
  v_value numeric;
  v_latest_id uuid;
  v_latest_reading numeric;
  v_latest_at timestamptz;
  v_previous numeric;
  v_price_id uuid;
  v_price numeric;
  v_volume numeric;
  v_amount numeric;
  v_payment text;
  v_quantity numeric;
  v_kind text;
  v_tank fuel_tanks;
  v_has_tank boolean := false;
BEGIN
  SELECT t.time_zone INTO v_zone FROM tenants t WHERE t.id = p_tenant;

  IF p_op = 'create' THEN
    -- A replay of a stored reading (same client id): the same request answers it, another is refused.
    SELECT * INTO v_old FROM nozzle_readings r WHERE r.tenant_id = p_tenant AND r.id = p_id;
    IF FOUND THEN
      IF v_old.request_hash IS NOT DISTINCT FROM p_request_hash AND p_request_hash IS NOT NULL THEN
        RETURN jsonb_build_object('reading', fc_reading_json(p_tenant, v_old.id), 'replayed', true, 'tank', null);
      END IF;
      PERFORM fc_raise('REPLAY_MISMATCH');
    END IF;
    v_nozzle_id := p_nozzle;
  ELSE
    SELECT r.nozzle_id INTO v_nozzle_id FROM nozzle_readings r WHERE r.tenant_id = p_tenant AND r.id = p_id;
    IF NOT FOUND THEN PERFORM fc_raise('READING_NOT_FOUND'); END IF;
    IF p_op = 'notes' THEN
      SELECT * INTO v_old FROM nozzle_readings r WHERE r.tenant_id = p_tenant AND r.id = p_id;
      PERFORM fc_assert_day_open(p_tenant, v_old.station_id, v_old.recorded_at);
      UPDATE nozzle_readings r SET notes = p_notes, updated_at = now() WHERE r.tenant_id = p_tenant AND r.id = p_id;
      INSERT INTO audit_log (id, tenant_id, actor_id, actor_role, action, entity_type, entity_id, details)
      VALUES (fc_uuid7(), p_tenant, p_actor, p_role, 'reading.notes_changed', 'nozzle_reading', p_id,
              jsonb_build_object('before', v_old.notes, 'after', p_notes));
      RETURN jsonb_build_object('reading', fc_reading_json(p_tenant, p_id), 'replayed', false, 'tank', null);
    END IF;
  END IF;

  -- The nozzle's row lock (for a create: a live nozzle the recorder may see, else 404).
  SELECT n.fuel_type, n.opening_reading, n.pump_id, p.station_id, s.name, n.nozzle_number, n.name, p.name,
         n.status = 'active' AND p.status = 'active' AND s.status = 'active'
    INTO v_fuel, v_opening, v_pump, v_station, v_station_name, v_nozzle_number, v_nozzle_name, v_pump_name, v_active
    FROM nozzles n
    JOIN pumps p ON p.tenant_id = n.tenant_id AND p.id = n.pump_id
    JOIN stations s ON s.tenant_id = p.tenant_id AND s.id = p.station_id
   WHERE n.tenant_id = p_tenant AND n.id = v_nozzle_id
     AND (p_op <> 'create' OR (n.deleted_at IS NULL AND p.deleted_at IS NULL AND s.deleted_at IS NULL
          AND (p_role <> 'attendant' OR EXISTS (SELECT 1 FROM user_station_assignments a
                 WHERE a.tenant_id = p_tenant AND a.user_id = p_actor AND a.station_id = p.station_id))))
     FOR UPDATE OF n;
  IF NOT FOUND THEN PERFORM fc_raise('NOZZLE_NOT_FOUND'); END IF;

  IF p_op = 'create' THEN
    -- The same client id may have been stored while this request waited for the lock.
    SELECT * INTO v_old FROM nozzle_readings r WHERE r.tenant_id = p_tenant AND r.id = p_id;
    IF FOUND THEN
      IF v_old.request_hash IS NOT DISTINCT FROM p_request_hash AND p_request_hash IS NOT NULL THEN
        RETURN jsonb_build_object('reading', fc_reading_json(p_tenant, v_old.id), 'replayed', true, 'tank', null);
      END IF;
      PERFORM fc_raise('REPLAY_MISMATCH');
    END IF;
    v_old := NULL;
  ELSE
    -- Read again under the lock: a concurrent void, correction or reading has finished by now.
    SELECT * INTO v_old FROM nozzle_readings r WHERE r.tenant_id = p_tenant AND r.id = p_id;
    IF v_old.status = 'voided' THEN PERFORM fc_raise('ALREADY_VOIDED'); END IF;
    SELECT r.id INTO v_latest_id FROM nozzle_readings r
     WHERE r.tenant_id = p_tenant AND r.nozzle_id = v_nozzle_id AND r.status = 'recorded'
     ORDER BY r.recorded_at DESC, r.id DESC LIMIT 1;
    IF v_latest_id IS DISTINCT FROM p_id THEN PERFORM fc_raise('NOT_LATEST'); END IF;
  END IF;

  IF p_op = 'void' THEN
    PERFORM fc_assert_day_open(p_tenant, v_old.station_id, v_old.recorded_at);
    UPDATE nozzle_readings r SET status = 'voided', void_reason = p_reason, voided_at = now(), voided_by = p_actor, updated_at = now()
     WHERE r.tenant_id = p_tenant AND r.id = p_id
     RETURNING r.* INTO v_new;
    v_kind := 'void';
    INSERT INTO audit_log (id, tenant_id, actor_id, actor_role, action, entity_type, entity_id, details)
    VALUES (fc_uuid7(), p_tenant, p_actor, p_role, 'reading.voided', 'nozzle_reading', p_id,
            jsonb_build_object('reason', p_reason) || fc_reading_figures(v_old));
  ELSE
    -- create or correct: every rule of a reading (docs/decisions/007).
    IF p_op = 'correct' THEN
      -- A correction re-runs the rules on a live, visible nozzle.
      PERFORM 1 FROM nozzles n
        JOIN pumps p ON p.tenant_id = n.tenant_id AND p.id = n.pump_id
        JOIN stations s ON s.tenant_id = p.tenant_id AND s.id = p.station_id
       WHERE n.tenant_id = p_tenant AND n.id = v_nozzle_id AND n.deleted_at IS NULL AND p.deleted_at IS NULL AND s.deleted_at IS NULL;
      IF NOT FOUND THEN PERFORM fc_raise('NOT_ACTIVE'); END IF;
    END IF;
    IF NOT v_active THEN PERFORM fc_raise('NOT_ACTIVE'); END IF;
    v_now := date_trunc('milliseconds', clock_timestamp());
    v_at := coalesce(p_recorded_at, CASE WHEN p_op = 'correct' THEN v_old.recorded_at END, v_now);
    v_value := coalesce(p_reading, v_old.reading);
    IF v_at > v_now + interval '60 seconds' THEN PERFORM fc_raise('IN_FUTURE'); END IF;
    IF p_op = 'correct' THEN
      PERFORM fc_assert_day_open(p_tenant, v_station, v_old.recorded_at);
    END IF;
    PERFORM fc_assert_day_open(p_tenant, v_station, v_at);
    SELECT r.id, r.reading, r.recorded_at INTO v_latest_id, v_latest_reading, v_latest_at FROM nozzle_readings r
     WHERE r.tenant_id = p_tenant AND r.nozzle_id = v_nozzle_id AND r.status = 'recorded' AND r.id <> p_id
     ORDER BY r.recorded_at DESC, r.id DESC LIMIT 1;
    IF v_latest_at IS NOT NULL AND v_at < v_latest_at THEN PERFORM fc_raise('BEFORE_LATEST'); END IF;
    v_previous := coalesce(v_latest_reading, v_opening);
    IF v_value < v_previous THEN
      PERFORM fc_raise('BELOW_PREVIOUS', jsonb_build_object('value', v_value::text, 'previous', v_previous::text));
    END IF;
    SELECT fp.id, fp.price INTO v_price_id, v_price FROM fuel_prices fp
     WHERE fp.tenant_id = p_tenant AND fp.station_id = v_station AND fp.fuel_type = v_fuel AND fp.valid_from <= v_at
     ORDER BY fp.valid_from DESC LIMIT 1
     FOR KEY SHARE;
    IF v_price_id IS NULL THEN
      PERFORM fc_raise('NO_PRICE', jsonb_build_object('fuelType', v_fuel, 'stationName', v_station_name));
    END IF;
    v_volume := v_value - v_previous;
    v_amount := round(v_volume * v_price, 2);
    IF v_amount > 999999999999.99 THEN PERFORM fc_raise('AMOUNT_TOO_LARGE'); END IF;

    IF p_op = 'create' THEN
      INSERT INTO nozzle_readings AS r (id, tenant_id, nozzle_id, pump_id, station_id, fuel_type, reading, previous_reading, volume,
          price_per_litre, amount, fuel_price_id, payment_method, creditor_id, notes, recorded_at, recorded_by, recorded_by_name, request_hash)
      VALUES (p_id, p_tenant, v_nozzle_id, v_pump, v_station, v_fuel, v_value, v_previous, v_volume,
          v_price, v_amount, v_price_id, p_payment, p_creditor, p_notes, v_at, p_actor,
          coalesce((SELECT u.name FROM users u WHERE u.tenant_id = p_tenant AND u.id = p_actor), 'System'), p_request_hash)
      RETURNING r.* INTO v_new;
      v_kind := 'sale';
      -- A reading arrived: the nozzle's no-readings alert, if any, is resolved at once.
      UPDATE alerts a SET active = false, resolved_at = now()
       WHERE a.tenant_id = p_tenant AND a.active AND a.type = 'no_readings_24h' AND a.subject = v_nozzle_id::text;
    ELSE
      v_payment := coalesce(p_payment, v_old.payment_method);
      UPDATE nozzle_readings r SET reading = v_value, previous_reading = v_previous, volume = v_volume, price_per_litre = v_price,
          amount = v_amount, fuel_price_id = v_price_id, recorded_at = v_at, payment_method = v_payment,
          creditor_id = CASE WHEN v_payment = 'credit' THEN v_old.creditor_id END,
          notes = CASE WHEN p_set_notes THEN p_notes ELSE r.notes END, updated_at = now()
       WHERE r.tenant_id = p_tenant AND r.id = p_id
       RETURNING r.* INTO v_new;
      v_kind := 'correction';
      INSERT INTO audit_log (id, tenant_id, actor_id, actor_role, action, entity_type, entity_id, details)
      VALUES (fc_uuid7(), p_tenant, p_actor, p_role, 'reading.corrected', 'nozzle_reading', p_id,
              jsonb_build_object('reason', p_reason, 'before', fc_reading_figures(v_old), 'after', fc_reading_figures(v_new)));
    END IF;
  END IF;

  -- Effects, the same for every kind of change: out with the old row, in with the new one.
  IF v_old.id IS NOT NULL THEN PERFORM fc_reading_totals(v_old, -1, v_zone, 'nozzle'); END IF;
  PERFORM fc_reading_totals(v_new, 1, v_zone, 'nozzle');
  IF v_old.id IS NOT NULL THEN PERFORM fc_reading_totals(v_old, -1, v_zone, 'station'); END IF;
  PERFORM fc_reading_totals(v_new, 1, v_zone, 'station');
  -- The ledger: what was sold before minus what is sold now (a sale −volume, a void +volume).
  v_quantity := (CASE WHEN v_old.status = 'recorded' THEN v_old.volume ELSE 0 END)
              - (CASE WHEN v_new.status = 'recorded' THEN v_new.volume ELSE 0 END);
  IF v_quantity <> 0 OR p_op IN ('create', 'void') THEN
    v_tank := fc_book_movement(p_tenant, v_new.station_id, v_new.fuel_type, v_kind, v_quantity, v_new.id,
                               CASE WHEN p_op = 'create' THEN NULL ELSE p_reason END, p_actor,
                               CASE WHEN p_op = 'create' THEN v_new.recorded_at END);
    v_has_tank := true;
  END IF;

  -- The answer: a new reading is built from the row and the names read with the nozzle's lock (no
  -- further query); a void or correction reads the names of the reading's own pump and station.
  RETURN jsonb_build_object('reading',
    CASE WHEN p_op = 'create' THEN fc_reading_row_json(v_new, v_nozzle_number, v_nozzle_name, v_pump_name, v_station_name)
         ELSE fc_reading_json(p_tenant, v_new.id) END,
    'replayed', false, 'tank',
    CASE WHEN v_has_tank THEN jsonb_build_object('stationId', v_tank.station_id, 'fuelType', v_tank.fuel_type,
      'stockBefore', (v_tank.stock - v_quantity)::text, 'stock', v_tank.stock::text, 'capacity', v_tank.capacity::text,
      'minimumLevel', v_tank.minimum_level::text, 'isSetUp', v_tank.is_set_up) END);
END
$$;
--> statement-breakpoint

-- Many reading requests in ONE statement and one commit (docs/decisions/013, "group commit"). The rows
-- many writers share (a station's tank and rollups) are locked from their update to the commit, and
-- the commit waits for the WAL flush (about 4 ms on the project's machine): one write per commit would
-- cap a station at a few hundred readings a second whatever the CPU. The API queues the requests that
-- arrive while a batch is running and sends them together: each item runs in its own subtransaction
-- (BEGIN … EXCEPTION), so a refused item changes nothing and does not disturb the others, and every item
-- sets its own tenant and passes its own caller check before its write, exactly as a request on its own.
-- p_items: [{op, tenant, actor, role, id, nozzle, reading, recordedAt, payment, creditor, notes, setNotes,
-- reason, requestHash}]; returns one entry per item, in order: {ok: <fc_reading_write's answer>} or
-- {error: {code, message, detail, constraint}} (the database error, mapped by the API like any other).
CREATE OR REPLACE FUNCTION fc_request_reading_writes(p_items jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_item jsonb;
  v_out jsonb := '[]'::jsonb;
  v_result jsonb;
  v_state text;
  v_message text;
  v_detail text;
  v_constraint text;
BEGIN
  SET LOCAL ROLE app_user;
  FOR v_item IN SELECT value FROM jsonb_array_elements(p_items) LOOP
    BEGIN
      PERFORM set_config('app.tenant_id', (v_item->>'tenant')::uuid::text, true);
      PERFORM fc_assert_caller((v_item->>'actor')::uuid, v_item->>'role');
      v_result := fc_reading_write(v_item->>'op', (v_item->>'tenant')::uuid, (v_item->>'actor')::uuid, v_item->>'role',
        (v_item->>'id')::uuid, (v_item->>'nozzle')::uuid, (v_item->>'reading')::numeric, (v_item->>'recordedAt')::timestamptz,
        v_item->>'payment', (v_item->>'creditor')::uuid, v_item->>'notes', coalesce((v_item->>'setNotes')::boolean, false),
        v_item->>'reason', v_item->>'requestHash');
      v_out := v_out || jsonb_build_array(jsonb_build_object('ok', v_result));
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_message = MESSAGE_TEXT, v_detail = PG_EXCEPTION_DETAIL,
        v_constraint = CONSTRAINT_NAME;
      v_out := v_out || jsonb_build_array(jsonb_build_object('error', jsonb_build_object(
        'code', v_state, 'message', v_message, 'detail', nullif(v_detail, ''), 'constraint', nullif(v_constraint, ''))));
    END;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
  RETURN v_out;
END
$$;
--> statement-breakpoint

-- The one-request form is replaced by the batch above (a batch of one is the same round trip).
DROP FUNCTION IF EXISTS fc_request_reading_write(text, uuid, uuid, text, uuid, uuid, numeric, timestamptz, text, uuid, text, boolean, text, text);
