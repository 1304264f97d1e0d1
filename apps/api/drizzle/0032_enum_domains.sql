-- docs/decisions/043. The value lists a reading write stores in every row it writes are domains over text,
-- not CHECK constraints of each table: PostgreSQL re-reads a table's CHECKs from their stored text at
-- every statement that writes the table (a reading's insert re-read six), a domain's check once per
-- connection. Counted with `npm run bench:sql` (docs/performance.md). The values are the shared constants
-- of packages/shared (test/enum-domains.test.ts holds each domain's CHECK to its constant).
--
-- The domains are made without their checks, the columns moved to them, then the checks added: a text
-- column becomes a domain over text without rewriting its table or its indexes when the domain has no
-- check yet, and ADD CONSTRAINT then checks every stored row once (a table with a wrong value fails the
-- migration). (drizzle-kit wrote this file's ALTERs as `"undefined"."fc_fuel_type"`, its schema of a
-- custom type: they are written out here, one ALTER TABLE per table.)

CREATE DOMAIN fc_fuel_type AS text;--> statement-breakpoint
CREATE DOMAIN fc_payment_method AS text;--> statement-breakpoint
CREATE DOMAIN fc_reading_status AS text;--> statement-breakpoint
CREATE DOMAIN fc_movement_kind AS text;--> statement-breakpoint
ALTER TABLE "nozzles"
  DROP CONSTRAINT "nozzles_fuel_type_check",
  ALTER COLUMN "fuel_type" SET DATA TYPE fc_fuel_type;--> statement-breakpoint
ALTER TABLE "fuel_prices"
  DROP CONSTRAINT "fuel_prices_fuel_type_check",
  ALTER COLUMN "fuel_type" SET DATA TYPE fc_fuel_type;--> statement-breakpoint
ALTER TABLE "nozzle_readings"
  DROP CONSTRAINT "nozzle_readings_fuel_type_check",
  DROP CONSTRAINT "nozzle_readings_payment_method_check",
  DROP CONSTRAINT "nozzle_readings_status_check",
  ALTER COLUMN "fuel_type" SET DATA TYPE fc_fuel_type,
  ALTER COLUMN "payment_method" SET DATA TYPE fc_payment_method,
  ALTER COLUMN "payment_method" SET DEFAULT 'cash',
  ALTER COLUMN "status" SET DATA TYPE fc_reading_status,
  ALTER COLUMN "status" SET DEFAULT 'recorded';--> statement-breakpoint
ALTER TABLE "reading_daily_station_totals"
  DROP CONSTRAINT "reading_daily_station_totals_fuel_type_check",
  DROP CONSTRAINT "reading_daily_station_totals_payment_method_check",
  ALTER COLUMN "fuel_type" SET DATA TYPE fc_fuel_type,
  ALTER COLUMN "payment_method" SET DATA TYPE fc_payment_method;--> statement-breakpoint
ALTER TABLE "reading_daily_totals"
  DROP CONSTRAINT "reading_daily_totals_fuel_type_check",
  DROP CONSTRAINT "reading_daily_totals_payment_method_check",
  ALTER COLUMN "payment_method" SET DATA TYPE fc_payment_method,
  ALTER COLUMN "fuel_type" SET DATA TYPE fc_fuel_type;--> statement-breakpoint
ALTER TABLE "reading_running_station_totals"
  DROP CONSTRAINT "reading_running_station_totals_fuel_type_check",
  DROP CONSTRAINT "reading_running_station_totals_payment_method_check",
  ALTER COLUMN "fuel_type" SET DATA TYPE fc_fuel_type,
  ALTER COLUMN "payment_method" SET DATA TYPE fc_payment_method;--> statement-breakpoint
ALTER TABLE "reading_running_totals"
  DROP CONSTRAINT "reading_running_totals_fuel_type_check",
  DROP CONSTRAINT "reading_running_totals_payment_method_check",
  ALTER COLUMN "payment_method" SET DATA TYPE fc_payment_method,
  ALTER COLUMN "fuel_type" SET DATA TYPE fc_fuel_type;--> statement-breakpoint
ALTER TABLE "fuel_tanks"
  DROP CONSTRAINT "fuel_tanks_fuel_type_check",
  ALTER COLUMN "fuel_type" SET DATA TYPE fc_fuel_type;--> statement-breakpoint
ALTER TABLE "inventory_movements"
  DROP CONSTRAINT "inventory_movements_fuel_type_check",
  DROP CONSTRAINT "inventory_movements_kind_check",
  ALTER COLUMN "fuel_type" SET DATA TYPE fc_fuel_type,
  ALTER COLUMN "kind" SET DATA TYPE fc_movement_kind;--> statement-breakpoint
ALTER DOMAIN fc_fuel_type ADD CONSTRAINT fc_fuel_type_check CHECK (VALUE IN ('petrol', 'diesel', 'premium'));--> statement-breakpoint
ALTER DOMAIN fc_payment_method ADD CONSTRAINT fc_payment_method_check CHECK (VALUE IN ('cash', 'card', 'upi', 'credit'));--> statement-breakpoint
ALTER DOMAIN fc_reading_status ADD CONSTRAINT fc_reading_status_check CHECK (VALUE IN ('recorded', 'voided'));--> statement-breakpoint
ALTER DOMAIN fc_movement_kind ADD CONSTRAINT fc_movement_kind_check CHECK (VALUE IN ('sale', 'void', 'adjustment', 'correction'));
