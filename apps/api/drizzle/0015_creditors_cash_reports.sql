CREATE TABLE "credit_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"creditor_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"payment_method" text NOT NULL,
	"reference_number" text,
	"notes" text,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" uuid NOT NULL,
	"recorded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_payments_tenant_id_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "credit_payments_method_check" CHECK ("credit_payments"."payment_method" in ('cash', 'card', 'upi', 'bank_transfer', 'check')),
	CONSTRAINT "credit_payments_amount_check" CHECK ("credit_payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "creditors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"station_id" uuid,
	"party_name" text NOT NULL,
	"contact_person" text,
	"phone_number" text,
	"address" text,
	"credit_limit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"payment_terms" text,
	"notes" text,
	"status" text DEFAULT 'active' NOT NULL,
	"credit_sales" numeric(16, 2) DEFAULT '0' NOT NULL,
	"payments_total" numeric(16, 2) DEFAULT '0' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creditors_tenant_id_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "creditors_status_check" CHECK ("creditors"."status" in ('active', 'inactive')),
	CONSTRAINT "creditors_credit_limit_check" CHECK ("creditors"."credit_limit" >= 0 and "creditors"."credit_limit" <= 9999999),
	CONSTRAINT "creditors_totals_check" CHECK ("creditors"."credit_sales" >= 0 and "creditors"."payments_total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "creditors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "cash_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"business_day" date NOT NULL,
	"shift" text NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"cash_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"card_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"upi_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"creditor_id" uuid,
	"creditor_name" text,
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_by_name" text,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_reports_tenant_id_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "cash_reports_shift_unique" UNIQUE("tenant_id","station_id","business_day","shift","user_id"),
	CONSTRAINT "cash_reports_shift_check" CHECK ("cash_reports"."shift" in ('morning', 'afternoon', 'night')),
	CONSTRAINT "cash_reports_status_check" CHECK ("cash_reports"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "cash_reports_amounts_check" CHECK ("cash_reports"."cash_amount" >= 0 and "cash_reports"."card_amount" >= 0 and "cash_reports"."upi_amount" >= 0 and "cash_reports"."credit_amount" >= 0 and "cash_reports"."cash_amount" < 10000000 and "cash_reports"."card_amount" < 10000000 and "cash_reports"."upi_amount" < 10000000 and "cash_reports"."credit_amount" < 10000000),
	CONSTRAINT "cash_reports_review_check" CHECK (("cash_reports"."status" = 'pending') = ("cash_reports"."reviewed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "cash_reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "credit_payments" ADD CONSTRAINT "credit_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payments" ADD CONSTRAINT "credit_payments_tenant_id_creditor_id_creditors_tenant_id_id_fk" FOREIGN KEY ("tenant_id","creditor_id") REFERENCES "public"."creditors"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payments" ADD CONSTRAINT "credit_payments_tenant_id_recorded_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","recorded_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditors" ADD CONSTRAINT "creditors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditors" ADD CONSTRAINT "creditors_tenant_id_station_id_stations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","station_id") REFERENCES "public"."stations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_reports" ADD CONSTRAINT "cash_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_reports" ADD CONSTRAINT "cash_reports_tenant_id_station_id_stations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","station_id") REFERENCES "public"."stations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_reports" ADD CONSTRAINT "cash_reports_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_reports" ADD CONSTRAINT "cash_reports_tenant_id_creditor_id_creditors_tenant_id_id_fk" FOREIGN KEY ("tenant_id","creditor_id") REFERENCES "public"."creditors"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_payments_tenant_creditor_paid_idx" ON "credit_payments" USING btree ("tenant_id","creditor_id","paid_at");--> statement-breakpoint
CREATE INDEX "creditors_tenant_station_idx" ON "creditors" USING btree ("tenant_id","station_id");--> statement-breakpoint
CREATE INDEX "cash_reports_tenant_day_idx" ON "cash_reports" USING btree ("tenant_id","business_day","station_id");--> statement-breakpoint
-- Readings recorded before creditors existed may carry a creditor id that names nothing (the API used to
-- accept any id): clear those before the foreign key is added. FORCEd table: through the platform path.
SET LOCAL ROLE app_platform;--> statement-breakpoint
UPDATE "nozzle_readings" SET "creditor_id" = NULL WHERE "creditor_id" IS NOT NULL;--> statement-breakpoint
RESET ROLE;--> statement-breakpoint
ALTER TABLE "nozzle_readings" ADD CONSTRAINT "nozzle_readings_tenant_id_creditor_id_creditors_tenant_id_id_fk" FOREIGN KEY ("tenant_id","creditor_id") REFERENCES "public"."creditors"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nozzle_readings_tenant_creditor_idx" ON "nozzle_readings" USING btree ("tenant_id","creditor_id","recorded_at") WHERE "nozzle_readings"."creditor_id" is not null;--> statement-breakpoint
CREATE POLICY "credit_payments_tenant_isolation" ON "credit_payments" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "credit_payments_platform_access" ON "credit_payments" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "creditors_tenant_isolation" ON "creditors" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "creditors_platform_access" ON "creditors" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "cash_reports_tenant_isolation" ON "cash_reports" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "cash_reports_platform_access" ON "cash_reports" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);