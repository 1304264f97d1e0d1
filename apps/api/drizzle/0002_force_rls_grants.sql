-- FORCE row-level security (so a table owner is held to the policies too) and the grants of the
-- two application roles. drizzle-kit writes ENABLE and the policies, not these.
ALTER TABLE "tenants" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_station_assignments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_log" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "platform_admins" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "refresh_tokens" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "platform_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO app_user, app_platform;--> statement-breakpoint
-- Tenant role: its own tables, read-only reference data, nothing of the platform's.
GRANT SELECT ON "plans", "tenants" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "users", "stations", "user_station_assignments" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT ON "audit_log" TO app_user;--> statement-breakpoint
-- Platform role: everything (its policies are the explicit platform path).
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO app_platform;
