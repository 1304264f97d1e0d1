/** The platform's own records (tenants, plans, platform settings) as the API and the web see them. */

/** A tenant (business) account: active, suspended by the platform (sign-in refused), or cancelled. */
export const TENANT_STATUSES = ['active', 'suspended', 'cancelled'] as const;
export type TTenantStatus = (typeof TENANT_STATUSES)[number];
