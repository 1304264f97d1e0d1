CREATE TABLE "fuel_prices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"fuel_type" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"cost_price" numeric(10, 2),
	"valid_from" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fuel_prices_tenant_id_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "fuel_prices_fuel_type_check" CHECK ("fuel_prices"."fuel_type" in ('petrol', 'diesel', 'premium')),
	CONSTRAINT "fuel_prices_price_check" CHECK ("fuel_prices"."price" > 0),
	CONSTRAINT "fuel_prices_cost_price_check" CHECK ("fuel_prices"."cost_price" is null or "fuel_prices"."cost_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "fuel_prices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "nozzle_readings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"nozzle_id" uuid NOT NULL,
	"pump_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"fuel_type" text NOT NULL,
	"reading" numeric(14, 3) NOT NULL,
	"previous_reading" numeric(14, 3) NOT NULL,
	"volume" numeric(14, 3) NOT NULL,
	"price_per_litre" numeric(10, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"fuel_price_id" uuid NOT NULL,
	"payment_method" text DEFAULT 'cash' NOT NULL,
	"creditor_id" uuid,
	"notes" text,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by" uuid NOT NULL,
	"recorded_by_name" text NOT NULL,
	"status" text DEFAULT 'recorded' NOT NULL,
	"void_reason" text,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nozzle_readings_tenant_id_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "nozzle_readings_fuel_type_check" CHECK ("nozzle_readings"."fuel_type" in ('petrol', 'diesel', 'premium')),
	CONSTRAINT "nozzle_readings_payment_method_check" CHECK ("nozzle_readings"."payment_method" in ('cash', 'card', 'upi', 'credit')),
	CONSTRAINT "nozzle_readings_status_check" CHECK ("nozzle_readings"."status" in ('recorded', 'voided')),
	CONSTRAINT "nozzle_readings_forward_check" CHECK ("nozzle_readings"."reading" >= "nozzle_readings"."previous_reading" and "nozzle_readings"."volume" = "nozzle_readings"."reading" - "nozzle_readings"."previous_reading"),
	CONSTRAINT "nozzle_readings_amount_check" CHECK ("nozzle_readings"."amount" >= 0 and "nozzle_readings"."price_per_litre" > 0),
	CONSTRAINT "nozzle_readings_void_check" CHECK (("nozzle_readings"."status" = 'voided') = ("nozzle_readings"."voided_at" is not null and "nozzle_readings"."void_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "nozzle_readings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fuel_prices" ADD CONSTRAINT "fuel_prices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_prices" ADD CONSTRAINT "fuel_prices_tenant_id_station_id_stations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","station_id") REFERENCES "public"."stations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_prices" ADD CONSTRAINT "fuel_prices_tenant_id_created_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nozzle_readings" ADD CONSTRAINT "nozzle_readings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nozzle_readings" ADD CONSTRAINT "nozzle_readings_tenant_id_nozzle_id_nozzles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","nozzle_id") REFERENCES "public"."nozzles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nozzle_readings" ADD CONSTRAINT "nozzle_readings_tenant_id_pump_id_pumps_tenant_id_id_fk" FOREIGN KEY ("tenant_id","pump_id") REFERENCES "public"."pumps"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nozzle_readings" ADD CONSTRAINT "nozzle_readings_tenant_id_station_id_stations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","station_id") REFERENCES "public"."stations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nozzle_readings" ADD CONSTRAINT "nozzle_readings_tenant_id_fuel_price_id_fuel_prices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","fuel_price_id") REFERENCES "public"."fuel_prices"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nozzle_readings" ADD CONSTRAINT "nozzle_readings_tenant_id_recorded_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","recorded_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_prices_tenant_station_fuel_from_unique" ON "fuel_prices" USING btree ("tenant_id","station_id","fuel_type","valid_from" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "nozzle_readings_tenant_nozzle_recorded_idx" ON "nozzle_readings" USING btree ("tenant_id","nozzle_id","recorded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "nozzle_readings_tenant_station_recorded_idx" ON "nozzle_readings" USING btree ("tenant_id","station_id","recorded_at");--> statement-breakpoint
CREATE INDEX "nozzle_readings_tenant_price_idx" ON "nozzle_readings" USING btree ("tenant_id","fuel_price_id");--> statement-breakpoint
CREATE POLICY "fuel_prices_tenant_isolation" ON "fuel_prices" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "fuel_prices_platform_access" ON "fuel_prices" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "nozzle_readings_tenant_isolation" ON "nozzle_readings" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "nozzle_readings_platform_access" ON "nozzle_readings" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);