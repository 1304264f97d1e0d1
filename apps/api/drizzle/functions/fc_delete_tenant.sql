CREATE OR REPLACE FUNCTION public.fc_delete_tenant(p_tenant uuid)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_tables text[];
  v_left text[];
  v_table text;
  v_rows integer;
  v_total integer := 0;
BEGIN
  PERFORM 1 FROM tenants t WHERE t.id = p_tenant FOR UPDATE;
  IF NOT FOUND THEN PERFORM fc_raise('TENANT_NOT_FOUND'); END IF;
  IF EXISTS (SELECT 1 FROM nozzle_readings r WHERE r.tenant_id = p_tenant)
     OR EXISTS (SELECT 1 FROM cash_reports c WHERE c.tenant_id = p_tenant)
     OR EXISTS (SELECT 1 FROM credit_payments p WHERE p.tenant_id = p_tenant) THEN
    PERFORM fc_raise('TENANT_HAS_HISTORY');
  END IF;
  SELECT array_agg(c.table_name::text ORDER BY c.table_name) INTO v_tables
    FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
   WHERE c.table_schema = current_schema() AND c.column_name = 'tenant_id' AND tb.table_type = 'BASE TABLE'
     AND c.table_name NOT IN ('nozzle_readings', 'cash_reports', 'credit_payments');
  LOOP
    v_left := '{}';
    FOREACH v_table IN ARRAY coalesce(v_tables, '{}') LOOP
      BEGIN
        EXECUTE format('DELETE FROM %I WHERE tenant_id = $1', v_table) USING p_tenant;
        GET DIAGNOSTICS v_rows = ROW_COUNT;
        v_total := v_total + v_rows;
      EXCEPTION WHEN foreign_key_violation THEN
        v_left := v_left || v_table;
      END;
    END LOOP;
    EXIT WHEN cardinality(v_left) = 0;
    IF cardinality(v_left) = cardinality(v_tables) THEN PERFORM fc_raise('TENANT_HAS_HISTORY'); END IF;
    v_tables := v_left;
  END LOOP;
  DELETE FROM tenants WHERE id = p_tenant;
  RETURN v_total;
END
$function$
;
