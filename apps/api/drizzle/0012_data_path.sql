CREATE TABLE "reading_running_station_totals" (
	"tenant_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"fuel_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"readings_count" integer DEFAULT 0 NOT NULL,
	"live_count" integer DEFAULT 0 NOT NULL,
	"live_amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"live_volume" numeric(16, 3) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_running_station_totals_pk" PRIMARY KEY("tenant_id","station_id","fuel_type","payment_method"),
	CONSTRAINT "reading_running_station_totals_fuel_type_check" CHECK ("reading_running_station_totals"."fuel_type" in ('petrol', 'diesel', 'premium')),
	CONSTRAINT "reading_running_station_totals_payment_method_check" CHECK ("reading_running_station_totals"."payment_method" in ('cash', 'card', 'upi', 'credit')),
	CONSTRAINT "reading_running_station_totals_counts_check" CHECK ("reading_running_station_totals"."live_count" >= 0 and "reading_running_station_totals"."live_count" <= "reading_running_station_totals"."readings_count" and "reading_running_station_totals"."live_amount" >= 0 and "reading_running_station_totals"."live_volume" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reading_running_station_totals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "reading_running_totals" (
	"tenant_id" uuid NOT NULL,
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
	CONSTRAINT "reading_running_totals_pk" PRIMARY KEY("tenant_id","nozzle_id","payment_method","pump_id","station_id","fuel_type"),
	CONSTRAINT "reading_running_totals_fuel_type_check" CHECK ("reading_running_totals"."fuel_type" in ('petrol', 'diesel', 'premium')),
	CONSTRAINT "reading_running_totals_payment_method_check" CHECK ("reading_running_totals"."payment_method" in ('cash', 'card', 'upi', 'credit')),
	CONSTRAINT "reading_running_totals_counts_check" CHECK ("reading_running_totals"."live_count" >= 0 and "reading_running_totals"."live_count" <= "reading_running_totals"."readings_count" and "reading_running_totals"."live_amount" >= 0 and "reading_running_totals"."live_volume" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reading_running_totals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "station_day_closures" (
	"tenant_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"business_day" date NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notes" text,
	CONSTRAINT "station_day_closures_pk" PRIMARY KEY("tenant_id","station_id","business_day")
);
--> statement-breakpoint
ALTER TABLE "station_day_closures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "nozzle_readings" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "reading_running_station_totals" ADD CONSTRAINT "reading_running_station_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_running_station_totals" ADD CONSTRAINT "reading_running_station_totals_tenant_id_station_id_stations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","station_id") REFERENCES "public"."stations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_running_totals" ADD CONSTRAINT "reading_running_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_running_totals" ADD CONSTRAINT "reading_running_totals_tenant_id_nozzle_id_nozzles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","nozzle_id") REFERENCES "public"."nozzles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_running_totals" ADD CONSTRAINT "reading_running_totals_tenant_id_pump_id_pumps_tenant_id_id_fk" FOREIGN KEY ("tenant_id","pump_id") REFERENCES "public"."pumps"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_running_totals" ADD CONSTRAINT "reading_running_totals_tenant_id_station_id_stations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","station_id") REFERENCES "public"."stations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_day_closures" ADD CONSTRAINT "station_day_closures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_day_closures" ADD CONSTRAINT "station_day_closures_tenant_id_station_id_stations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","station_id") REFERENCES "public"."stations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_day_closures" ADD CONSTRAINT "station_day_closures_tenant_id_closed_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","closed_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "reading_running_station_totals_tenant_isolation" ON "reading_running_station_totals" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "reading_running_station_totals_platform_access" ON "reading_running_station_totals" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "reading_running_totals_tenant_isolation" ON "reading_running_totals" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "reading_running_totals_platform_access" ON "reading_running_totals" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "station_day_closures_tenant_isolation" ON "station_day_closures" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "station_day_closures_platform_access" ON "station_day_closures" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);