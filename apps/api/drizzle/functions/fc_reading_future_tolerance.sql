CREATE OR REPLACE FUNCTION public.fc_reading_future_tolerance()
 RETURNS interval
 LANGUAGE sql
 IMMUTABLE
AS $function$ SELECT interval '120 seconds' $function$
;
