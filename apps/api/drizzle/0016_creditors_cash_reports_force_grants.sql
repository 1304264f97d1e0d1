-- FORCE row-level security and the grants of the creditors, credit-payments and cash-reports tables
-- (drizzle-kit writes ENABLE and the policies, not these). Payments are append-only for the tenant role
-- (a wrong payment is answered by a correcting entry, never an edit); a creditor without history may be
-- deleted, one with history is made inactive (the service decides; the foreign keys of readings and
-- payments refuse the delete of one with history anyway).
ALTER TABLE "creditors" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "credit_payments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "cash_reports" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "creditors" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT ON "credit_payments" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "cash_reports" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "creditors", "credit_payments", "cash_reports" TO app_platform;
