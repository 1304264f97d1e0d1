CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"priority" text NOT NULL,
	"station_id" uuid,
	"subject" text NOT NULL,
	"acknowledged" boolean DEFAULT false NOT NULL,
	"acknowledged_by" uuid,
	"acknowledged_at" timestamp with time zone,
	"dismissed" boolean DEFAULT false NOT NULL,
	"dismissed_by" uuid,
	"dismissed_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "alerts_tenant_id_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "alerts_type_check" CHECK ("alerts"."type" in ('no_readings_24h', 'low_stock', 'critical_stock')),
	CONSTRAINT "alerts_priority_check" CHECK ("alerts"."priority" in ('urgent', 'high', 'medium', 'low'))
);
--> statement-breakpoint
ALTER TABLE "alerts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fuel_tanks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"fuel_type" text NOT NULL,
	"capacity" numeric(14, 3),
	"minimum_level" numeric(14, 3),
	"stock" numeric(14, 3) DEFAULT '0' NOT NULL,
	"is_set_up" boolean DEFAULT false NOT NULL,
	"last_movement_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fuel_tanks_tenant_id_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "fuel_tanks_tenant_station_fuel_unique" UNIQUE("tenant_id","station_id","fuel_type"),
	CONSTRAINT "fuel_tanks_fuel_type_check" CHECK ("fuel_tanks"."fuel_type" in ('petrol', 'diesel', 'premium')),
	CONSTRAINT "fuel_tanks_capacity_check" CHECK ("fuel_tanks"."capacity" is null or "fuel_tanks"."capacity" > 0),
	CONSTRAINT "fuel_tanks_minimum_level_check" CHECK ("fuel_tanks"."minimum_level" is null or "fuel_tanks"."minimum_level" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fuel_tanks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "inventory_movements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"fuel_type" text NOT NULL,
	"kind" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"reading_id" uuid,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_movements_fuel_type_check" CHECK ("inventory_movements"."fuel_type" in ('petrol', 'diesel', 'premium')),
	CONSTRAINT "inventory_movements_kind_check" CHECK ("inventory_movements"."kind" in ('sale', 'void', 'adjustment', 'correction'))
);
--> statement-breakpoint
ALTER TABLE "inventory_movements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "job_runs_job_period_unique" UNIQUE("job","period"),
	CONSTRAINT "job_runs_status_check" CHECK ("job_runs"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "job_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_tenant_id_station_id_stations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","station_id") REFERENCES "public"."stations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_tanks" ADD CONSTRAINT "fuel_tanks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_tanks" ADD CONSTRAINT "fuel_tanks_tenant_id_station_id_stations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","station_id") REFERENCES "public"."stations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_tenant_id_station_id_stations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","station_id") REFERENCES "public"."stations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_tenant_id_reading_id_nozzle_readings_tenant_id_id_fk" FOREIGN KEY ("tenant_id","reading_id") REFERENCES "public"."nozzle_readings"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_tenant_id_created_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_tenant_type_subject_active_unique" ON "alerts" USING btree ("tenant_id","type","subject") WHERE "alerts"."active";--> statement-breakpoint
CREATE INDEX "alerts_tenant_created_idx" ON "alerts" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alerts_tenant_station_created_idx" ON "alerts" USING btree ("tenant_id","station_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inventory_movements_tenant_station_fuel_created_idx" ON "inventory_movements" USING btree ("tenant_id","station_id","fuel_type","created_at");--> statement-breakpoint
CREATE POLICY "alerts_tenant_isolation" ON "alerts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "alerts_platform_access" ON "alerts" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "fuel_tanks_tenant_isolation" ON "fuel_tanks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "fuel_tanks_platform_access" ON "fuel_tanks" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "inventory_movements_tenant_isolation" ON "inventory_movements" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "inventory_movements_platform_access" ON "inventory_movements" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "job_runs_platform_access" ON "job_runs" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);