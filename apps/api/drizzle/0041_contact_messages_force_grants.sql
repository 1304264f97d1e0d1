-- FORCE row-level security and the grants of the contact messages (drizzle-kit writes ENABLE and the policy,
-- not these). A platform table: the tenant role gets no grant at all; the platform path writes a visitor's
-- message (the public form) and the superadmin reads it and marks it handled. Nothing deletes one.
ALTER TABLE "contact_messages" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "contact_messages" TO app_platform;
