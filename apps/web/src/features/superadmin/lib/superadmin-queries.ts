import type { QueryClient } from '@tanstack/react-query';
import type { TTenantListQuery } from '@forecourt/shared';

/** The superadmin's reads are fresh for a minute; the tenants list retries twice (document 4, section 9). */
export const SUPERADMIN_STALE_MS = 60_000;
export const TENANTS_RETRY = 2;
/** Platform analytics: 5 minutes, 1 retry (document 4, section 9). */
export const ANALYTICS_STALE_MS = 5 * 60_000;

export type TTenantListParams = Partial<Pick<TTenantListQuery, 'search' | 'status' | 'page' | 'limit'>>;

export const superadminKeys = {
  all: ['superadmin'] as const,
  tenants: () => [...superadminKeys.all, 'tenants'] as const,
  tenantList: (params: TTenantListParams) => [...superadminKeys.tenants(), 'list', params] as const,
  tenant: (id: string) => [...superadminKeys.tenants(), 'detail', id] as const,
  settings: (id: string) => [...superadminKeys.tenants(), 'settings', id] as const,
  plans: () => [...superadminKeys.all, 'plans'] as const,
  admins: () => [...superadminKeys.all, 'admins'] as const,
  analytics: () => [...superadminKeys.all, 'analytics'] as const,
  system: () => [...superadminKeys.all, 'system'] as const,
  testimonials: () => [...superadminKeys.all, 'testimonials'] as const,
  landingFigures: () => [...superadminKeys.all, 'landing-figures'] as const,
};

/**
 * After any platform write: every superadmin read (a tenant's plan moves the plan table's counts and the
 * analytics; a new admin moves the overview's counts). They are few and small.
 */
export function invalidateSuperadmin(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: superadminKeys.all });
}
