import { SUPERADMIN_MSG } from '@forecourt/shared';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text can be a tenant's id (a UUID). */
export function isTenantId(id: string | undefined): id is string {
  return Boolean(id && UUID_RE.test(id));
}

/**
 * Opens a tenant's details from the list (document 4's toasts): an id that is no tenant id is refused with
 * 'Invalid tenant ID'; a navigation that throws or is refused says 'Failed to navigate to tenant details'.
 */
export async function openTenantDetails(
  id: string,
  navigate: (to: string) => void | Promise<void>,
  fail: (message: string) => void,
): Promise<void> {
  if (!isTenantId(id)) return fail(SUPERADMIN_MSG.invalidTenantIdToast);
  try {
    await navigate(`/superadmin/tenants/${id}`);
  } catch {
    fail(SUPERADMIN_MSG.navigateFailed);
  }
}
