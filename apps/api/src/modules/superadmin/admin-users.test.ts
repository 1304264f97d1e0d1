import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, SUPERADMIN_MSG } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, createSuperadmin, createTenant, signIn } from '../../../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

describe('superadmin admin users', () => {
  it('lists admins with the platform counts; creates one who signs in; edits name and email', async () => {
    const me = as(t.app, await createSuperadmin(t.app, t.handle.db));
    await createTenant(t.app, t.handle.db);
    const email = `ops.${unique()}@platform.example`;
    const missing = await me.post('/superadmin/users', { name: 'Ops', email });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).details).toContainEqual({ field: 'password', message: SUPERADMIN_MSG.adminPasswordRequired });
    const created = await me.post('/admin/users', { name: 'Ops Admin', email, password: 'ops-password' });
    expect(created.statusCode).toBe(201);
    const ops = json(created).data;
    expect(ops).toMatchObject({ name: 'Ops Admin', email, role: 'superadmin', lastLogin: null });
    await signIn(t.app, email, 'ops-password', true);

    const list = json(await me.get('/superadmin/users')).data;
    expect(list.items.find((a: { id: string }) => a.id === ops.id).lastLogin).not.toBeNull();
    expect(list.adminUsers).toBe(list.items.length);
    expect(list.tenantUsers).toBeGreaterThanOrEqual(3);
    expect(list.totalUsers).toBe(list.adminUsers + list.tenantUsers);

    const newEmail = `ops2.${unique()}@platform.example`;
    const edited = await me.put(`/superadmin/users/${ops.id}`, { name: 'Ops Two', email: newEmail });
    expect(json(edited).data).toMatchObject({ name: 'Ops Two', email: newEmail });
    // An email held by a tenant user or another admin is refused.
    const tenant = await createTenant(t.app, t.handle.db);
    const taken = await me.put(`/superadmin/users/${ops.id}`, { name: 'Ops Two', email: tenant.owner.email });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).message).toBe(MSG.emailTaken);
  });

  it("resets an admin's password: the old one fails, the new one works, their sessions are ended", async () => {
    const me = as(t.app, await createSuperadmin(t.app, t.handle.db));
    const other = await createSuperadmin(t.app, t.handle.db);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload: { email: other.email, password: 'Test@12345' } });
    const cookie = login.headers['set-cookie'];
    expect((await me.post(`/superadmin/users/${other.id}/reset-password`, { newPassword: 'short' })).statusCode).toBe(400);
    expect((await me.post(`/superadmin/users/${other.id}/reset-password`, { newPassword: 'brand-new-pass' })).statusCode).toBe(200);
    await expect(signIn(t.app, other.email, 'Test@12345', true)).rejects.toThrow(/401/);
    await signIn(t.app, other.email, 'brand-new-pass', true);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', headers: { cookie: String(cookie).split(';')[0]! } });
    expect(refreshed.statusCode).toBe(401);
  });

  it('refuses deleting oneself; deleting another refuses their token at once', async () => {
    const mine = await createSuperadmin(t.app, t.handle.db);
    const me = as(t.app, mine);
    const self = await me.del(`/superadmin/users/${mine.id}`);
    expect(self.statusCode).toBe(403);
    expect(json(self).message).toBe(SUPERADMIN_MSG.notYourself);
    const other = await createSuperadmin(t.app, t.handle.db);
    expect((await as(t.app, other).get('/superadmin/plans')).statusCode).toBe(200);
    expect((await me.del(`/superadmin/users/${other.id}`)).statusCode).toBe(200);
    expect((await as(t.app, other).get('/superadmin/plans')).statusCode).toBe(401);
    expect((await me.del(`/superadmin/users/${other.id}`)).statusCode).toBe(404);
  });

  it('never leaves the platform without a superadmin: two admins deleting each other at once leave one', async () => {
    const a = await createSuperadmin(t.app, t.handle.db);
    const b = await createSuperadmin(t.app, t.handle.db);
    const [byA, byB] = await Promise.all([as(t.app, a).del(`/superadmin/users/${b.id}`), as(t.app, b).del(`/superadmin/users/${a.id}`)]);
    // One wins; the other, deleted meanwhile, is refused as a caller who no longer exists.
    expect([byA.statusCode, byB.statusCode].sort()).toEqual([200, 401]);
    const survivor = byA.statusCode === 200 ? a : b;
    const gone = survivor === a ? b : a;
    const left = json(await as(t.app, survivor).get('/superadmin/users')).data.items.map((x: { id: string }) => x.id);
    expect(left).toContain(survivor.id);
    expect(left).not.toContain(gone.id);
  });
});
