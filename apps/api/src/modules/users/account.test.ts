import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MSG, USER_MSG } from '@forecourt/shared';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, json, refreshCookie, type TestApp } from '../../../test/harness';
import { as, createStation, createSuperadmin, createTenant, TEST_PASSWORD, type TestTenant } from '../../../test/factories';
import { withTenant } from '../../db/tenant';
import { auditLog } from '../../db/schema';

let t: TestApp;
let acme: TestTenant;
let station: { id: string };

beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: 3 });
  acme = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
  station = await createStation(t.handle.db, acme.id);
});
afterAll(() => t.close());

let ip = 0;
/** A sign-in from its own address (the login limiter counts per email and address): a token and a refresh cookie. */
async function session(email: string, password: string, admin = false): Promise<{ token: string; cookie: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: admin ? '/api/v1/admin/auth/login' : '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: `10.77.${Math.floor(++ip / 250)}.${ip % 250}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { token: json(res).data.token, cookie: refreshCookie(res)! };
}

const refresh = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', headers: { cookie } });
const login = (email: string, password: string, admin = false) =>
  t.app.inject({ method: 'POST', url: admin ? '/api/v1/admin/auth/login' : '/api/v1/auth/login', payload: { email, password }, remoteAddress: '10.78.0.1' });

let seq = 0;
async function newAttendant(password = 'first-pass'): Promise<{ id: string; email: string }> {
  const email = `acct.${Date.now().toString(36)}.${++seq}@team.example`;
  const res = await as(t.app, acme.owner).post('/users', { name: 'Kavya Iyer', email, role: 'attendant', password, stationIds: [station.id] });
  expect(res.statusCode, res.body).toBe(201);
  return { id: json(res).data.id, email };
}

const changePassword = (user: { token: string }, id: string, body: Record<string, unknown>, remoteAddress = '10.79.0.1') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/users/${id}/change-password`,
    headers: { authorization: `Bearer ${user.token}` },
    payload: body,
    remoteAddress,
  });

describe('POST /users/{id}/change-password', () => {
  it("changes the caller's password, keeps this session, signs the other sessions out; audited", async () => {
    const user = await newAttendant();
    const here = await session(user.email, 'first-pass');
    const phone = await session(user.email, 'first-pass');
    const tablet = await session(user.email, 'first-pass');

    const res = await changePassword(here, user.id, { currentPassword: 'first-pass', newPassword: 'second-pass' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ success: true, data: { otherSessionsSignedOut: 2 } });

    // This session goes on: its token works and its refresh cookie rotates.
    expect((await as(t.app, here).get('/attendant/stations')).statusCode).toBe(200);
    const rotated = await refresh(here.cookie);
    expect(rotated.statusCode).toBe(200);
    // The others cannot refresh any more.
    for (const other of [phone, tablet]) {
      const res2 = await refresh(other.cookie);
      expect(res2.statusCode).toBe(401);
      expect(json(res2).message).toBe(MSG.sessionExpired);
    }
    expect((await login(user.email, 'first-pass')).statusCode).toBe(401);
    expect((await login(user.email, 'second-pass')).statusCode).toBe(200);

    const entries = await withTenant(t.handle.db, acme.id, (tx) =>
      tx.select().from(auditLog).where(and(eq(auditLog.tenantId, acme.id), eq(auditLog.entityId, user.id), eq(auditLog.action, 'user.password_changed'))),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: user.id, actorRole: 'attendant', details: { sessionsSignedOut: 2 } });

    const profile = json(await as(t.app, here).get('/auth/profile')).data;
    expect(profile.passwordChangedAt).toEqual(expect.any(String));
    expect(profile.lastLoginAt).toEqual(expect.any(String));
  });

  it('refuses a wrong current password with 422 on that field, and changes nothing', async () => {
    const user = await newAttendant();
    const here = await session(user.email, 'first-pass');
    const other = await session(user.email, 'first-pass');
    const res = await changePassword(here, user.id, { currentPassword: 'not-it', newPassword: 'second-pass' });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({
      code: 'UNPROCESSABLE',
      message: USER_MSG.currentPasswordWrong,
      details: [{ field: 'currentPassword', message: USER_MSG.currentPasswordWrong }],
    });
    expect((await refresh(other.cookie)).statusCode).toBe(200);
    expect((await login(user.email, 'first-pass')).statusCode).toBe(200);
  });

  it('counts wrong current passwords like failed sign-ins: blocked after the limit (429)', async () => {
    const user = await newAttendant();
    const here = await session(user.email, 'first-pass');
    const from = '10.80.0.9';
    for (let i = 0; i < 3; i++) expect((await changePassword(here, user.id, { currentPassword: `bad-${i}`, newPassword: 'second-pass' }, from)).statusCode).toBe(422);
    const blocked = await changePassword(here, user.id, { currentPassword: 'first-pass', newPassword: 'second-pass' }, from);
    expect(blocked.statusCode).toBe(429);
    expect((await login(user.email, 'first-pass')).statusCode).toBe(200);
  });

  it('validates with the spec texts: all fields, at least 6 characters', async () => {
    const user = await newAttendant();
    const here = await session(user.email, 'first-pass');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ currentPassword: '', newPassword: 'second-pass' }, 'currentPassword', USER_MSG.fillAllFields],
      [{ currentPassword: 'first-pass' }, 'newPassword', USER_MSG.fillAllFields],
      [{ currentPassword: 'first-pass', newPassword: '' }, 'newPassword', USER_MSG.fillAllFields],
      [{ currentPassword: 'first-pass', newPassword: '12345' }, 'newPassword', USER_MSG.newPasswordTooShort],
    ];
    for (const [body, field, message] of cases) {
      const res = await changePassword(here, user.id, body);
      expect(res.statusCode).toBe(400);
      expect(json(res).details).toContainEqual({ field, message });
    }
    expect((await login(user.email, 'first-pass')).statusCode).toBe(200);
  });

  it("is for one's own id only (403 for any other, whatever the role)", async () => {
    for (const [caller, target] of [
      [acme.owner, acme.attendant],
      [acme.manager, acme.attendant],
      [acme.attendant, acme.owner],
    ] as const) {
      const res = await changePassword(caller, target.id, { currentPassword: TEST_PASSWORD, newPassword: 'taken-over' });
      expect(res.statusCode).toBe(403);
      expect(json(res).message).toBe(USER_MSG.ownPasswordOnly);
    }
    expect((await login(acme.attendant.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('works for owners and managers too', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    for (const u of [tenant.owner, tenant.manager]) {
      const res = await changePassword(u, u.id, { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-1' });
      expect(res.statusCode, res.body).toBe(200);
      expect((await login(u.email, 'brand-new-1')).statusCode).toBe(200);
    }
  });
});

describe('POST /users/{id}/reset-password', () => {
  it('sets a new password and signs that user out everywhere; audited', async () => {
    const user = await newAttendant();
    const one = await session(user.email, 'first-pass');
    const two = await session(user.email, 'first-pass');
    const res = await as(t.app, acme.manager).post(`/users/${user.id}/reset-password`, { newPassword: 'reset-pass', confirmPassword: 'reset-pass' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ success: true, data: null });
    for (const s of [one, two]) expect((await refresh(s.cookie)).statusCode).toBe(401);
    expect((await login(user.email, 'first-pass')).statusCode).toBe(401);
    expect((await login(user.email, 'reset-pass')).statusCode).toBe(200);
    const entries = await withTenant(t.handle.db, acme.id, (tx) =>
      tx.select().from(auditLog).where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'user.password_reset'))),
    );
    expect(entries[0]).toMatchObject({ actorId: acme.manager.id, details: { sessionsSignedOut: 2 } });
  });

  it("validates with the spec texts ('Password must be at least 6 characters long', 'Passwords do not match')", async () => {
    const user = await newAttendant();
    const owner = as(t.app, acme.owner);
    const short = await owner.post(`/users/${user.id}/reset-password`, { newPassword: '12345', confirmPassword: '12345' });
    expect(short.statusCode).toBe(400);
    expect(json(short).details).toContainEqual({ field: 'newPassword', message: USER_MSG.passwordTooShort });
    const mismatch = await owner.post(`/users/${user.id}/reset-password`, { newPassword: 'abcdef', confirmPassword: 'abcdeg' });
    expect(mismatch.statusCode).toBe(400);
    expect(json(mismatch).details).toContainEqual({ field: 'confirmPassword', message: USER_MSG.passwordsMismatch });
    expect((await login(user.email, 'first-pass')).statusCode).toBe(200);
  });

  it('keeps the rules: only users the caller manages, never oneself', async () => {
    const body = { newPassword: 'abcdef', confirmPassword: 'abcdef' };
    const peer = await as(t.app, acme.owner).post('/users', { name: 'Peer Manager', email: `peer.${Date.now()}@team.example`, role: 'manager', password: 'secret1', stationIds: [] });
    const cases = [
      await as(t.app, acme.manager).post(`/users/${acme.owner.id}/reset-password`, body),
      await as(t.app, acme.manager).post(`/users/${json(peer).data.id}/reset-password`, body),
      await as(t.app, acme.manager).post(`/users/${acme.manager.id}/reset-password`, body),
      await as(t.app, acme.owner).post(`/users/${acme.owner.id}/reset-password`, body),
    ];
    expect(cases.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect((await as(t.app, acme.owner).post(`/users/${json(peer).data.id}/reset-password`, body)).statusCode).toBe(200);
  });
});

describe('POST /admin/me/change-password (superadmin)', () => {
  it('changes the admin password on the platform path, keeping this session and ending the others', async () => {
    const admin = await createSuperadmin(t.app, t.handle.db);
    const here = await session(admin.email, TEST_PASSWORD, true);
    const other = await session(admin.email, TEST_PASSWORD, true);
    const call = (s: { token: string }, body: Record<string, unknown>): Promise<LightMyRequestResponse> =>
      t.app.inject({ method: 'POST', url: '/api/v1/admin/me/change-password', headers: { authorization: `Bearer ${s.token}` }, payload: body });

    const wrong = await call(here, { currentPassword: 'nope', newPassword: 'Admin-next-1' });
    expect(wrong.statusCode).toBe(422);
    const res = await call(here, { currentPassword: TEST_PASSWORD, newPassword: 'Admin-next-1' });
    expect(res.statusCode, res.body).toBe(200);
    // The other session and the factory's own sign-in.
    expect(json(res).data).toEqual({ otherSessionsSignedOut: 2 });
    expect((await refresh(here.cookie)).statusCode).toBe(200);
    expect((await refresh(other.cookie)).statusCode).toBe(401);
    expect((await login(admin.email, TEST_PASSWORD, true)).statusCode).toBe(401);
    expect((await login(admin.email, 'Admin-next-1', true)).statusCode).toBe(200);
    const profile = json(await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: { authorization: `Bearer ${here.token}` } })).data;
    expect(profile).toMatchObject({ id: admin.id, role: 'superadmin', tenantId: null, planName: null, passwordChangedAt: expect.any(String) });
    // A tenant user cannot use it, and the superadmin cannot use the tenant route.
    expect((await call(acme.owner, { currentPassword: TEST_PASSWORD, newPassword: 'whatever-1' })).statusCode).toBe(403);
    expect((await changePassword(here, admin.id, { currentPassword: 'Admin-next-1', newPassword: 'whatever-1' })).statusCode).toBe(403);
  });
});
