CREATE OR REPLACE FUNCTION public.fc_reading_figures(p_r nozzle_readings)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT jsonb_build_object(
    'nozzleId', p_r.nozzle_id, 'reading', p_r.reading::text, 'previousReading', p_r.previous_reading::text,
    'volume', p_r.volume::text, 'pricePerLitre', p_r.price_per_litre::text, 'amount', p_r.amount::text,
    'paymentMethod', p_r.payment_method,
    'recordedAt', to_char(p_r.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
$function$
;
