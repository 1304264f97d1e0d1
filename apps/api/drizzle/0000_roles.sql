-- Roles for database-enforced tenancy (docs/decisions/002-tenancy-rls.md).
-- app_user: every tenant request runs as this role; it has no BYPASSRLS.
-- app_platform: the superadmin's explicit platform path; it has its own permissive policies.
-- Roles are cluster-wide, so creation is idempotent; the migrating user is made a member of both so
-- that SET LOCAL ROLE works for a non-superuser database owner too.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_user') THEN
    CREATE ROLE app_user NOLOGIN NOBYPASSRLS;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_platform') THEN
    CREATE ROLE app_platform NOLOGIN NOBYPASSRLS;
  END IF;
END
$$;
--> statement-breakpoint
GRANT app_user TO CURRENT_USER;
--> statement-breakpoint
GRANT app_platform TO CURRENT_USER;
