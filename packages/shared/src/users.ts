import { z } from 'zod';
import { ZInstant } from './api-schemas';
import { PASSWORD_MAX } from './auth.constants';
import { TENANT_ROLES, type TRole } from './roles';
import { MANAGEABLE_ROLES, TEAM_PASSWORD_MIN, USER_MSG, USER_STATUSES, type TManageableRole } from './users.constants';
import { ZEmail, ZPageQuery, ZUuid, text } from './validation';

/** Tenant users (owner, manager, attendant; roles in roles.ts): team management and account settings (document 4). */

/** The roles a caller may create, edit, reset and delete: owner → managers and attendants, manager → attendants. */
export function manageableRoles(role: TRole | null | undefined): readonly TManageableRole[] {
  if (role === 'owner') return MANAGEABLE_ROLES;
  if (role === 'manager') return ['attendant'];
  return [];
}

/** Whether a caller may manage (edit, reset, delete) this user: a role they manage, and never themselves. */
export function mayManageUser(caller: { id: string; role: TRole }, target: { id: string; role: TRole }): boolean {
  return caller.id !== target.id && (manageableRoles(caller.role) as readonly TRole[]).includes(target.role);
}

const ZName = text({ min: 1, max: 120, required: USER_MSG.nameRequired });
const ZManageableRole = z.enum(MANAGEABLE_ROLES, { error: USER_MSG.rolesAllowed });
/** At most as many stations as a plan can hold many times over; no duplicates (kept once, in order). */
const ZStationIds = z
  .array(ZUuid, { error: 'Stations must be a list of station ids' })
  .max(100, 'Too many stations')
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/** A password a team member is given: at least 6 characters (kept as typed: no trimming). */
const ZTeamPassword = text({
  min: TEAM_PASSWORD_MIN,
  max: PASSWORD_MAX,
  required: USER_MSG.passwordTooShort,
  tooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  trim: false,
});

/**
 * An attendant works at stations: at least one is required. (Zod skips it while a text field has an
 * aborting problem; a form that wants every problem at once asks it again, `onInvalid`.)
 */
export function attendantHasStation(body: { role?: TManageableRole | undefined; stationIds?: string[] | undefined }): boolean {
  return !(body.role === 'attendant' && body.stationIds !== undefined && body.stationIds.length === 0);
}
const attendantHasStationParams = () => ({
  path: ['stationIds'],
  message: USER_MSG.stationRequired,
  // Run while other fields have (continuable) problems, as long as the body is an object (not null, an
  // array or a string: those are refused as a whole) and the role and the stations are valid.
  when: (payload: z.core.ParsePayload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !Array.isArray(payload.value) &&
    payload.issues.every((i) => (i.path?.length ?? 0) > 0 && i.path?.[0] !== 'role' && i.path?.[0] !== 'stationIds'),
});

/** POST /users */
export const ZCreateUser = z
  .object({
    name: ZName,
    email: ZEmail,
    role: ZManageableRole,
    password: ZTeamPassword,
    stationIds: ZStationIds.default([]),
  })
  .refine(attendantHasStation, attendantHasStationParams());
export type TCreateUser = z.input<typeof ZCreateUser>;

/** PUT /users/{id}: only the fields sent change; the stations sent replace the user's assignments. */
export const ZUpdateUser = z
  .object({
    name: ZName.optional(),
    email: ZEmail.optional(),
    role: ZManageableRole.optional(),
    status: z.enum(USER_STATUSES).optional(),
    stationIds: ZStationIds.optional(),
  })
  .refine(attendantHasStation, attendantHasStationParams());
export type TUpdateUser = z.input<typeof ZUpdateUser>;

const resetFields = {
  newPassword: ZTeamPassword,
  confirmPassword: text({ max: PASSWORD_MAX, trim: false, required: USER_MSG.passwordsMismatch }),
};
const confirmed = (v: { newPassword: string; confirmPassword: string }) => v.newPassword === v.confirmPassword;

/** POST /users/{id}/reset-password (by an owner or manager, for a user they manage). */
export const ZResetPassword = z
  .object(resetFields)
  .refine(confirmed, { path: ['confirmPassword'], message: USER_MSG.passwordsMismatch });
export type TResetPassword = z.input<typeof ZResetPassword>;

/** The reset page's form (/dashboard/users/reset-password): the user to reset is picked there. */
export const ZResetPasswordForm = z
  .object({ userId: z.string().uuid(USER_MSG.selectUser), ...resetFields })
  .refine(confirmed, { path: ['confirmPassword'], message: USER_MSG.passwordsMismatch });

const filled = () => text({ min: 1, max: PASSWORD_MAX, trim: false, required: USER_MSG.fillAllFields });

/** POST /users/{id}/change-password (own id only) and POST /admin/me/change-password: the current password is checked. */
export const ZChangePassword = z.object({
  currentPassword: filled(),
  newPassword: filled().min(TEAM_PASSWORD_MIN, USER_MSG.newPasswordTooShort),
});
export type TChangePassword = z.input<typeof ZChangePassword>;

/** The change-password form: the request plus the confirmation, which must match (checked in the browser). */
export const ZChangePasswordForm = z
  .object({ ...ZChangePassword.shape, confirmPassword: filled() })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: USER_MSG.newPasswordsMismatch });

/** The answer of a password change: how many of the user's other sessions were signed out. */
export const ZPasswordChanged = z.object({ otherSessionsSignedOut: z.number().int() });
export type TPasswordChanged = z.infer<typeof ZPasswordChanged>;

/** GET /users */
export const ZUserListQuery = z.object({
  role: z.enum(TENANT_ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  stationId: ZUuid.optional(),
  /** Name or email, case-insensitive. */
  search: text({ max: 100 }).optional(),
  ...ZPageQuery.shape,
});
export type TUserListQuery = z.input<typeof ZUserListQuery>;

/** A team member as the API answers it. */
export const ZUser = z.object({
  id: ZUuid,
  name: z.string(),
  email: z.string(),
  role: z.enum(TENANT_ROLES),
  status: z.enum(USER_STATUSES),
  /** Assigned stations (live ones), ordered by name. */
  stationIds: z.array(ZUuid),
  stationNames: z.array(z.string()),
  /** The spec's single station column: the assigned station names joined with ", "; null when none. */
  stationName: z.string().nullable(),
  createdAt: ZInstant,
  lastLoginAt: ZInstant.nullable(),
});
export type TUser = z.infer<typeof ZUser>;
