import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@forecourt/shared';
import { createTestApp, bearer, json, refreshCookie, type TestApp } from '../../../test/harness';
import { createSuperadmin, createTenant, TEST_PASSWORD, type TestTenant } from '../../../test/factories';
import { withPlatform } from '../../db/tenant';
import { plans, refreshTokens, tenants, users } from '../../db/schema';

let t: TestApp;
let acme: TestTenant;

beforeAll(async () => {
  t = await createTestApp({ refreshGraceSeconds: 2 });
  acme = await createTenant(t.app, t.handle.db, { plan: 'Premium' });
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '10.0.0.1', admin = false) =>
  t.app.inject({
    method: 'POST',
    url: admin ? '/api/v1/admin/auth/login' : '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('POST /auth/login', () => {
  it('signs each tenant role in with a token, the user and a httpOnly refresh cookie', async () => {
    for (const u of [acme.owner, acme.manager, acme.attendant]) {
      const res = await login(u.email.toUpperCase(), TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
      const body = json(res);
      expect(body.success).toBe(true);
      expect(body.data.user).toEqual({
        id: u.id,
        email: u.email,
        name: expect.any(String),
        role: u.role,
        tenantId: acme.id,
        tenantName: acme.name,
        locale: null,
      });
      expect(body.data.token).toMatch(/^ey/);
      const cookie = res.cookies.find((c) => c.name === 'fc_refresh');
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe('Strict');
    }
  });

  it('answers an unknown email and a wrong password alike, never revealing which', async () => {
    const unknown = await login('nobody-here@test.example', TEST_PASSWORD, '10.0.1.1');
    const wrong = await login(acme.owner.email, 'wrong-password', '10.0.1.1');
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual({ success: false, code: 'INVALID_CREDENTIALS', message: MSG.invalidCredentials, key: 'auth.invalidCredentials', params: {} });
    }
  });

  it('validates the body with clear 400s and never a 500', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'a@b.co' } });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).code).toBe('VALIDATION');
    expect(json(missing).details[0].field).toBe('password');
    const badEmail = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'not an email', password: 'x' } });
    expect(badEmail.statusCode).toBe(400);
    expect(json(badEmail).message).toContain('valid email');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toMatchObject({ success: false, code: 'VALIDATION' });
    const wrongType = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 5, password: [] } });
    expect(wrongType.statusCode).toBe(400);
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('rate-limits repeated failures per email and address, without locking out other addresses', async () => {
    for (let i = 0; i < 5; i++) expect((await login(acme.manager.email, 'nope', '10.0.2.2')).statusCode).toBe(401);
    const blocked = await login(acme.manager.email, TEST_PASSWORD, '10.0.2.2');
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment before trying again.' });
    expect((await login(acme.manager.email, TEST_PASSWORD, '10.0.2.3')).statusCode).toBe(200);
  });

  it('keeps the superadmin out of the tenant login and tenant users out of the admin portal', async () => {
    const admin = await createSuperadmin(t.app, t.handle.db);
    const viaTenant = await login(admin.email, TEST_PASSWORD, '10.0.3.1');
    expect(viaTenant.statusCode).toBe(403);
    const viaAdmin = await login(acme.owner.email, TEST_PASSWORD, '10.0.3.1', true);
    expect(viaAdmin.statusCode).toBe(403);
    expect(json(viaAdmin).message).toBe(MSG.adminOnly);
    const ok = await login(admin.email, TEST_PASSWORD, '10.0.3.1', true);
    expect(ok.statusCode).toBe(200);
    expect(json(ok).data.user).toMatchObject({ role: 'superadmin', tenantId: null });
  });

  it("refuses a suspended or cancelled tenant's users with 403 and a clear message", async () => {
    const suspended = await createTenant(t.app, t.handle.db, { status: 'suspended' });
    const res = await login(suspended.owner.email, TEST_PASSWORD, '10.0.4.1');
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({ code: 'TENANT_SUSPENDED', message: MSG.tenantSuspended });
    // A token issued before the suspension stops working too.
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(suspended.owner.token) });
    expect(profile.statusCode).toBe(403);
    const cancelled = await createTenant(t.app, t.handle.db, { status: 'cancelled' });
    expect(json(await login(cancelled.owner.email, TEST_PASSWORD, '10.0.4.2')).message).toBe(MSG.tenantCancelled);
  });
});

describe('access tokens', () => {
  it('rejects a missing, tampered or foreign-signed token with 401', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile' });
    expect(none.statusCode).toBe(401);
    const [h, p, s] = acme.owner.token.split('.');
    const tampered = `${h}.${p}x.${s}`;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(tampered) })).statusCode).toBe(401);
    const other = await createTestApp();
    try {
      const foreign = await createTenant(other.app, other.handle.db);
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(foreign.owner.token) });
      expect(res.statusCode).toBe(401);
      expect(json(res).code).toBe('UNAUTHENTICATED');
    } finally {
      await other.close();
    }
  });

  it('accepts a matching x-tenant-id header and refuses a different one with 403', async () => {
    const same = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(acme.owner.token, acme.id) });
    expect(same.statusCode).toBe(200);
    const other = await createTenant(t.app, t.handle.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(acme.owner.token, other.id) });
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe('FORBIDDEN');
  });

  it('stops working once the user is deactivated', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    await withPlatform(t.handle.db, (tx) => tx.update(users).set({ status: 'inactive' }).where(eq(users.id, tenant.manager.id)));
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(tenant.manager.token) });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /auth/profile', () => {
  it("returns the user with the tenant's name, plan and status", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(acme.attendant.token) });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({
      id: acme.attendant.id,
      email: acme.attendant.email,
      name: expect.any(String),
      role: 'attendant',
      tenantId: acme.id,
      tenantName: acme.name,
      planName: 'Premium',
      tenantStatus: 'active',
      lastLoginAt: expect.any(String),
      passwordChangedAt: null,
      locale: null,
      timeZone: 'Asia/Kolkata',
    });
  });
});

describe('refresh tokens', () => {
  const refreshWith = (cookie: string | undefined) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', headers: cookie ? { cookie } : {} });

  it('rotates: the new cookie works, a new access token is issued', async () => {
    const first = await login(acme.owner.email, TEST_PASSWORD, '10.0.5.1');
    const c1 = refreshCookie(first)!;
    const r1 = await refreshWith(c1);
    expect(r1.statusCode).toBe(200);
    expect(json(r1).data.user.id).toBe(acme.owner.id);
    const c2 = refreshCookie(r1)!;
    expect(c2).not.toBe(c1);
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(json(r1).data.token) });
    expect(profile.statusCode).toBe(200);
    expect((await refreshWith(c2)).statusCode).toBe(200);
  });

  it('accepts the previous token within the grace period (two tabs), then treats reuse as theft', async () => {
    const first = await login(acme.manager.email, TEST_PASSWORD, '10.0.5.2');
    const c1 = refreshCookie(first)!;
    const tabA = await refreshWith(c1);
    const tabB = await refreshWith(c1);
    expect(tabA.statusCode).toBe(200);
    expect(tabB.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 2300));
    const replay = await refreshWith(c1);
    expect(replay.statusCode).toBe(401);
    // The whole family is closed: the tokens the tabs got no longer work either.
    expect((await refreshWith(refreshCookie(tabA))).statusCode).toBe(401);
    expect((await refreshWith(refreshCookie(tabB))).statusCode).toBe(401);
  });

  it('refuses a missing or unknown cookie', async () => {
    expect((await refreshWith(undefined)).statusCode).toBe(401);
    expect((await refreshWith('fc_refresh=not-a-real-token')).statusCode).toBe(401);
  });

  it('logout revokes the family, and a revoked refresh token cannot be used even within the grace period', async () => {
    const first = await login(acme.attendant.email, TEST_PASSWORD, '10.0.5.3');
    const c1 = refreshCookie(first)!;
    const r1 = await refreshWith(c1);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: refreshCookie(r1)! } });
    expect(out.statusCode).toBe(200);
    expect(json(out)).toEqual({ success: true, data: null });
    expect((await refreshWith(refreshCookie(r1))).statusCode).toBe(401);
    expect((await refreshWith(c1)).statusCode).toBe(401);
    const stored = await withPlatform(t.handle.db, (tx) =>
      tx.select({ reason: refreshTokens.revokeReason }).from(refreshTokens).where(eq(refreshTokens.subjectId, acme.attendant.id)),
    );
    expect(stored.some((r) => r.reason === 'logout')).toBe(true);
  });

  it('stores only hashes of refresh tokens', async () => {
    const res = await login(acme.owner.email, TEST_PASSWORD, '10.0.5.4');
    const raw = refreshCookie(res)!.split('=')[1]!;
    const found = await withPlatform(t.handle.db, (tx) =>
      tx.select().from(refreshTokens).where(sql`${refreshTokens.tokenHash} = ${raw}`),
    );
    expect(found).toHaveLength(0);
  });
});

describe('POST /auth/register', () => {
  const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });

  it('creates the business on the default plan (Regular) with its owner, signed in', async () => {
    const email = `new.owner.${Date.now()}@test.example`;
    const res = await register({ businessName: 'Gupta Petroleum', name: 'Anil Gupta', email, password: 'secret-123' });
    expect(res.statusCode).toBe(201);
    const data = json(res).data;
    expect(data.user).toMatchObject({ email, name: 'Anil Gupta', role: 'owner', tenantName: 'Gupta Petroleum' });
    expect(refreshCookie(res)).toBeDefined();
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(data.token) });
    expect(json(profile).data).toMatchObject({ planName: 'Regular', tenantStatus: 'active' });
    const [tenant] = await withPlatform(t.handle.db, (tx) =>
      tx.select({ plan: plans.name }).from(tenants).innerJoin(plans, eq(plans.id, tenants.planId)).where(eq(tenants.id, data.user.tenantId)),
    );
    expect(tenant?.plan).toBe('Regular');
  });

  it('refuses an email already used anywhere on the platform (case-insensitive) and creates nothing', async () => {
    const before = await withPlatform(t.handle.db, (tx) => tx.select({ n: sql<number>`count(*)::int` }).from(tenants));
    const res = await register({ businessName: 'Copycat', name: 'Someone', email: acme.owner.email.toUpperCase(), password: 'secret-123' });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'CONFLICT', message: MSG.emailTaken });
    const after = await withPlatform(t.handle.db, (tx) => tx.select({ n: sql<number>`count(*)::int` }).from(tenants));
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
  });

  it('requires a password of at least 8 characters and the other fields', async () => {
    const res = await register({ businessName: 'X Fuels', name: 'Xavier', email: 'x@test.example', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(json(res).details).toContainEqual({ field: 'password', message: 'Password must be at least 8 characters' });
    const missing = await register({ email: 'y@test.example', password: 'long-enough' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(['businessName', 'name']));
  });
});

describe('unknown routes and health', () => {
  it('answers 404 in the envelope for an unknown API route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ success: false, code: 'NOT_FOUND', message: MSG.notFound, key: 'request.notFound', params: {} });
  });

  it('answers GET and HEAD on /health without caching', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(json(get)).toEqual({ success: true, data: { status: 'ok' } });
    const head = await t.app.inject({ method: 'HEAD', url: '/api/v1/health' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-store');
  });

  it('serves the OpenAPI document listing the auth routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/auth/login', '/api/v1/auth/register', '/api/v1/auth/profile']));
  });
});
