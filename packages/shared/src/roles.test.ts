import { describe, expect, it } from 'vitest';
import { HOME_BY_ROLE, ROLE_LABELS, ROLES, isOwnerOrManager, isRole, roleMayAccess, type TAccess } from './roles';

describe('where each role lands (document 1, section 2)', () => {
  it('sends superadmin, owner, manager and attendant home', () => {
    expect(HOME_BY_ROLE).toEqual({
      superadmin: '/superadmin/overview',
      owner: '/dashboard',
      manager: '/dashboard',
      attendant: '/attendant/dashboard',
    });
  });

  it('labels the roles as the header badge does', () => {
    expect(ROLE_LABELS.owner).toBe('Business Owner');
    expect(ROLE_LABELS.manager).toBe('Station Manager');
    expect(ROLE_LABELS.attendant).toBe('Fuel Attendant');
    expect(ROLE_LABELS.superadmin).toBe('Super Administrator');
  });
});

describe('isRole', () => {
  it('accepts only the four roles', () => {
    for (const role of ROLES) expect(isRole(role)).toBe(true);
    expect(isRole('admin')).toBe(false);
    expect(isRole('Owner')).toBe(false);
    expect(isRole(undefined)).toBe(false);
    expect(isRole(1)).toBe(false);
  });

  it('groups owner and manager', () => {
    expect(isOwnerOrManager('owner')).toBe(true);
    expect(isOwnerOrManager('manager')).toBe(true);
    expect(isOwnerOrManager('attendant')).toBe(false);
    expect(isOwnerOrManager('superadmin')).toBe(false);
    expect(isOwnerOrManager(null)).toBe(false);
  });
});

describe('roleMayAccess (DESIGN.md section 4 role table)', () => {
  const table: Record<TAccess, Record<'superadmin' | 'owner' | 'manager' | 'attendant' | 'none', boolean>> = {
    public: { superadmin: true, owner: true, manager: true, attendant: true, none: true },
    tenantAny: { superadmin: false, owner: true, manager: true, attendant: true, none: false },
    ownerManager: { superadmin: false, owner: true, manager: true, attendant: false, none: false },
    attendant: { superadmin: false, owner: false, manager: false, attendant: true, none: false },
    owner: { superadmin: false, owner: true, manager: false, attendant: false, none: false },
    superadmin: { superadmin: true, owner: false, manager: false, attendant: false, none: false },
    signedIn: { superadmin: true, owner: true, manager: true, attendant: true, none: false },
  };

  for (const [access, byRole] of Object.entries(table) as Array<[TAccess, (typeof table)[TAccess]]>) {
    it(`${access}`, () => {
      for (const role of ROLES) expect({ role, may: roleMayAccess(access, role) }).toEqual({ role, may: byRole[role] });
      expect(roleMayAccess(access, null)).toBe(byRole.none);
    });
  }

  it('never lets the superadmin into tenant routes', () => {
    for (const access of ['tenantAny', 'ownerManager', 'owner'] as const) {
      expect(roleMayAccess(access, 'superadmin')).toBe(false);
    }
  });
});
