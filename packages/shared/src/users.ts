/** Tenant users (owner, manager, attendant; roles in roles.ts). */

/** An inactive user cannot sign in; the row stays for history. */
export const USER_STATUSES = ['active', 'inactive'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];
