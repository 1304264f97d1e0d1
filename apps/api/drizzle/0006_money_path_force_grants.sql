-- FORCE row-level security and the grants of the money path's tables. drizzle-kit writes ENABLE and
-- the policies, not these. Readings are never deleted (a wrong one is voided), so app_user gets no
-- DELETE on nozzle_readings; an unused fuel price may be deleted.
ALTER TABLE "fuel_prices" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "nozzle_readings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "fuel_prices" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "nozzle_readings" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "fuel_prices", "nozzle_readings" TO app_platform;
