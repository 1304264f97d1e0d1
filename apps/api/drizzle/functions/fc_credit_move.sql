CREATE OR REPLACE FUNCTION public.fc_credit_move(p_tenant uuid, p_creditor uuid, p_delta numeric, p_named boolean, p_override boolean)
 RETURNS creditors
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_c creditors;
BEGIN
  UPDATE creditors c SET credit_sales = c.credit_sales + p_delta, updated_at = now()
   WHERE c.tenant_id = p_tenant AND c.id = p_creditor
   RETURNING c.* INTO v_c;
  IF NOT FOUND OR (p_named AND v_c.status <> 'active') THEN PERFORM fc_raise('CREDITOR_REQUIRED'); END IF;
  IF p_delta > 0 AND v_c.credit_sales - v_c.payments_total > v_c.credit_limit AND NOT p_override THEN
    PERFORM fc_raise('CREDIT_LIMIT', jsonb_build_object('partyName', v_c.party_name, 'limit', v_c.credit_limit::text,
      'balance', (v_c.credit_sales - v_c.payments_total - p_delta)::text, 'amount', p_delta::text));
  END IF;
  RETURN v_c;
END
$function$
;
