CREATE OR REPLACE FUNCTION public.fc_assert_creditor_usable(p_tenant uuid, p_creditor uuid, p_actor uuid, p_role text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM 1 FROM creditors c
   WHERE c.tenant_id = p_tenant AND c.id = p_creditor AND c.status = 'active'
     AND (p_role <> 'attendant' OR c.station_id IS NULL OR EXISTS (SELECT 1 FROM user_station_assignments a
            WHERE a.tenant_id = p_tenant AND a.user_id = p_actor AND a.station_id = c.station_id));
  IF NOT FOUND THEN PERFORM fc_raise('CREDITOR_REQUIRED'); END IF;
END
$function$
;
