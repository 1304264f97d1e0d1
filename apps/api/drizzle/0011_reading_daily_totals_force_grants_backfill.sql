-- FORCE row-level security and the grants of the reading rollups (drizzle-kit writes ENABLE and the
-- policies, not these), then their backfill from every existing reading (set-based, one statement per
-- table). The tenant role increments rows in the transaction of each reading, void and correction; it
-- never deletes one (a row whose readings moved away keeps zeros). docs/decisions/010-sales-rollups.md.
ALTER TABLE "reading_daily_totals" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "reading_daily_station_totals" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "reading_daily_totals", "reading_daily_station_totals" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "reading_daily_totals", "reading_daily_station_totals" TO app_platform;--> statement-breakpoint
-- Every table is FORCEd, so the backfill reads and writes through the platform path (its policy sees
-- every tenant); migrations run in one transaction, so SET LOCAL ends with it at the latest.
SET LOCAL ROLE app_platform;--> statement-breakpoint
INSERT INTO "reading_daily_totals" (tenant_id, business_day, nozzle_id, payment_method, pump_id, station_id, fuel_type,
    readings_count, live_count, live_amount, live_volume)
  SELECT r.tenant_id, (r.recorded_at AT TIME ZONE t.time_zone)::date, r.nozzle_id, r.payment_method, r.pump_id, r.station_id, r.fuel_type,
    count(*)::int,
    (count(*) FILTER (WHERE r.status = 'recorded'))::int,
    coalesce(sum(r.amount) FILTER (WHERE r.status = 'recorded'), 0),
    coalesce(sum(r.volume) FILTER (WHERE r.status = 'recorded'), 0)
  FROM "nozzle_readings" r JOIN "tenants" t ON t.id = r.tenant_id
  GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
INSERT INTO "reading_daily_station_totals" (tenant_id, business_day, station_id, fuel_type, payment_method,
    readings_count, live_count, live_amount, live_volume)
  SELECT r.tenant_id, (r.recorded_at AT TIME ZONE t.time_zone)::date, r.station_id, r.fuel_type, r.payment_method,
    count(*)::int,
    (count(*) FILTER (WHERE r.status = 'recorded'))::int,
    coalesce(sum(r.amount) FILTER (WHERE r.status = 'recorded'), 0),
    coalesce(sum(r.volume) FILTER (WHERE r.status = 'recorded'), 0)
  FROM "nozzle_readings" r JOIN "tenants" t ON t.id = r.tenant_id
  GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
RESET ROLE;
