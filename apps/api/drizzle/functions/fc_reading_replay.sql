CREATE OR REPLACE FUNCTION public.fc_reading_replay(p_tenant uuid, p_id uuid, p_request_hash text)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
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
$function$
;
