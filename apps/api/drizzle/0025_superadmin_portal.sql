CREATE TABLE "tenant_settings" (
	"tenant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "tenant_settings_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
ALTER TABLE "tenant_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "price_yearly" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD CONSTRAINT "tenant_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_settings_tenant_isolation" ON "tenant_settings" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_settings_platform_access" ON "tenant_settings" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
-- FORCE row-level security and the grants of tenant_settings (drizzle-kit writes ENABLE and the policies,
-- not these): a tenant's requests read their settings (features.allow_export). Only the platform's routes
-- write them; the tenant role may insert its own (row-level security holds it to its tenant, as for every
-- tenant table) but neither update nor delete one.
ALTER TABLE "tenant_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT ON "tenant_settings" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "tenant_settings" TO app_platform;--> statement-breakpoint
-- The plans seeded before yearly prices existed: twelve months (docs/decisions/027).
UPDATE "plans" SET "price_yearly" = "price_monthly" * 12 WHERE "price_yearly" = 0;--> statement-breakpoint
-- The superadmin's caller check, in the first round trip of each platform request (withAdmin,
-- db/tenant.ts): an admin deleted since the token was issued is refused at once (CALLER_GONE → 401).
CREATE OR REPLACE FUNCTION fc_assert_admin(p_admin uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM platform_admins a WHERE a.id = p_admin) THEN PERFORM fc_raise('CALLER_GONE'); END IF;
END
$$;--> statement-breakpoint
-- Deleting a tenant (the superadmin, docs/decisions/027): only one without business history (readings,
-- cash reports, credit payments); such a tenant is cancelled instead. The tenant row is locked, the
-- history checked, then every row of every table with a tenant_id is deleted, children before parents:
-- a table whose rows are still referenced is tried again after the others (no list to keep up to date).
-- The history tables are never deleted from, so a row that slipped in meanwhile stops the delete.
CREATE OR REPLACE FUNCTION fc_delete_tenant(p_tenant uuid) RETURNS integer
LANGUAGE plpgsql AS $$
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
$$;
