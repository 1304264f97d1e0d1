import type { TManageableRole, TUser, TUserStatus } from '@forecourt/shared';

/** What the user form's inputs hold (text, a role, a status, the chosen station ids). */
export type TUserFormValues = {
  name: string;
  email: string;
  role: TManageableRole;
  password: string;
  status: TUserStatus;
  stationIds: string[];
};

export const USER_FORM_FIELDS = ['name', 'email', 'role', 'password', 'status', 'stationIds'] as const;

/** A new user: the first role the caller may give (attendant), active, no stations chosen yet. */
export function emptyUserValues(roles: readonly TManageableRole[]): TUserFormValues {
  return { name: '', email: '', role: roles.includes('attendant') ? 'attendant' : (roles[0] ?? 'attendant'), password: '', status: 'active', stationIds: [] };
}

/** A team member's current values (only manageable users are edited, so the role is attendant or manager). */
export function toUserFormValues(user: TUser): TUserFormValues {
  return {
    name: user.name,
    email: user.email,
    role: user.role === 'manager' ? 'manager' : 'attendant',
    password: '',
    status: user.status,
    stationIds: user.stationIds,
  };
}

/** The body of POST /users. */
export function toCreateInput(v: TUserFormValues) {
  return { name: v.name, email: v.email, role: v.role, password: v.password, stationIds: v.stationIds };
}

/** The body of PUT /users/{id}: every editable field (the server changes what differs). */
export function toUpdateInput(v: TUserFormValues) {
  return { name: v.name, email: v.email, role: v.role, status: v.status, stationIds: v.stationIds };
}
