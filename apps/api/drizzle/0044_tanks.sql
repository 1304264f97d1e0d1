-- Tanks (issue 38, docs/decisions/068): several tanks per station and fuel, each with a name and the
-- nozzles it feeds; the ledger moves per tank. The existing rows are one tank per station and fuel: each
-- keeps its id and stock, is named after its fuel, feeds the live nozzles of its station and fuel, and
-- owns the movements of its station and fuel.
ALTER TABLE "fuel_tanks" DROP CONSTRAINT "fuel_tanks_tenant_station_fuel_unique";--> statement-breakpoint
ALTER TABLE "fuel_tanks" ADD COLUMN "name" text;--> statement-breakpoint
UPDATE "fuel_tanks" SET "name" = initcap("fuel_type") || ' tank';--> statement-breakpoint
ALTER TABLE "fuel_tanks" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "fuel_tanks" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nozzles" ADD COLUMN "tank_id" uuid;--> statement-breakpoint
UPDATE "nozzles" n SET "tank_id" = t."id"
  FROM "pumps" p, "fuel_tanks" t
 WHERE p."tenant_id" = n."tenant_id" AND p."id" = n."pump_id"
   AND t."tenant_id" = n."tenant_id" AND t."station_id" = p."station_id" AND t."fuel_type" = n."fuel_type";--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "tank_id" uuid;--> statement-breakpoint
UPDATE "inventory_movements" m SET "tank_id" = t."id"
  FROM "fuel_tanks" t
 WHERE t."tenant_id" = m."tenant_id" AND t."station_id" = m."station_id" AND t."fuel_type" = m."fuel_type";--> statement-breakpoint
ALTER TABLE "inventory_movements" ALTER COLUMN "tank_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "nozzles" ADD CONSTRAINT "nozzles_tank_fk" FOREIGN KEY ("tenant_id","tank_id") REFERENCES "public"."fuel_tanks"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_tank_fk" FOREIGN KEY ("tenant_id","tank_id") REFERENCES "public"."fuel_tanks"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nozzles_tenant_tank_idx" ON "nozzles" USING btree ("tenant_id","tank_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_tanks_tenant_station_name_unique" ON "fuel_tanks" USING btree ("tenant_id","station_id",lower("name")) WHERE "fuel_tanks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fuel_tanks_tenant_station_fuel_idx" ON "fuel_tanks" USING btree ("tenant_id","station_id","fuel_type");--> statement-breakpoint
CREATE INDEX "inventory_movements_tenant_tank_created_idx" ON "inventory_movements" USING btree ("tenant_id","tank_id","created_at");--> statement-breakpoint
-- Stock alerts are a tank's now: their subject is the tank's id (it was the station and fuel).
UPDATE "alerts" a SET "subject" = t."id"::text
  FROM "fuel_tanks" t
 WHERE a."tenant_id" = t."tenant_id" AND a."type" IN ('low_stock', 'critical_stock')
   AND a."subject" = t."station_id"::text || ':' || t."fuel_type";--> statement-breakpoint
-- The ledger's function now names the tank (drizzle/functions/fc_book_movement.sql defines it again).
DROP FUNCTION IF EXISTS fc_book_movement(uuid, uuid, text, text, numeric, uuid, text, uuid, timestamptz);
