-- FORCE row-level security and the grants of the inventory, alerts and job-runs tables. drizzle-kit
-- writes ENABLE and the policies, not these. The ledger (inventory_movements) is append-only for the
-- tenant role; tanks and alerts are never deleted (an alert is resolved, a tank stays with its ledger).
-- job_runs is a platform table: only the platform path (the job runner) reads and writes it.
ALTER TABLE "fuel_tanks" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "inventory_movements" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "alerts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "job_runs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "fuel_tanks", "alerts" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT ON "inventory_movements" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "fuel_tanks", "inventory_movements", "alerts", "job_runs" TO app_platform;
