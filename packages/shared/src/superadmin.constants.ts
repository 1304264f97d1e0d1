import { PASSWORD_MIN } from './auth.constants';
import { ERROR_TEXTS, errorText } from './error-texts.constants';
import { TENANT_STATUSES } from './platform';

/**
 * The superadmin portal's texts and tenant status labels: no schema here, so a page can import them
 * without zod (docs/decisions/031).
 */

/** Texts of document 4 (superadmin toasts and screen states), verbatim, and the server's own refusals. */
export const SUPERADMIN_MSG = {
  // Tenants.
  noTenants: 'No Tenants Found',
  invalidTenantId: 'Invalid Tenant ID',
  invalidTenantIdToast: 'Invalid tenant ID',
  tenantNotFound: 'Tenant Not Found',
  tenantLoadError: 'Error Loading Tenant',
  noTenantData: 'No Tenant Data',
  tenantCreated: 'Tenant created successfully',
  tenantCreateFailed: 'Failed to create tenant',
  tenantStatusUpdated: 'Tenant status updated',
  tenantStatusFailed: 'Failed to update tenant status',
  tenantDeleted: 'Tenant deleted',
  tenantDeleteFailed: 'Failed to delete tenant',
  tenantPlanUpdated: 'Tenant plan updated successfully',
  tenantPlanFailed: 'Failed to update tenant plan',
  navigateFailed: 'Failed to navigate to tenant details',
  ownerPasswordHint: `Password must be at least ${PASSWORD_MIN} characters long`,
  // Tenant settings.
  settingUpdated: 'Setting Updated',
  settingUpdateFailedTitle: 'Update Failed',
  settingUpdateFailed: 'Failed to update setting',
  settingsLoadFailed: 'Failed to load tenant settings',
  noSettingsMatch: 'No settings found matching your search',
  exportDisabledWarning: 'Export is disabled for this tenant: its users can no longer export sales or download reports.',
  // Admin users.
  noAdmins: 'No admin users found',
  adminPasswordRequired: 'Password is required for creating a new admin user',
  adminCreated: 'Admin user created successfully',
  adminCreateFailed: 'Failed to create admin user',
  adminUpdated: 'Admin user updated successfully',
  adminUpdateFailed: 'Failed to update admin user',
  adminDeleted: 'Admin user deleted successfully',
  adminDeleteFailed: 'Failed to delete admin user',
  passwordReset: 'Password reset successfully',
  passwordResetFailed: 'Failed to reset password',
  // Server refusals (no spec text), from their keyed catalogue (error-texts.constants.ts).
  tenantNotFoundServer: ERROR_TEXTS['tenant.notFound'],
  tenantHasHistory: ERROR_TEXTS['tenant.hasHistory'],
  adminNotFound: ERROR_TEXTS['admin.notFound'],
  lastSuperadmin: ERROR_TEXTS['admin.lastSuperadmin'],
  notYourself: ERROR_TEXTS['admin.notYourself'],
  exportDisabled: ERROR_TEXTS['tenant.exportDisabled'],
  settingInvalid: (key: string, allowed: string) => errorText('tenant.settingInvalid', { setting: key, allowed }).message,
} as const;
export const TENANT_STATUS_LABELS: Record<(typeof TENANT_STATUSES)[number], string> = {
  active: 'Active',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
};
