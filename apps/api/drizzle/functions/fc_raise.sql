CREATE OR REPLACE FUNCTION public.fc_raise(p_key text, p_detail jsonb DEFAULT '{}'::jsonb)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'FC000', MESSAGE = p_key, DETAIL = p_detail::text;
END
$function$
;
