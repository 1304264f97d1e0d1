-- FORCE row-level security and the grants of the asset tables (pumps, nozzles). drizzle-kit writes
-- ENABLE and the policies, not these. The foundation's GRANT … ON ALL TABLES covered only the tables
-- that existed then, so app_platform is granted the new ones here too.
ALTER TABLE "pumps" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "nozzles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "pumps", "nozzles" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "pumps", "nozzles" TO app_platform;
