CREATE INDEX "nozzle_readings_tenant_nozzle_latest_idx" ON "nozzle_readings" USING btree ("tenant_id","nozzle_id","recorded_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
DROP INDEX "nozzle_readings_tenant_nozzle_recorded_idx";
