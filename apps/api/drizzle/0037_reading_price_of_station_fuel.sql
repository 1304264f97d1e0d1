-- A reading's price key names the price's station and fuel too (docs/decisions/051, issue 8):
-- (tenant_id, fuel_price_id, station_id, fuel_type) -> fuel_prices(tenant_id, id, station_id, fuel_type).
-- It replaces two keys (the price, the station) with one stronger one: the database now refuses a
-- reading priced at another station's or another fuel's price, which only the write functions ensured
-- before. The station exists through the price's own key. A price row is never changed (db/schema/prices.ts),
-- so the wider key never blocks an update. Adding it checks every stored reading: a reading whose price is
-- not its station's and fuel's stops the migration instead of staying hidden.
ALTER TABLE "fuel_prices" ADD CONSTRAINT "fuel_prices_tenant_id_id_station_id_fuel_type_unique" UNIQUE("tenant_id","id","station_id","fuel_type");
--> statement-breakpoint
ALTER TABLE "nozzle_readings" ADD CONSTRAINT "nozzle_readings_price_of_station_fuel_fk" FOREIGN KEY ("tenant_id","fuel_price_id","station_id","fuel_type") REFERENCES "public"."fuel_prices"("tenant_id","id","station_id","fuel_type") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "nozzle_readings" DROP CONSTRAINT "nozzle_readings_tenant_id_station_id_stations_tenant_id_id_fk";
--> statement-breakpoint
ALTER TABLE "nozzle_readings" DROP CONSTRAINT "nozzle_readings_tenant_id_fuel_price_id_fuel_prices_tenant_id_id_fk";
