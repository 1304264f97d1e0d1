-- Every rule of a reading, in one place (docs/decisions/007, 013, 057): create, void, correction and
-- notes. It takes the nozzle's row lock, checks the recorder, the day gate, the meter, the price and the
-- credit limit, stores the row and books its effects: the rollups (fc_reading_totals), the tank and its
-- ledger line (fc_book_movement), the no-readings alert, the creditor's balance (fc_credit_move) and the
-- audit log, touching the rows many writers share last. Called by fc_request_reading_write.
CREATE OR REPLACE FUNCTION public.fc_reading_write(p_op text, p_tenant uuid, p_actor uuid, p_role text, p_id uuid, p_nozzle uuid, p_reading numeric, p_recorded_at timestamp with time zone, p_payment text, p_creditor uuid, p_notes text, p_set_notes boolean, p_reason text, p_request_hash text, p_credit_override text)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
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
  v_tank_id uuid;
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
         n.status = 'active' AND p.status = 'active' AND s.status = 'active', n.tank_id
    INTO v_fuel, v_opening, v_pump, v_station, v_station_name, v_nozzle_number, v_nozzle_name, v_pump_name, v_active, v_tank_id
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
      -- A reading arrived: the nozzle's no-readings alert, if any, is resolved at once.
      UPDATE alerts a SET active = false, resolved_at = now()
       WHERE a.tenant_id = p_tenant AND a.active AND a.type = 'no_readings_24h' AND a.subject = v_nozzle_id::text;
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
  -- The ledger: what was sold before minus what is sold now (a sale −volume, a void +volume), in the
  -- tank the nozzle draws from now (docs/decisions/068).
  v_quantity := (CASE WHEN v_old.status = 'recorded' THEN v_old.volume ELSE 0 END)
              - (CASE WHEN v_new.status = 'recorded' THEN v_new.volume ELSE 0 END);
  IF v_old.id IS NOT NULL THEN PERFORM fc_reading_totals(v_old, -1, v_zone, 'nozzle'); END IF;
  PERFORM fc_reading_totals(v_new, 1, v_zone, 'nozzle');
  IF v_old.id IS NOT NULL THEN PERFORM fc_reading_totals(v_old, -1, v_zone, 'station'); END IF;
  PERFORM fc_reading_totals(v_new, 1, v_zone, 'station');
  IF v_quantity <> 0 OR p_op IN ('create', 'void') THEN
    v_tank := fc_book_movement(p_tenant, v_tank_id, v_new.station_id, v_new.fuel_type, v_kind, v_quantity, v_new.id,
                               CASE WHEN p_op = 'create' THEN NULL ELSE p_reason END, p_actor,
                               CASE WHEN p_op = 'create' THEN v_new.recorded_at END);
    v_has_tank := true;
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
    CASE WHEN v_has_tank THEN jsonb_build_object('id', v_tank.id, 'name', v_tank.name, 'stationId', v_tank.station_id, 'fuelType', v_tank.fuel_type,
      'stockBefore', (v_tank.stock - v_quantity)::text, 'stock', v_tank.stock::text, 'capacity', v_tank.capacity::text,
      'minimumLevel', v_tank.minimum_level::text, 'isSetUp', v_tank.is_set_up) END);
END
$function$
;
