CREATE TABLE "notification_states" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"task_id" text NOT NULL,
	"dismissed_on" date,
	"dismissed_forever" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_states_user_task_unique" UNIQUE("tenant_id","user_id","task_id")
);
--> statement-breakpoint
ALTER TABLE "notification_states" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_type_check";--> statement-breakpoint
ALTER TABLE "notification_states" ADD CONSTRAINT "notification_states_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_states" ADD CONSTRAINT "notification_states_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_type_check" CHECK ("alerts"."type" in ('no_readings_24h', 'low_stock', 'critical_stock', 'creditor_near_limit', 'creditor_over_limit', 'cash_report_pending', 'price_missing', 'day_not_reconciled'));--> statement-breakpoint
CREATE POLICY "notification_states_tenant_isolation" ON "notification_states" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "notification_states_platform_access" ON "notification_states" AS PERMISSIVE FOR ALL TO "app_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
-- FORCE row-level security and the grants of notification_states (drizzle-kit writes ENABLE and the policies, not these).
ALTER TABLE "notification_states" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "notification_states" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "notification_states" TO app_platform;
