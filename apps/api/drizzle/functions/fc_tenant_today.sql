CREATE OR REPLACE FUNCTION public.fc_tenant_today(p_tenant uuid, p_days_back integer DEFAULT 0)
 RETURNS date
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  RETURN (SELECT (now() AT TIME ZONE t.time_zone)::date - p_days_back FROM tenants t WHERE t.id = p_tenant);
END
$function$
;
