CREATE OR REPLACE FUNCTION public.fc_reading_row_json(p_r nozzle_readings, p_nozzle_number integer, p_nozzle_name text, p_pump_name text, p_station_name text)
 RETURNS jsonb
 LANGUAGE plpgsql
 IMMUTABLE
AS $function$
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
$function$
;
