/** The four roles of the product and the rules that depend only on a role. */
export const ROLES = ['superadmin', 'owner', 'manager', 'attendant'] as const;
export type TRole = (typeof ROLES)[number];

export const TENANT_ROLES = ['owner', 'manager', 'attendant'] as const;
export type TTenantRole = (typeof TENANT_ROLES)[number];

/** Role labels shown in the header badge (document 1, section 2). */
export const ROLE_LABELS: Record<TRole, string> = {
  superadmin: 'Super Administrator',
  owner: 'Business Owner',
  manager: 'Station Manager',
  attendant: 'Fuel Attendant',
};

/** Where each role lands after sign-in and on unknown paths (document 1, section 2). */
export const HOME_BY_ROLE: Record<TRole, string> = {
  superadmin: '/superadmin/overview',
  owner: '/dashboard',
  manager: '/dashboard',
  attendant: '/attendant/dashboard',
};

export function isRole(value: unknown): value is TRole {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Owner and manager share the sidebar layout and most tenant writes. */
export function isOwnerOrManager(role: TRole | null | undefined): boolean {
  return role === 'owner' || role === 'manager';
}

/**
 * Route access classes. Every API route declares exactly one of these (the route guard refuses to
 * register a route without one), and the role-table test walks every route with every role.
 */
export const ACCESS = {
  /** No session needed (login, register, health). */
  public: [] as readonly TRole[],
  /** Any signed-in tenant user (owner, manager, attendant). */
  tenantAny: ['owner', 'manager', 'attendant'] as readonly TRole[],
  /** Owner and manager (tenant writes, sales, reports). */
  ownerManager: ['owner', 'manager'] as readonly TRole[],
  /** Attendant only (the attendant portal's own reads, e.g. GET /attendant/stations). */
  attendant: ['attendant'] as readonly TRole[],
  /** Owner only (plan changes, managing owners and managers). */
  owner: ['owner'] as readonly TRole[],
  /** Platform superadmin only. */
  superadmin: ['superadmin'] as readonly TRole[],
  /** Any signed-in user of any role (profile, logout). */
  signedIn: ['superadmin', 'owner', 'manager', 'attendant'] as readonly TRole[],
} as const;
export type TAccess = keyof typeof ACCESS;

export function roleMayAccess(access: TAccess, role: TRole | null): boolean {
  if (access === 'public') return true;
  if (!role) return false;
  return ACCESS[access].includes(role);
}
