CREATE TABLE "reading_daily_station_totals" (
	"tenant_id" uuid NOT NULL,
	"business_day" date NOT NULL,
	"station_id" uuid NOT NULL,
	"fuel_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"readings_count" integer DEFAULT 0 NOT NULL,
	"live_count" integer DEFAULT 0 NOT NULL,
	"live_amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"live_volume" numeric(16, 3) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_daily_station_totals_pk" PRIMARY KEY("tenant_id","business_day","station_id","fuel_type","payment_method"),
	CONSTRAINT "reading_daily_station_totals_fuel_type_check" CHECK ("reading_daily_station_totals"."fuel_type" in ('petrol', 'diesel', 'premium')),
	CONSTRAINT "reading_daily_station_totals_payment_method_check" CHECK ("reading_daily_station_totals"."payment_method" in ('cash', 'card', 'upi', 'credit')),
	CONSTRAINT "reading_daily_station_totals_counts_check" CHECK ("reading_daily_station_totals"."live_count" >= 0 and "reading_daily_station_totals"."live_count" <= "reading_daily_station_totals"."readings_count" and "reading_daily_station_totals"."live_amount" >= 0 and "reading_daily_station_totals"."live_volume" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reading_daily_station_totals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "reading_daily_totals" (
	"tenant_id" uuid NOT NULL,
	"business_day" date NOT NULL,
	"nozzle_id" uuid NOT NULL,
	"payment_method" text NOT NULL,
	"pump_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"fuel_type" text NOT NULL,
	"readings_count" integer DEFAULT 0 NOT NULL,
	"live_count" integer DEFAULT 0 NOT NULL,
	"live_amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"live_volume" numeric(16, 3) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_daily_totals_pk" PRIMARY KEY("tenant_id","business_day","nozzle_id","payment_method","pump_id","station_id","fuel_type"),
	CONSTRAINT "reading_daily_totals_fuel_type_check" CHECK ("reading_daily_totals"."fuel_type" in ('petrol', 'diesel', 'premium')),
	CONSTRAINT "reading_daily_totals_payment_method_check" CHECK ("reading_daily_totals"."payment_method" in ('cash', 'card', 'upi', 'credit')),
	CONSTRAINT "reading_daily_totals_counts_check" CHECK ("reading_daily_totals"."live_count" >= 0 and "reading_daily_totals"."live_count" <= "reading_daily_totals"."readings_count" and "reading_daily_totals"."live_amount" >= 0 and "reading_daily_totals"."live_volume" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reading_daily_totals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "nozzle_readings_tenant_recorded_idx";--> statement-breakpoint
ALTER TABLE "reading_daily_station_totals" ADD CONSTRAINT "reading_daily_station_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_daily_station_totals" ADD CONSTRAINT "reading_daily_station_totals_tenant_id_station_id_stations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","station_id") REFERENCES "public"."stations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_daily_totals" ADD CONSTRAINT "reading_daily_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_daily_totals" ADD CONSTRAINT "reading_daily_totals_tenant_id_nozzle_id_nozzles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","nozzle_id") REFERENCES "public"."nozzles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_daily_totals" ADD CONSTRAINT "reading_daily_totals_tenant_id_pump_id_pumps_tenant_id_id_fk" FOREIGN KEY ("tenant_id","pump_id") REFERENCES "public"."pumps"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_daily_totals" ADD CONSTRAINT "reading_daily_totals_tenant_id_station_id_stations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","station_id") REFERENCES "public"."stations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nozzle_readings_tenant_recorded_page_idx" ON "nozzle_readings" USING btree ("tenant_id","recorded_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE POLICY "reading_daily_station_totals_tenant_isolation" ON "reading_daily_station_totals" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "reading_daily_station_totals_platform_access" ON "reading_daily_station_totals" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "reading_daily_totals_tenant_isolation" ON "reading_daily_totals" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "reading_daily_totals_platform_access" ON "reading_daily_totals" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);