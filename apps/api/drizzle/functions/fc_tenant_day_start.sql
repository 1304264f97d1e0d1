CREATE OR REPLACE FUNCTION public.fc_tenant_day_start(p_tenant uuid, p_days_back integer DEFAULT 0)
 RETURNS timestamp with time zone
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  RETURN (SELECT (((now() AT TIME ZONE t.time_zone)::date - p_days_back)::timestamp) AT TIME ZONE t.time_zone FROM tenants t WHERE t.id = p_tenant);
END
$function$
;
