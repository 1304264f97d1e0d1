import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@forecourt/shared';
import { createTestApp, json, refreshCookie, type TestApp } from './harness';
import { as, createSuperadmin, createTenant, TEST_PASSWORD } from './factories';

/**
 * A suspended (or cancelled) tenant's users cannot keep their session alive through the refresh cookie:
 * POST /auth/refresh-token refuses the cookie they signed in with as soon as the superadmin suspends the
 * tenant. The route answers as for any refresh that cannot go on (auth.service refresh: the session's
 * user is no longer usable): 401 UNAUTHENTICATED, the cookie cleared, no new token. Another tenant's
 * refresh goes on.
 */
let t: TestApp;
let admin: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, await createSuperadmin(t.app, t.handle.db));
});
afterAll(() => t.close());

let address = 0;
/** Signs in through the real endpoint (its own address: the sign-in limiter counts per address) and returns the refresh cookie. */
async function signInCookie(email: string): Promise<string> {
  address += 1;
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: TEST_PASSWORD }, remoteAddress: `10.7.0.${address}` });
  expect(res.statusCode, `sign-in of ${email}`).toBe(200);
  const cookie = refreshCookie(res);
  if (!cookie) throw new Error('sign-in set no refresh cookie');
  return cookie;
}

const refreshWith = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', headers: { cookie } });

/** The answer to a refresh that must not go on: 401 UNAUTHENTICATED, no token, the refresh cookie cleared, not cached. */
function expectRefused(res: Awaited<ReturnType<typeof refreshWith>>): void {
  expect(res.statusCode).toBe(401);
  expect(json(res)).toEqual({ success: false, code: 'UNAUTHENTICATED', message: MSG.sessionExpired, key: 'auth.sessionExpired', params: {} });
  const cleared = res.cookies.find((c) => c.name === 'fc_refresh');
  expect(cleared?.value, 'the refresh cookie is cleared').toBe('');
  expect(refreshCookie(res)).toBeUndefined();
  expect(res.headers['cache-control']).toBe('no-store');
}

describe("a suspended tenant's refresh token", () => {
  it('is refused once the superadmin suspends the tenant (and again when tried a second time); a bystander tenant refreshes on', async () => {
    const victim = await createTenant(t.app, t.handle.db);
    const bystander = await createTenant(t.app, t.handle.db);
    const victimCookie = await signInCookie(victim.attendant.email);
    const bystanderCookie = await signInCookie(bystander.owner.email);

    // Before: the cookie works (and is rotated into the one the browser would now hold).
    const before = await refreshWith(victimCookie);
    expect(before.statusCode).toBe(200);
    expect(json(before).data.token).toEqual(expect.any(String));
    const current = refreshCookie(before)!;

    const suspended = await admin.patch(`/superadmin/tenants/${victim.id}/status`, { status: 'suspended' });
    expect(suspended.statusCode).toBe(200);
    expect(json(suspended).data.status).toBe('suspended');

    expectRefused(await refreshWith(current));
    expectRefused(await refreshWith(current));

    const other = await refreshWith(bystanderCookie);
    expect(other.statusCode).toBe(200);
    expect(refreshCookie(other)).toBeDefined();
  });

  it('is refused likewise for a cancelled tenant, whichever role signed in', async () => {
    const victim = await createTenant(t.app, t.handle.db);
    const cookies = await Promise.all([victim.owner, victim.manager, victim.attendant].map((u) => signInCookie(u.email)));
    expect((await admin.patch(`/superadmin/tenants/${victim.id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    for (const cookie of cookies) expectRefused(await refreshWith(cookie));
  });
});
