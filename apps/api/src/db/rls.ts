import { sql, type SQL } from 'drizzle-orm';
import { pgPolicy, pgRole } from 'drizzle-orm/pg-core';

/**
 * Tenancy is enforced by the database (DESIGN.md section 3, docs/decisions/002-tenancy-rls.md).
 *
 * app_user: the role every tenant request runs as (SET LOCAL ROLE app_user), no BYPASSRLS.
 * app_platform: the role of the superadmin's explicit platform path (login lookups, tenant
 * management); it gets its own permissive policy instead of BYPASSRLS, so no superuser is needed.
 * Both roles are created (NOLOGIN) by the custom migration 0000_roles.sql, which also grants them to
 * the migrating user so that SET ROLE works for a non-superuser owner.
 */
export const appPlatform = pgRole('app_platform').existing();

/** The current tenant: no tenant set means NULL, which matches no row. */
export const currentTenant: SQL = sql`nullif(current_setting('app.tenant_id', true), '')::uuid`;

/** Policies of a tenant-owned table: tenant isolation for everyone, full access for the platform path. */
export function tenantPolicies(table: string, column: SQL = sql.raw('tenant_id')) {
  return [
    pgPolicy(`${table}_tenant_isolation`, {
      as: 'permissive',
      for: 'all',
      to: 'public',
      using: sql`${column} = ${currentTenant}`,
      withCheck: sql`${column} = ${currentTenant}`,
    }),
    platformPolicy(table),
  ];
}

/** The platform path's policy (used alone on platform-only tables such as refresh tokens). */
export function platformPolicy(table: string) {
  return pgPolicy(`${table}_platform_access`, {
    as: 'permissive',
    for: 'all',
    to: appPlatform,
    using: sql`true`,
    withCheck: sql`true`,
  });
}
