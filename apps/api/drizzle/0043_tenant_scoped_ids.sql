-- docs/decisions/065: the primary key of every tenant table begins with tenant_id. An id is unique within
-- its tenant only, so a client's id (a reading's replay key) says nothing about another tenant's rows, and
-- every table has the key a PostgreSQL distributed by tenant_id requires.
--
-- For each table whose key was (id) alone: the foreign keys that lean on its (tenant_id, id) unique key
-- are set aside, that key and the old primary key go, (tenant_id, id) becomes the primary key under the
-- old name (<table>_pkey, which the API's conflict handling reads), and the foreign keys come back on it.
DO $$
DECLARE
  t text;
  fk record;
  restore text[];
  stmt text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'stations', 'pumps', 'nozzles', 'users', 'fuel_prices', 'nozzle_readings', 'fuel_tanks',
    'inventory_movements', 'alerts', 'notification_states', 'audit_log', 'creditors', 'credit_payments',
    'cash_reports', 'reconciliations', 'report_schedules', 'reports', 'onboarding_events', 'onboarding_reminders'
  ] LOOP
    restore := '{}';
    FOR fk IN
      SELECT c.conrelid::regclass AS rel, c.conname AS name, pg_get_constraintdef(c.oid) AS def
        FROM pg_constraint c
       WHERE c.contype = 'f' AND c.conindid = to_regclass(format('%I', t || '_tenant_id_id_unique'))
    LOOP
      restore := restore || format('ALTER TABLE %s ADD CONSTRAINT %I %s', fk.rel, fk.name, fk.def);
      EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', fk.rel, fk.name);
    END LOOP;
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT IF EXISTS %I', t, t || '_tenant_id_id_unique');
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', t, t || '_pkey');
    EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I PRIMARY KEY (tenant_id, id)', t, t || '_pkey');
    FOREACH stmt IN ARRAY restore LOOP
      EXECUTE stmt;
    END LOOP;
  END LOOP;
END $$;
