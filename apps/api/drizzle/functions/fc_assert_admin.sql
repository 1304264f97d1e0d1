CREATE OR REPLACE FUNCTION public.fc_assert_admin(p_admin uuid)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM platform_admins a WHERE a.id = p_admin) THEN PERFORM fc_raise('CALLER_GONE'); END IF;
END
$function$
;
