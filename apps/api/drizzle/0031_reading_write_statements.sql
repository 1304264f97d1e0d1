-- docs/decisions/042. Fewer statements in a reading write, each the same rule as before. Counted with
-- `npm run bench:sql` (docs/performance.md); a batch of one create cost about 6.5 M instructions, a
-- batch of five about 18.2 M.
--
-- 1. The change marks' WHEN (drizzle/0027) is one call of fc_answers_unmarked(). PostgreSQL re-reads a
--    trigger's WHEN from its stored text, and prepares it, at every statement that writes the table:
--    the old expression, with its four text constants, cost about 65,000 instructions each time, and a
--    batch of five creates makes about twelve such statements. fc_mark_answers tests the same function,
--    so the rule is written once.
-- 2. A create looks up its id (a replay?) only when the client chose it (a request hash is given). The
--    API's own ids are new (uuidv7), and the primary key refuses a duplicate anyway.
-- 3. The day gate takes the tenant's time zone when its caller has read it already (fc_reading_write
--    reads it first thing); every other caller passes three arguments and the gate reads it, as before.
-- 4. fc_request_reading_writes sets each item's tenant with an assignment, not PERFORM (a PERFORM runs
--    the executor for its one-row SELECT).

CREATE FUNCTION fc_answers_unmarked() RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  -- Marked: this transaction raised the mark of the tenant it writes as (or the global one, outside any tenant).
  RETURN current_setting('fc.answers_marked', true) IS DISTINCT FROM coalesce(nullif(current_setting('app.tenant_id', true), ''), 'global');
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION fc_mark_answers() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_tenant text := coalesce(current_setting('app.tenant_id', true), '');
  v_marked text := coalesce(nullif(v_tenant, ''), 'global');
BEGIN
  IF NOT fc_answers_unmarked() THEN RETURN NULL; END IF;
  IF v_tenant = '' THEN
    INSERT INTO answer_global_marks AS m (slot, mark) VALUES (pg_backend_pid() % 64, 1)
    ON CONFLICT (slot) DO UPDATE SET mark = m.mark + 1;
  ELSE
    INSERT INTO answer_marks AS m (tenant_id, slot, mark) VALUES (v_tenant::uuid, pg_backend_pid() % 64, 1)
    ON CONFLICT (tenant_id, slot) DO UPDATE SET mark = m.mark + 1;
  END IF;
  PERFORM set_config('fc.answers_marked', v_marked, true);
  RETURN NULL;
END
$$;--> statement-breakpoint

-- Every table that has the trigger gets the same trigger with the new WHEN (test/answer-cache.test.ts
-- holds every table an answer may read to it).
DO $$
DECLARE
  v_table regclass;
BEGIN
  FOR v_table IN SELECT g.tgrelid::regclass FROM pg_trigger g WHERE g.tgname = 'fc_mark_answers' AND NOT g.tgisinternal LOOP
    EXECUTE format('CREATE OR REPLACE TRIGGER fc_mark_answers AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s FOR EACH STATEMENT '
                   'WHEN (fc_answers_unmarked()) EXECUTE FUNCTION fc_mark_answers()', v_table);
  END LOOP;
END
$$;--> statement-breakpoint

-- The one gate of a station's business day (decision 013), as in drizzle/0013, with the tenant's time zone
-- as an optional fourth argument.
DROP FUNCTION fc_assert_day_open(uuid, uuid, timestamptz);--> statement-breakpoint
CREATE FUNCTION fc_assert_day_open(p_tenant uuid, p_station uuid, p_at timestamptz, p_zone text DEFAULT NULL) RETURNS void
LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint

-- A create with a client's id (decision 014) whose id is stored already: the same request (the same
-- hash) is answered with the stored reading, another is refused. NULL when nothing is stored under the id.
CREATE FUNCTION fc_reading_replay(p_tenant uuid, p_id uuid, p_request_hash text) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_hash text;
BEGIN
  SELECT r.request_hash INTO v_hash FROM nozzle_readings r WHERE r.tenant_id = p_tenant AND r.id = p_id;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF v_hash = p_request_hash THEN
    RETURN jsonb_build_object('reading', fc_reading_json(p_tenant, p_id), 'replayed', true, 'tank', null);
  END IF;
  PERFORM fc_raise('REPLAY_MISMATCH');
  RETURN NULL;
END
$$;--> statement-breakpoint

-- One write path for readings (decision 013, as in drizzle/0029), with 2 and 3 above.
CREATE OR REPLACE FUNCTION fc_reading_write(
  p_op text, p_tenant uuid, p_actor uuid, p_role text, p_id uuid,
  p_nozzle uuid, p_reading numeric, p_recorded_at timestamptz, p_payment text, p_creditor uuid,
  p_notes text, p_set_notes boolean, p_reason text, p_request_hash text, p_credit_override text
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
  -- credit
  v_creditor uuid;
  v_named boolean := false;
  v_override boolean := p_role IN ('owner', 'manager') AND coalesce(btrim(p_credit_override), '') <> '';
  v_old_cred uuid;
  v_new_cred uuid;
  v_old_credit numeric := 0;
  v_new_credit numeric := 0;
  v_delta numeric;
  v_c creditors;
  v_move record;
  v_creditor_name text;
  -- A create inside a batch that defers its effects to the batch's end (fc_request_reading_writes below).
  v_defer boolean := p_op = 'create' AND current_setting('fc.defer_create_effects', true) = 'on';
  v_effects jsonb;
  v_replay jsonb;
BEGIN
  SELECT t.time_zone INTO v_zone FROM tenants t WHERE t.id = p_tenant;

  IF p_op = 'create' THEN
    -- A replay of a stored reading (same client id). Without a request hash the id is the API's own, new
    -- (readings.service.ts createReading): nothing can be stored under it, so it is not looked up (the
    -- primary key still refuses a duplicate).
    IF p_request_hash IS NOT NULL THEN
      v_replay := fc_reading_replay(p_tenant, p_id, p_request_hash);
      IF v_replay IS NOT NULL THEN RETURN v_replay; END IF;
    END IF;
    v_nozzle_id := p_nozzle;
  ELSE
    SELECT r.nozzle_id INTO v_nozzle_id FROM nozzle_readings r WHERE r.tenant_id = p_tenant AND r.id = p_id;
    IF NOT FOUND THEN PERFORM fc_raise('READING_NOT_FOUND'); END IF;
    IF p_op = 'notes' THEN
      SELECT * INTO v_old FROM nozzle_readings r WHERE r.tenant_id = p_tenant AND r.id = p_id;
      PERFORM fc_assert_day_open(p_tenant, v_old.station_id, v_old.recorded_at, v_zone);
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
    IF p_request_hash IS NOT NULL THEN
      v_replay := fc_reading_replay(p_tenant, p_id, p_request_hash);
      IF v_replay IS NOT NULL THEN RETURN v_replay; END IF;
    END IF;
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
    PERFORM fc_assert_day_open(p_tenant, v_old.station_id, v_old.recorded_at, v_zone);
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

    -- The payment method and the creditor (docs/decisions/015). A correction keeps the reading's creditor
    -- unless it names another; a creditor named anew must be usable by the caller.
    v_payment := coalesce(p_payment, v_old.payment_method);
    IF v_payment = 'credit' THEN
      v_creditor := coalesce(p_creditor, CASE WHEN v_old.payment_method = 'credit' THEN v_old.creditor_id END);
      IF v_creditor IS NULL THEN PERFORM fc_raise('CREDITOR_REQUIRED'); END IF;
      v_named := p_op = 'create' OR v_old.payment_method <> 'credit' OR v_creditor IS DISTINCT FROM v_old.creditor_id;
      IF v_named THEN PERFORM fc_assert_creditor_usable(p_tenant, v_creditor, p_actor, p_role); END IF;
    ELSIF p_creditor IS NOT NULL THEN
      PERFORM fc_raise('CREDITOR_NOT_CREDIT');
    END IF;

    v_now := date_trunc('milliseconds', clock_timestamp());
    v_at := coalesce(p_recorded_at, CASE WHEN p_op = 'correct' THEN v_old.recorded_at END, v_now);
    v_value := coalesce(p_reading, v_old.reading);
    IF v_at > v_now + fc_reading_future_tolerance() THEN PERFORM fc_raise('IN_FUTURE'); END IF;
    IF p_op = 'correct' THEN
      PERFORM fc_assert_day_open(p_tenant, v_station, v_old.recorded_at, v_zone);
    END IF;
    PERFORM fc_assert_day_open(p_tenant, v_station, v_at, v_zone);
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

    -- The credit limit, early and without a lock (a refusal before anything is written); checked again
    -- under the creditor's row lock at the end, where it is decided.
    IF v_creditor IS NOT NULL AND NOT v_override THEN
      v_delta := v_amount - CASE WHEN v_old.status = 'recorded' AND v_old.payment_method = 'credit'
                                  AND v_old.creditor_id = v_creditor THEN v_old.amount ELSE 0 END;
      SELECT * INTO v_c FROM creditors c WHERE c.tenant_id = p_tenant AND c.id = v_creditor;
      IF v_delta > 0 AND v_c.credit_sales - v_c.payments_total + v_delta > v_c.credit_limit THEN
        PERFORM fc_raise('CREDIT_LIMIT', jsonb_build_object('partyName', v_c.party_name, 'limit', v_c.credit_limit::text,
          'balance', (v_c.credit_sales - v_c.payments_total)::text, 'amount', v_delta::text));
      END IF;
    END IF;

    IF p_op = 'create' THEN
      INSERT INTO nozzle_readings AS r (id, tenant_id, nozzle_id, pump_id, station_id, fuel_type, reading, previous_reading, volume,
          price_per_litre, amount, fuel_price_id, payment_method, creditor_id, notes, recorded_at, recorded_by, recorded_by_name, request_hash)
      VALUES (p_id, p_tenant, v_nozzle_id, v_pump, v_station, v_fuel, v_value, v_previous, v_volume,
          v_price, v_amount, v_price_id, v_payment, v_creditor, p_notes, v_at, p_actor,
          coalesce((SELECT u.name FROM users u WHERE u.tenant_id = p_tenant AND u.id = p_actor), 'System'), p_request_hash)
      RETURNING r.* INTO v_new;
      v_kind := 'sale';
      -- A reading arrived: the nozzle's no-readings alert, if any, is resolved at once (by the batch, when deferred).
      IF NOT v_defer THEN
        UPDATE alerts a SET active = false, resolved_at = now()
         WHERE a.tenant_id = p_tenant AND a.active AND a.type = 'no_readings_24h' AND a.subject = v_nozzle_id::text;
      END IF;
    ELSE
      UPDATE nozzle_readings r SET reading = v_value, previous_reading = v_previous, volume = v_volume, price_per_litre = v_price,
          amount = v_amount, fuel_price_id = v_price_id, recorded_at = v_at, payment_method = v_payment,
          creditor_id = v_creditor,
          notes = CASE WHEN p_set_notes THEN p_notes ELSE r.notes END, updated_at = now()
       WHERE r.tenant_id = p_tenant AND r.id = p_id
       RETURNING r.* INTO v_new;
      v_kind := 'correction';
      INSERT INTO audit_log (id, tenant_id, actor_id, actor_role, action, entity_type, entity_id, details)
      VALUES (fc_uuid7(), p_tenant, p_actor, p_role, 'reading.corrected', 'nozzle_reading', p_id,
              jsonb_build_object('reason', p_reason,
                'before', fc_reading_figures(v_old) || jsonb_build_object('creditorId', v_old.creditor_id),
                'after', fc_reading_figures(v_new) || jsonb_build_object('creditorId', v_new.creditor_id)));
    END IF;
  END IF;

  -- Effects, the same for every kind of change: out with the old row, in with the new one.
  -- The ledger: what was sold before minus what is sold now (a sale −volume, a void +volume).
  v_quantity := (CASE WHEN v_old.status = 'recorded' THEN v_old.volume ELSE 0 END)
              - (CASE WHEN v_new.status = 'recorded' THEN v_new.volume ELSE 0 END);
  IF v_defer THEN
    -- A create in a batch: the rollups, the tank and its movement, the no-readings alert are what the
    -- batch books for all its creates at once (fc_book_create_effects).
    v_effects := jsonb_build_object('tenant', p_tenant, 'nozzle', v_new.nozzle_id, 'pump', v_new.pump_id,
      'station', v_new.station_id, 'fuel', v_new.fuel_type,
      'payment', v_new.payment_method, 'day', (v_new.recorded_at AT TIME ZONE v_zone)::date, 'amount', v_new.amount,
      'volume', v_new.volume, 'quantity', v_quantity, 'reading', v_new.id, 'by', p_actor, 'at', v_new.recorded_at);
  ELSE
    IF v_old.id IS NOT NULL THEN PERFORM fc_reading_totals(v_old, -1, v_zone, 'nozzle'); END IF;
    PERFORM fc_reading_totals(v_new, 1, v_zone, 'nozzle');
    IF v_old.id IS NOT NULL THEN PERFORM fc_reading_totals(v_old, -1, v_zone, 'station'); END IF;
    PERFORM fc_reading_totals(v_new, 1, v_zone, 'station');
    IF v_quantity <> 0 OR p_op IN ('create', 'void') THEN
      v_tank := fc_book_movement(p_tenant, v_new.station_id, v_new.fuel_type, v_kind, v_quantity, v_new.id,
                                 CASE WHEN p_op = 'create' THEN NULL ELSE p_reason END, p_actor,
                                 CASE WHEN p_op = 'create' THEN v_new.recorded_at END);
      v_has_tank := true;
    END IF;
  END IF;

  -- Last, the creditors' running credit sales: out with the old row's credit, in with the new one's,
  -- one move per creditor, in id order (two changes moving sales between the same two creditors take
  -- their locks in the same order).
  IF v_old.status = 'recorded' AND v_old.payment_method = 'credit' AND v_old.creditor_id IS NOT NULL THEN
    v_old_cred := v_old.creditor_id;
    v_old_credit := v_old.amount;
  END IF;
  IF v_new.status = 'recorded' AND v_new.payment_method = 'credit' THEN
    v_new_cred := v_new.creditor_id;
    v_new_credit := v_new.amount;
  END IF;
  IF v_old_cred IS NOT NULL OR v_new_cred IS NOT NULL THEN
    FOR v_move IN
      SELECT m.creditor, sum(m.delta) AS delta, bool_or(m.named) AS named FROM (VALUES
        (v_old_cred, -v_old_credit, false),
        (v_new_cred, v_new_credit, v_named)) AS m(creditor, delta, named)
       WHERE m.creditor IS NOT NULL
       GROUP BY m.creditor ORDER BY m.creditor
    LOOP
      IF v_move.delta <> 0 OR v_move.named THEN
        v_c := fc_credit_move(p_tenant, v_move.creditor, v_move.delta, v_move.named, v_override);
        IF v_move.delta > 0 AND v_c.credit_sales - v_c.payments_total > v_c.credit_limit THEN
          -- Only an owner's or manager's override gets here: audited with the figures.
          INSERT INTO audit_log (id, tenant_id, actor_id, actor_role, action, entity_type, entity_id, details)
          VALUES (fc_uuid7(), p_tenant, p_actor, p_role, 'reading.credit_limit_override', 'nozzle_reading', v_new.id,
                  jsonb_build_object('reason', btrim(p_credit_override), 'creditorId', v_c.id, 'partyName', v_c.party_name,
                    'creditLimit', v_c.credit_limit::text, 'amount', v_move.delta::text,
                    'balanceBefore', (v_c.credit_sales - v_c.payments_total - v_move.delta)::text,
                    'balanceAfter', (v_c.credit_sales - v_c.payments_total)::text));
        END IF;
        IF v_move.creditor = v_new.creditor_id THEN v_creditor_name := v_c.party_name; END IF;
      END IF;
    END LOOP;
  END IF;

  -- The answer: a new reading is built from the row and the names read with the nozzle's lock (no
  -- further query); a void or correction reads the names of the reading's own pump, station and creditor.
  RETURN jsonb_build_object('reading',
    CASE WHEN p_op = 'create' THEN fc_reading_row_json(v_new, v_nozzle_number, v_nozzle_name, v_pump_name, v_station_name)
                                   || jsonb_build_object('creditorName', v_creditor_name)
         ELSE fc_reading_json(p_tenant, v_new.id) END,
    'replayed', false, 'tank',
    CASE WHEN v_has_tank THEN jsonb_build_object('stationId', v_tank.station_id, 'fuelType', v_tank.fuel_type,
      'stockBefore', (v_tank.stock - v_quantity)::text, 'stock', v_tank.stock::text, 'capacity', v_tank.capacity::text,
      'minimumLevel', v_tank.minimum_level::text, 'isSetUp', v_tank.is_set_up) END)
    || CASE WHEN v_defer THEN jsonb_build_object('effects', v_effects) ELSE '{}'::jsonb END;
END
$$;--> statement-breakpoint

-- Many reading requests in ONE statement and one commit (decision 013), the creates' effects booked
-- together (decision 040), as in drizzle/0030, with 4 above.
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
  v_setting text;  -- what set_config answers (an assignment, not a PERFORM: 4 above)
BEGIN
  SET LOCAL ROLE app_user;
  PERFORM set_config('fc.defer_create_effects', 'on', true);
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
