import { describe, expect, it, vi } from 'vitest';
import { isTenantId, openTenantDetails } from './tenant-links';

const ID = '0190a8c2-0000-7000-8000-000000000001';

describe("opening a tenant's details from the list", () => {
  it('goes to the tenant page for a tenant id', async () => {
    const navigate = vi.fn();
    const fail = vi.fn();
    await openTenantDetails(ID, navigate, fail);
    expect(navigate).toHaveBeenCalledWith(`/superadmin/tenants/${ID}`);
    expect(fail).not.toHaveBeenCalled();
  });

  it("refuses anything else with 'Invalid tenant ID', without navigating", async () => {
    for (const id of ['', 'abc', `${ID}x`, '../settings']) {
      const navigate = vi.fn();
      const fail = vi.fn();
      await openTenantDetails(id, navigate, fail);
      expect(navigate).not.toHaveBeenCalled();
      expect(fail).toHaveBeenCalledWith('Invalid tenant ID');
    }
    expect(isTenantId(undefined)).toBe(false);
  });

  it("says 'Failed to navigate to tenant details' when the navigation throws or is refused", async () => {
    const fail = vi.fn();
    await openTenantDetails(ID, () => { throw new Error('blocked'); }, fail);
    await openTenantDetails(ID, () => Promise.reject(new Error('aborted')), fail);
    expect(fail.mock.calls).toEqual([['Failed to navigate to tenant details'], ['Failed to navigate to tenant details']]);
  });
});
