CREATE TABLE "onboarding_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "onboarding_reminders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"station_id" uuid,
	"business_day" date NOT NULL,
	"priority" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"route" text NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_reminders_subject_day_unique" UNIQUE("tenant_id","kind","subject","business_day"),
	CONSTRAINT "onboarding_reminders_kind_check" CHECK ("onboarding_reminders"."kind" in ('price_missing', 'no_reading_today', 'cash_report_pending', 'day_unreconciled')),
	CONSTRAINT "onboarding_reminders_priority_check" CHECK ("onboarding_reminders"."priority" in ('high', 'medium', 'low'))
);
--> statement-breakpoint
ALTER TABLE "onboarding_reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "onboarding_user_states" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"daily_reminders" boolean DEFAULT true NOT NULL,
	"setup_guidance" boolean DEFAULT true NOT NULL,
	"reading_alerts" boolean DEFAULT true NOT NULL,
	"reconciliation_reminders" boolean DEFAULT true NOT NULL,
	"skipped_at" timestamp with time zone,
	"acknowledged_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_user_states_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "onboarding_user_states" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "onboarding_events" ADD CONSTRAINT "onboarding_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_events" ADD CONSTRAINT "onboarding_events_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_reminders" ADD CONSTRAINT "onboarding_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_user_states" ADD CONSTRAINT "onboarding_user_states_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_user_states" ADD CONSTRAINT "onboarding_user_states_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onboarding_events_tenant_created_idx" ON "onboarding_events" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "onboarding_reminders_open_idx" ON "onboarding_reminders" USING btree ("tenant_id","business_day") WHERE "onboarding_reminders"."completed_at" is null and "onboarding_reminders"."resolved_at" is null;--> statement-breakpoint
CREATE POLICY "onboarding_events_tenant_isolation" ON "onboarding_events" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "onboarding_events_platform_access" ON "onboarding_events" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "onboarding_reminders_tenant_isolation" ON "onboarding_reminders" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "onboarding_reminders_platform_access" ON "onboarding_reminders" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "onboarding_user_states_tenant_isolation" ON "onboarding_user_states" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "onboarding_user_states_platform_access" ON "onboarding_user_states" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
-- FORCE row-level security and the grants (drizzle-kit writes ENABLE and the policies, not these).
-- Preferences and guide state are kept per user; reminders are raised and resolved by the job and
-- completed by users; usage events are append-only for the tenant role.
ALTER TABLE "onboarding_user_states" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "onboarding_reminders" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "onboarding_events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "onboarding_user_states" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "onboarding_reminders" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT ON "onboarding_events" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "onboarding_user_states", "onboarding_reminders", "onboarding_events" TO app_platform;
