CREATE OR REPLACE FUNCTION public.fc_reading_json(p_tenant uuid, p_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
AS $function$
DECLARE
  v_r nozzle_readings;
  v_nozzle_number int;
  v_nozzle_name text;
  v_pump_name text;
  v_station_name text;
  v_creditor_name text;
BEGIN
  SELECT * INTO v_r FROM nozzle_readings r WHERE r.tenant_id = p_tenant AND r.id = p_id;
  IF NOT FOUND THEN RETURN NULL; END IF;
  SELECT n.nozzle_number, n.name INTO v_nozzle_number, v_nozzle_name FROM nozzles n WHERE n.tenant_id = p_tenant AND n.id = v_r.nozzle_id;
  SELECT p.name INTO v_pump_name FROM pumps p WHERE p.tenant_id = p_tenant AND p.id = v_r.pump_id;
  SELECT s.name INTO v_station_name FROM stations s WHERE s.tenant_id = p_tenant AND s.id = v_r.station_id;
  IF v_r.creditor_id IS NOT NULL THEN
    SELECT c.party_name INTO v_creditor_name FROM creditors c WHERE c.tenant_id = p_tenant AND c.id = v_r.creditor_id;
  END IF;
  RETURN fc_reading_row_json(v_r, v_nozzle_number, v_nozzle_name, v_pump_name, v_station_name)
      || jsonb_build_object('creditorName', v_creditor_name);
END
$function$
;
