CREATE TABLE "nozzles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"pump_id" uuid NOT NULL,
	"nozzle_number" integer NOT NULL,
	"name" text NOT NULL,
	"fuel_type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"opening_reading" numeric(14, 3) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	CONSTRAINT "nozzles_tenant_id_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "nozzles_fuel_type_check" CHECK ("nozzles"."fuel_type" in ('petrol', 'diesel', 'premium')),
	CONSTRAINT "nozzles_status_check" CHECK ("nozzles"."status" in ('active', 'maintenance', 'inactive')),
	CONSTRAINT "nozzles_opening_reading_check" CHECK ("nozzles"."opening_reading" >= 0)
);
--> statement-breakpoint
ALTER TABLE "nozzles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pumps" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"name" text NOT NULL,
	"serial_number" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	CONSTRAINT "pumps_tenant_id_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "pumps_status_check" CHECK ("pumps"."status" in ('active', 'maintenance', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "pumps" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "nozzles" ADD CONSTRAINT "nozzles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nozzles" ADD CONSTRAINT "nozzles_tenant_id_pump_id_pumps_tenant_id_id_fk" FOREIGN KEY ("tenant_id","pump_id") REFERENCES "public"."pumps"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pumps" ADD CONSTRAINT "pumps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pumps" ADD CONSTRAINT "pumps_tenant_id_station_id_stations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","station_id") REFERENCES "public"."stations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nozzles_tenant_pump_number_unique" ON "nozzles" USING btree ("tenant_id","pump_id","nozzle_number") WHERE "nozzles"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "nozzles_tenant_pump_name_unique" ON "nozzles" USING btree ("tenant_id","pump_id",lower("name")) WHERE "nozzles"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pumps_tenant_serial_unique" ON "pumps" USING btree ("tenant_id",lower("serial_number")) WHERE "pumps"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "pumps_tenant_station_idx" ON "pumps" USING btree ("tenant_id","station_id");--> statement-breakpoint
CREATE POLICY "nozzles_tenant_isolation" ON "nozzles" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "nozzles_platform_access" ON "nozzles" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "pumps_tenant_isolation" ON "pumps" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "pumps_platform_access" ON "pumps" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);