-- The inventory ledger's one writer (docs/decisions/009, 068): adds a movement to a tank's book stock and
-- appends it to the ledger, in the tank row's lock (held to the end of the transaction, so one tank's
-- ledger is serialised). The tank is p_tank when it is a live tank of the station and fuel; otherwise the
-- station's first live tank of the fuel; with none, the ledger opens one ('Petrol tank', not set up),
-- under a lock per station and fuel so that two first sales open it once.
CREATE OR REPLACE FUNCTION public.fc_book_movement(p_tenant uuid, p_tank uuid, p_station uuid, p_fuel text, p_kind text, p_quantity numeric, p_reading uuid, p_note text, p_by uuid, p_at timestamp with time zone)
 RETURNS fuel_tanks
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_tank fuel_tanks;
  v_id uuid;
  v_name text;
  v_at timestamptz := coalesce(p_at, now());
BEGIN
  IF p_tank IS NOT NULL THEN
    SELECT t.id INTO v_id FROM fuel_tanks t
     WHERE t.tenant_id = p_tenant AND t.id = p_tank AND t.station_id = p_station AND t.fuel_type = p_fuel AND t.deleted_at IS NULL;
  END IF;
  IF v_id IS NULL THEN
    SELECT t.id INTO v_id FROM fuel_tanks t
     WHERE t.tenant_id = p_tenant AND t.station_id = p_station AND t.fuel_type = p_fuel AND t.deleted_at IS NULL
     ORDER BY t.created_at, t.id LIMIT 1;
  END IF;
  IF v_id IS NULL THEN
    PERFORM pg_advisory_xact_lock(7304, hashtext(p_station::text || '/' || p_fuel));
    SELECT t.id INTO v_id FROM fuel_tanks t
     WHERE t.tenant_id = p_tenant AND t.station_id = p_station AND t.fuel_type = p_fuel AND t.deleted_at IS NULL
     ORDER BY t.created_at, t.id LIMIT 1;
    IF v_id IS NULL THEN
      v_name := initcap(p_fuel) || ' tank';
      IF EXISTS (SELECT 1 FROM fuel_tanks t WHERE t.tenant_id = p_tenant AND t.station_id = p_station
                 AND lower(t.name) = lower(v_name) AND t.deleted_at IS NULL) THEN
        v_name := v_name || ' ' || to_char(v_at, 'YYYY-MM-DD HH24:MI:SS');
      END IF;
      INSERT INTO fuel_tanks (id, tenant_id, station_id, name, fuel_type, stock)
      VALUES (fc_uuid7(), p_tenant, p_station, v_name, p_fuel, 0)
      RETURNING id INTO v_id;
    END IF;
  END IF;

  UPDATE fuel_tanks t SET stock = t.stock + p_quantity,
         last_movement_at = greatest(t.last_movement_at, v_at)
   WHERE t.tenant_id = p_tenant AND t.id = v_id
  RETURNING t.* INTO v_tank;
  INSERT INTO inventory_movements (id, tenant_id, station_id, fuel_type, tank_id, kind, quantity, reading_id, note, created_by, created_at)
  VALUES (fc_uuid7(), p_tenant, p_station, p_fuel, v_id, p_kind, p_quantity, p_reading, p_note, p_by, v_at);
  RETURN v_tank;
END
$function$
;
