import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@forecourt/shared';
import { createTestApp, bearer, json, refreshCookie, type TestApp } from '../../../test/harness';
import { as, createSuperadmin, createTenant, TEST_PASSWORD, type TestTenant } from '../../../test/factories';
import { withPlatform } from '../../db/tenant';
import { users } from '../../db/schema';

/** The language remembered per user (docs/decisions/028): PUT /auth/profile/locale, carried by sign-in, refresh and profile. */
let t: TestApp;
let acme: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createTenant(t.app, t.handle.db, { plan: 'Premium' });
});
afterAll(() => t.close());

let ip = 0;
const login = (email: string, admin = false) =>
  t.app.inject({
    method: 'POST',
    url: admin ? '/api/v1/admin/auth/login' : '/api/v1/auth/login',
    payload: { email, password: TEST_PASSWORD },
    remoteAddress: `10.28.0.${++ip}`,
  });
const setLocale = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile/locale', headers: bearer(token), payload: payload as Record<string, unknown> });
const profileOf = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return json(res).data;
};
const storedLocale = async (id: string) =>
  (await withPlatform(t.handle.db, (tx) => tx.select({ locale: users.locale }).from(users).where(eq(users.id, id))))[0]?.locale;

describe('PUT /auth/profile/locale', () => {
  it('is null until chosen; once chosen, the sign-in, the refresh and the profile carry it, for that user only', async () => {
    const before = await login(acme.attendant.email);
    expect(json(before).data.user.locale).toBeNull();
    expect((await profileOf(acme.attendant.token)).locale).toBeNull();

    const res = await setLocale(acme.attendant.token, { locale: 'hi' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, data: { locale: 'hi' } });
    expect(await storedLocale(acme.attendant.id)).toBe('hi');

    const signedIn = await login(acme.attendant.email);
    expect(json(signedIn).data.user).toMatchObject({ id: acme.attendant.id, locale: 'hi' });
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', headers: { cookie: refreshCookie(signedIn)! } });
    expect(refreshed.statusCode).toBe(200);
    expect(json(refreshed).data.user.locale).toBe('hi');
    expect((await profileOf(acme.attendant.token)).locale).toBe('hi');

    // The other users of the tenant keep theirs.
    expect((await profileOf(acme.manager.token)).locale).toBeNull();
    expect(await storedLocale(acme.owner.id)).toBeNull();

    // Back to English.
    expect(json(await setLocale(acme.attendant.token, { locale: 'en' })).data).toEqual({ locale: 'en' });
    expect((await profileOf(acme.attendant.token)).locale).toBe('en');
  });

  it('works for every tenant role and for the superadmin (kept on the admin account)', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    for (const user of [tenant.owner, tenant.manager, tenant.attendant]) {
      expect((await setLocale(user.token, { locale: 'hi' })).statusCode).toBe(200);
      expect((await profileOf(user.token)).locale).toBe('hi');
    }
    const admin = await createSuperadmin(t.app, t.handle.db);
    expect(json(await login(admin.email, true)).data.user.locale).toBeNull();
    const res = await setLocale(admin.token, { locale: 'hi' });
    expect([res.statusCode, json(res).data]).toEqual([200, { locale: 'hi' }]);
    expect(await profileOf(admin.token)).toMatchObject({ role: 'superadmin', locale: 'hi', timeZone: null });
    expect(json(await login(admin.email, true)).data.user.locale).toBe('hi');
  });

  it('refuses an unknown or missing locale with a 400 in the error envelope, changing nothing', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    await setLocale(tenant.owner.token, { locale: 'en' });
    for (const body of [{ locale: 'fr' }, { locale: 'HI' }, { locale: null }, {}, { locale: 1 }]) {
      const res = await setLocale(tenant.owner.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res)).toMatchObject({ success: false, code: 'VALIDATION', details: [expect.objectContaining({ field: 'locale' })] });
    }
    expect(await storedLocale(tenant.owner.id)).toBe('en');
  });

  it('needs a signed-in, still active account', async () => {
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile/locale', payload: { locale: 'hi' } });
    expect(anonymous.statusCode).toBe(401);
    const tenant = await createTenant(t.app, t.handle.db);
    await withPlatform(t.handle.db, (tx) => tx.update(users).set({ status: 'inactive' }).where(eq(users.id, tenant.attendant.id)));
    const gone = await setLocale(tenant.attendant.token, { locale: 'hi' });
    expect([gone.statusCode, json(gone).message]).toEqual([401, MSG.sessionExpired]);
    expect(await storedLocale(tenant.attendant.id)).toBeNull();
  });

  it('the database holds the column to the two languages', async () => {
    await expect(withPlatform(t.handle.db, (tx) => tx.execute(sql`update users set locale = 'fr' where id = ${acme.owner.id}`))).rejects.toThrow();
    expect(await storedLocale(acme.owner.id)).not.toBe('fr');
  });
});

describe('GET /auth/profile', () => {
  it("carries the tenant's time zone", async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    expect((await profileOf(tenant.owner.token)).timeZone).toBe('Asia/Kolkata');
    await withPlatform(t.handle.db, (tx) => tx.execute(sql`update tenants set time_zone = 'Asia/Dubai' where id = ${tenant.id}`));
    const res = await as(t.app, tenant.attendant).get('/auth/profile');
    expect(json(res).data.timeZone).toBe('Asia/Dubai');
  });
});
