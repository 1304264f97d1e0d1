/**
 * Team users' plain values (statuses, manageable roles, password minimum, texts): no schema here, so a
 * page can import them without zod (docs/decisions/031).
 */

import { ERROR_TEXTS } from './error-texts.constants';

/** An inactive user cannot sign in; the row stays for history. */
export const USER_STATUSES = ['active', 'inactive'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_LABELS: Record<TUserStatus, string> = { active: 'Active', inactive: 'Inactive' };

/** The roles a team member can be created or edited with (document 4, section 6). */
export const MANAGEABLE_ROLES = ['attendant', 'manager'] as const;
export type TManageableRole = (typeof MANAGEABLE_ROLES)[number];

/** Password minimum of team passwords and password changes (document 4, section 9). */
export const TEAM_PASSWORD_MIN = 6;

/** Texts of document 4 (team management, account settings), verbatim, and the server's own refusals. */
export const USER_MSG = {
  created: 'User created successfully',
  createFailed: 'Failed to create user',
  updated: 'User updated successfully',
  updateFailed: 'Failed to update user',
  passwordReset: 'Password reset successfully',
  passwordResetFailed: 'Failed to reset password',
  deleted: 'User deleted successfully',
  deleteFailed: 'Failed to delete user',
  loadError: 'Error loading users',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  selectUser: 'Please select a user',
  passwordTooShort: `Password must be at least ${TEAM_PASSWORD_MIN} characters long`,
  passwordsMismatch: 'Passwords do not match',
  rolesAllowed: ERROR_TEXTS['user.rolesAllowed'],
  deleteTitle: 'Delete User',
  /** The delete confirmation: it cannot be undone (document 4, section 5). */
  deleteWarning: (name: string) =>
    `Are you sure you want to delete ${name}? This action cannot be undone. They will no longer be able to sign in; their readings and reports keep their name.`,
  // Account settings: change password.
  fillAllFields: 'Please fill in all fields',
  newPasswordsMismatch: 'New passwords do not match',
  newPasswordTooShort: `New password must be at least ${TEAM_PASSWORD_MIN} characters long`,
  passwordChanged: 'Password changed successfully',
  passwordChangeFailed: 'Failed to change password',
  // Server refusals (no spec text), from their keyed catalogue (error-texts.constants.ts).
  currentPasswordWrong: ERROR_TEXTS['user.currentPasswordWrong'],
  passwordChangedMeanwhile: ERROR_TEXTS['user.passwordChangedMeanwhile'],
  ownPasswordOnly: ERROR_TEXTS['user.ownPasswordOnly'],
  userNotFound: ERROR_TEXTS['user.notFound'],
  stationRequired: ERROR_TEXTS['user.stationRequired'],
  stationsNotFound: ERROR_TEXTS['user.stationsNotFound'],
  managerManagesAttendants: ERROR_TEXTS['user.managerManagesAttendants'],
  ownerNotManaged: ERROR_TEXTS['user.ownerNotManaged'],
  notYourself: ERROR_TEXTS['user.notYourself'],
} as const;
