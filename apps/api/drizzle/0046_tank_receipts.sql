-- Tanker receipts (issue 38, docs/decisions/070), and the ledger's movement kind for them.
CREATE TABLE "tank_receipts" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"tank_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"chart_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_litres" numeric(14, 3) NOT NULL,
	"invoice_density15" numeric(6, 1) NOT NULL,
	"observed_density" numeric(6, 1) NOT NULL,
	"observed_temp_c" numeric(4, 1) NOT NULL,
	"density15" numeric(6, 1) NOT NULL,
	"density_difference" numeric(6, 1) NOT NULL,
	"dip_before_cm" numeric(7, 1) NOT NULL,
	"dip_after_cm" numeric(7, 1) NOT NULL,
	"litres_before" numeric(14, 3) NOT NULL,
	"litres_after" numeric(14, 3) NOT NULL,
	"litres_sold_during" numeric(14, 3) NOT NULL,
	"received_litres" numeric(14, 3) NOT NULL,
	"short_litres" numeric(14, 3) NOT NULL,
	"notes" text,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tank_receipts_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "tank_receipts_dips_check" CHECK ("tank_receipts"."dip_after_cm" > "tank_receipts"."dip_before_cm")
);
--> statement-breakpoint
ALTER TABLE "tank_receipts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tank_receipts" ADD CONSTRAINT "tank_receipts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tank_receipts" ADD CONSTRAINT "tank_receipts_tank_fk" FOREIGN KEY ("tenant_id","tank_id") REFERENCES "public"."fuel_tanks"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tank_receipts" ADD CONSTRAINT "tank_receipts_station_fk" FOREIGN KEY ("tenant_id","station_id") REFERENCES "public"."stations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tank_receipts" ADD CONSTRAINT "tank_receipts_chart_fk" FOREIGN KEY ("tenant_id","chart_id") REFERENCES "public"."tank_dip_charts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tank_receipts" ADD CONSTRAINT "tank_receipts_recorded_by_fk" FOREIGN KEY ("tenant_id","recorded_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tank_receipts_station_invoice_unique" ON "tank_receipts" USING btree ("tenant_id","station_id",lower("invoice_number"));--> statement-breakpoint
CREATE INDEX "tank_receipts_tenant_tank_recorded_idx" ON "tank_receipts" USING btree ("tenant_id","tank_id","recorded_at");--> statement-breakpoint
CREATE POLICY "tank_receipts_tenant_isolation" ON "tank_receipts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tank_receipts_platform_access" ON "tank_receipts" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "tank_receipts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT ON "tank_receipts" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "tank_receipts" TO app_platform;--> statement-breakpoint
ALTER DOMAIN fc_movement_kind DROP CONSTRAINT fc_movement_kind_check;--> statement-breakpoint
ALTER DOMAIN fc_movement_kind ADD CONSTRAINT fc_movement_kind_check CHECK (VALUE IN ('sale', 'void', 'adjustment', 'correction', 'receipt'));
