-- Dip charts and dips (issue 38, docs/decisions/069): a tank's calibration charts (the current one and the
-- ones it replaced, which the dips taken under them keep) and the dips taken in it.
CREATE TABLE "tank_dip_charts" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"tank_id" uuid NOT NULL,
	"points" jsonb NOT NULL,
	"max_dip_cm" numeric(7, 1) NOT NULL,
	"max_litres" numeric(14, 3) NOT NULL,
	"fixes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "tank_dip_charts_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "tank_dip_charts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tank_dips" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"tank_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"chart_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"dip_cm" numeric(7, 1) NOT NULL,
	"water_dip_cm" numeric(7, 1),
	"litres" numeric(14, 3) NOT NULL,
	"water_litres" numeric(14, 3) DEFAULT '0' NOT NULL,
	"book_stock" numeric(14, 3) NOT NULL,
	"difference" numeric(14, 3) NOT NULL,
	"notes" text,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tank_dips_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "tank_dips_kind_check" CHECK ("tank_dips"."kind" in ('opening', 'closing', 'check')),
	CONSTRAINT "tank_dips_dip_check" CHECK ("tank_dips"."dip_cm" >= 0 and ("tank_dips"."water_dip_cm" is null or ("tank_dips"."water_dip_cm" >= 0 and "tank_dips"."water_dip_cm" <= "tank_dips"."dip_cm")))
);
--> statement-breakpoint
ALTER TABLE "tank_dips" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tank_dip_charts" ADD CONSTRAINT "tank_dip_charts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tank_dip_charts" ADD CONSTRAINT "tank_dip_charts_tank_fk" FOREIGN KEY ("tenant_id","tank_id") REFERENCES "public"."fuel_tanks"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tank_dip_charts" ADD CONSTRAINT "tank_dip_charts_uploaded_by_fk" FOREIGN KEY ("tenant_id","uploaded_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tank_dips" ADD CONSTRAINT "tank_dips_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tank_dips" ADD CONSTRAINT "tank_dips_tank_fk" FOREIGN KEY ("tenant_id","tank_id") REFERENCES "public"."fuel_tanks"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tank_dips" ADD CONSTRAINT "tank_dips_station_fk" FOREIGN KEY ("tenant_id","station_id") REFERENCES "public"."stations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tank_dips" ADD CONSTRAINT "tank_dips_chart_fk" FOREIGN KEY ("tenant_id","chart_id") REFERENCES "public"."tank_dip_charts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tank_dips" ADD CONSTRAINT "tank_dips_recorded_by_fk" FOREIGN KEY ("tenant_id","recorded_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tank_dip_charts_current_unique" ON "tank_dip_charts" USING btree ("tenant_id","tank_id") WHERE "tank_dip_charts"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "tank_dips_tenant_tank_recorded_idx" ON "tank_dips" USING btree ("tenant_id","tank_id","recorded_at");--> statement-breakpoint
CREATE POLICY "tank_dip_charts_tenant_isolation" ON "tank_dip_charts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tank_dip_charts_platform_access" ON "tank_dip_charts" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "tank_dips_tenant_isolation" ON "tank_dips" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tank_dips_platform_access" ON "tank_dips" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "tank_dip_charts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tank_dips" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "tank_dip_charts" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT ON "tank_dips" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "tank_dip_charts" TO app_platform;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "tank_dips" TO app_platform;
