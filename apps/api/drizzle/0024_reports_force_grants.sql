-- FORCE row-level security and the grants of the reports tables (drizzle-kit writes ENABLE and the policies,
-- not these). A report and its file are never deleted by the tenant role: the file's chunks are written once
-- (insert) in the transaction that completes the report; a schedule is stopped with deleted_at (an update).
ALTER TABLE "report_schedules" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "reports" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "report_file_chunks" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "report_schedules", "reports" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT ON "report_file_chunks" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "report_schedules", "reports", "report_file_chunks" TO app_platform;
