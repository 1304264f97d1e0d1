CREATE OR REPLACE FUNCTION public.fc_book_movement(p_tenant uuid, p_station uuid, p_fuel text, p_kind text, p_quantity numeric, p_reading uuid, p_note text, p_by uuid, p_at timestamp with time zone)
 RETURNS fuel_tanks
 LANGUAGE plpgsql
AS $function$
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
$function$
;
