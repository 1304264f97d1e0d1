-- The data path of issue 8 (docs/decisions/013-one-write-path.md): FORCE and grants of the new tables,
-- the backfill of the running totals, and the SQL functions every reading write goes through:
--   fc_raise            one way to refuse: SQLSTATE FC000, MESSAGE = the error's key, DETAIL = JSON args
--   fc_uuid7            a time-ordered v7 id for rows written by the functions (the API makes the rest)
--   fc_assert_day_open  THE day gate: every write landing in a station's business day calls it
--   fc_book_movement    the stock ledger: a movement and the tank's book stock, in one place
--   fc_reading_totals   the day and running rollups of one reading row (+1 or -1)
--   fc_reading_write    create, void, correct and notes of a reading, rules and effects, in one call
-- Every function is SECURITY INVOKER (the default): it runs as app_user under row-level security.
ALTER TABLE "reading_running_totals" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "reading_running_station_totals" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "station_day_closures" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "reading_running_totals", "reading_running_station_totals" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "reading_running_totals", "reading_running_station_totals" TO app_platform;--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "station_day_closures" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "station_day_closures" TO app_platform;--> statement-breakpoint

CREATE OR REPLACE FUNCTION fc_raise(p_key text, p_detail jsonb DEFAULT '{}'::jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'FC000', MESSAGE = p_key, DETAIL = p_detail::text;
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION fc_uuid7() RETURNS uuid
LANGUAGE sql VOLATILE AS $$
  SELECT encode(
    set_bit(set_bit(
      overlay(uuid_send(gen_random_uuid()) PLACING substring(int8send((extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6),
      52, 1), 53, 1),
    'hex')::uuid
$$;--> statement-breakpoint

-- The tenant's business day (its time zone): today minus p_days_back, and the instant that day began.
-- STABLE plpgsql on purpose: the planner evaluates such a call for its estimates (an inline subquery on
-- tenants would be an InitPlan it cannot see through), so a range over a rollup's business_day or a
-- reading's recorded_at is planned as the narrow index range it is.
CREATE OR REPLACE FUNCTION fc_tenant_today(p_tenant uuid, p_days_back int DEFAULT 0) RETURNS date
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT (now() AT TIME ZONE t.time_zone)::date - p_days_back FROM tenants t WHERE t.id = p_tenant);
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION fc_tenant_day_start(p_tenant uuid, p_days_back int DEFAULT 0) RETURNS timestamptz
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT (((now() AT TIME ZONE t.time_zone)::date - p_days_back)::timestamp) AT TIME ZONE t.time_zone FROM tenants t WHERE t.id = p_tenant);
END
$$;--> statement-breakpoint

-- The caller of a tenant request may still act: the account exists, is active and has the token's role
-- (as app_user in the tenant: another tenant's user is invisible), and the tenant is active. Every tenant
-- request runs it first, in the same round trip as its settings (db/tenant.ts, fc_request_reading_write).
CREATE OR REPLACE FUNCTION fc_assert_caller(p_user uuid, p_role text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_role text;
  v_status text;
  v_tenant_status text;
BEGIN
  SELECT u.role, u.status, t.status INTO v_role, v_status, v_tenant_status
    FROM users u JOIN tenants t ON t.id = u.tenant_id
   WHERE u.id = p_user AND u.deleted_at IS NULL;
  IF NOT FOUND OR v_status <> 'active' OR v_role <> p_role THEN PERFORM fc_raise('CALLER_GONE'); END IF;
  IF v_tenant_status = 'suspended' THEN PERFORM fc_raise('TENANT_SUSPENDED'); END IF;
  IF v_tenant_status <> 'active' THEN PERFORM fc_raise('TENANT_CANCELLED'); END IF;
END
$$;--> statement-breakpoint

-- The one gate of a station's business day. A shared advisory lock on (station, day) is held until the
-- transaction ends, so a day close (which takes the same lock exclusively) cannot slip between this check
-- and the commit of the write it guards.
CREATE OR REPLACE FUNCTION fc_assert_day_open(p_tenant uuid, p_station uuid, p_at timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_day date;
BEGIN
  SELECT (p_at AT TIME ZONE t.time_zone)::date INTO v_day FROM tenants t WHERE t.id = p_tenant;
  PERFORM pg_advisory_xact_lock_shared(7302, hashtext(p_station::text || '/' || v_day::text));
  IF EXISTS (SELECT 1 FROM station_day_closures c
             WHERE c.tenant_id = p_tenant AND c.station_id = p_station AND c.business_day = v_day) THEN
    PERFORM fc_raise('DAY_CLOSED', jsonb_build_object('stationId', p_station, 'date', v_day));
  END IF;
END
$$;--> statement-breakpoint

-- One movement of the ledger: the tank row (created on the first movement) takes the signed quantity
-- and the movement is appended. The tank row is what many writers share: callers book it last.
CREATE OR REPLACE FUNCTION fc_book_movement(
  p_tenant uuid, p_station uuid, p_fuel text, p_kind text, p_quantity numeric, p_reading uuid, p_note text, p_by uuid, p_at timestamptz
) RETURNS fuel_tanks
LANGUAGE plpgsql AS $$
DECLARE
  v_tank fuel_tanks;
  v_at timestamptz := coalesce(p_at, now());
BEGIN
  INSERT INTO fuel_tanks AS t (id, tenant_id, station_id, fuel_type, stock, last_movement_at)
  VALUES (fc_uuid7(), p_tenant, p_station, p_fuel, p_quantity, v_at)
  ON CONFLICT (tenant_id, station_id, fuel_type) DO UPDATE
    SET stock = t.stock + excluded.stock, last_movement_at = greatest(t.last_movement_at, excluded.last_movement_at)
  RETURNING t.* INTO v_tank;
  INSERT INTO inventory_movements (id, tenant_id, station_id, fuel_type, kind, quantity, reading_id, note, created_by, created_at)
  VALUES (fc_uuid7(), p_tenant, p_station, p_fuel, p_kind, p_quantity, p_reading, p_note, p_by, v_at);
  RETURN v_tank;
END
$$;--> statement-breakpoint

-- Adds (p_sign 1) or takes out (p_sign -1) one stored reading row to or from its rollups: the day rows
-- (business day in p_zone) and the running rows, at nozzle grain (p_grain 'nozzle') or station grain
-- ('station'). A take-out updates an existing row; a missing row is an error, never a negative total.
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
      INSERT INTO reading_running_station_totals AS d (tenant_id, station_id, fuel_type, payment_method,
          readings_count, live_count, live_amount, live_volume)
      VALUES (p_r.tenant_id, p_r.station_id, p_r.fuel_type, p_r.payment_method, 1, v_count, v_amount, v_volume)
      ON CONFLICT (tenant_id, station_id, fuel_type, payment_method) DO UPDATE SET
        readings_count = d.readings_count + 1, live_count = d.live_count + excluded.live_count,
        live_amount = d.live_amount + excluded.live_amount, live_volume = d.live_volume + excluded.live_volume, updated_at = now();
    ELSE
      UPDATE reading_daily_station_totals d SET readings_count = d.readings_count - 1, live_count = d.live_count + v_count,
          live_amount = d.live_amount + v_amount, live_volume = d.live_volume + v_volume, updated_at = now()
        WHERE d.tenant_id = p_r.tenant_id AND d.business_day = v_day AND d.station_id = p_r.station_id
          AND d.fuel_type = p_r.fuel_type AND d.payment_method = p_r.payment_method;
      IF NOT FOUND THEN RAISE EXCEPTION 'reading_daily_station_totals: no rollup row for reading %', p_r.id; END IF;
      UPDATE reading_running_station_totals d SET readings_count = d.readings_count - 1, live_count = d.live_count + v_count,
          live_amount = d.live_amount + v_amount, live_volume = d.live_volume + v_volume, updated_at = now()
        WHERE d.tenant_id = p_r.tenant_id AND d.station_id = p_r.station_id
          AND d.fuel_type = p_r.fuel_type AND d.payment_method = p_r.payment_method;
      IF NOT FOUND THEN RAISE EXCEPTION 'reading_running_station_totals: no rollup row for reading %', p_r.id; END IF;
    END IF;
  END IF;
END
$$;--> statement-breakpoint

-- A reading's audit figures (the same keys the audit log has always had).
CREATE OR REPLACE FUNCTION fc_reading_figures(p_r nozzle_readings) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'nozzleId', p_r.nozzle_id, 'reading', p_r.reading::text, 'previousReading', p_r.previous_reading::text,
    'volume', p_r.volume::text, 'pricePerLitre', p_r.price_per_litre::text, 'amount', p_r.amount::text,
    'paymentMethod', p_r.payment_method,
    'recordedAt', to_char(p_r.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
$$;--> statement-breakpoint

-- A reading as the API shows it (with its nozzle, pump and station names), for the write's answer.
CREATE OR REPLACE FUNCTION fc_reading_json(p_tenant uuid, p_id uuid) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', r.id, 'nozzleId', r.nozzle_id, 'nozzleNumber', n.nozzle_number, 'nozzleName', n.name,
    'pumpId', r.pump_id, 'pumpName', p.name, 'stationId', r.station_id, 'stationName', s.name, 'fuelType', r.fuel_type,
    'reading', r.reading::text, 'previousReading', r.previous_reading::text, 'volume', r.volume::text,
    'pricePerLitre', r.price_per_litre::text, 'amount', r.amount::text, 'paymentMethod', r.payment_method,
    'creditorId', r.creditor_id, 'notes', r.notes, 'status', r.status, 'voidReason', r.void_reason,
    'voidedAt', to_char(r.voided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'recordedAt', to_char(r.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'recordedBy', r.recorded_by_name,
    'createdAt', to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updatedAt', to_char(r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  FROM nozzle_readings r
  JOIN nozzles n ON n.tenant_id = r.tenant_id AND n.id = r.nozzle_id
  JOIN pumps p ON p.tenant_id = r.tenant_id AND p.id = r.pump_id
  JOIN stations s ON s.tenant_id = r.tenant_id AND s.id = r.station_id
  WHERE r.tenant_id = p_tenant AND r.id = p_id
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
  SELECT n.fuel_type, n.opening_reading, n.pump_id, p.station_id, s.name,
         n.status = 'active' AND p.status = 'active' AND s.status = 'active'
    INTO v_fuel, v_opening, v_pump, v_station, v_station_name, v_active
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

  RETURN jsonb_build_object('reading', fc_reading_json(p_tenant, v_new.id), 'replayed', false, 'tank',
    CASE WHEN v_has_tank THEN jsonb_build_object('stationId', v_tank.station_id, 'fuelType', v_tank.fuel_type,
      'stockBefore', (v_tank.stock - v_quantity)::text, 'stock', v_tank.stock::text, 'capacity', v_tank.capacity::text,
      'minimumLevel', v_tank.minimum_level::text, 'isSetUp', v_tank.is_set_up) END);
END
$$;--> statement-breakpoint

-- A whole reading request in ONE statement and so one round trip (docs/decisions/013): sent on its own,
-- it is its own transaction, which commits as soon as it returns, so the rows many writers share are
-- locked only for the end of the function and the commit, never across a round trip to the API. It
-- becomes app_user in the caller's tenant with SET LOCAL (both end with this transaction), checks the
-- caller, and applies the write.
CREATE OR REPLACE FUNCTION fc_request_reading_write(
  p_op text, p_tenant uuid, p_actor uuid, p_role text, p_id uuid,
  p_nozzle uuid, p_reading numeric, p_recorded_at timestamptz, p_payment text, p_creditor uuid,
  p_notes text, p_set_notes boolean, p_reason text, p_request_hash text
) RETURNS jsonb
LANGUAGE plpgsql AS $$
BEGIN
  SET LOCAL ROLE app_user;
  EXECUTE format('SET LOCAL app.tenant_id = %L', p_tenant);
  PERFORM fc_assert_caller(p_actor, p_role);
  RETURN fc_reading_write(p_op, p_tenant, p_actor, p_role, p_id, p_nozzle, p_reading, p_recorded_at, p_payment, p_creditor,
                          p_notes, p_set_notes, p_reason, p_request_hash);
END
$$;--> statement-breakpoint

-- The running totals of every reading stored so far (set-based), through the platform path.
SET LOCAL ROLE app_platform;--> statement-breakpoint
INSERT INTO "reading_running_totals" (tenant_id, nozzle_id, payment_method, pump_id, station_id, fuel_type,
    readings_count, live_count, live_amount, live_volume)
  SELECT r.tenant_id, r.nozzle_id, r.payment_method, r.pump_id, r.station_id, r.fuel_type,
    count(*)::int, (count(*) FILTER (WHERE r.status = 'recorded'))::int,
    coalesce(sum(r.amount) FILTER (WHERE r.status = 'recorded'), 0), coalesce(sum(r.volume) FILTER (WHERE r.status = 'recorded'), 0)
  FROM "nozzle_readings" r
  GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO "reading_running_station_totals" (tenant_id, station_id, fuel_type, payment_method,
    readings_count, live_count, live_amount, live_volume)
  SELECT r.tenant_id, r.station_id, r.fuel_type, r.payment_method,
    count(*)::int, (count(*) FILTER (WHERE r.status = 'recorded'))::int,
    coalesce(sum(r.amount) FILTER (WHERE r.status = 'recorded'), 0), coalesce(sum(r.volume) FILTER (WHERE r.status = 'recorded'), 0)
  FROM "nozzle_readings" r
  GROUP BY 1, 2, 3, 4;--> statement-breakpoint
RESET ROLE;
