import type { TRole } from '@forecourt/shared';

/** Where the avatar menu's Settings leads for each role. */
export const SETTINGS_BY_ROLE: Record<TRole, string> = {
  superadmin: '/superadmin/settings',
  owner: '/dashboard/settings',
  manager: '/dashboard/settings',
  attendant: '/attendant/settings',
};
