import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MSG, USER_MSG, planLimitMessage, type TUser } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import {
  as,
  assignStation,
  createPrice,
  createSuperadmin,
  createStation,
  createStationTree,
  createTenant,
  recordReading,
  signIn,
  TEST_PASSWORD,
  type TestTenant,
} from '../../../test/factories';
import { withPlatform, withTenant } from '../../db/tenant';
import { auditLog, stations, users } from '../../db/schema';

let t: TestApp;
let acme: TestTenant;
let stationA: { id: string; name: string };
let stationB: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  acme = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
  stationA = await createStation(t.handle.db, acme.id, { name: 'Andheri Fuels' });
  stationB = await createStation(t.handle.db, acme.id, { name: 'Borivali Fuels' });
  await assignStation(t.handle.db, acme.id, acme.attendant.id, stationA.id);
});
afterAll(() => t.close());

let seq = 0;
const email = (tag: string) => `${tag}.${Date.now().toString(36)}.${++seq}@team.example`;
const newAttendant = (stationIds: string[], extra: Record<string, unknown> = {}) => ({
  name: 'Ravi Kumar',
  email: email('ravi'),
  role: 'attendant',
  password: 'secret1',
  stationIds,
  ...extra,
});

async function created(user: { token: string }, body: Record<string, unknown>): Promise<TUser> {
  const res = await as(t.app, user).post('/users', body);
  expect(res.statusCode, res.body).toBe(201);
  return json(res).data;
}

const auditOf = (tenantId: string, userId: string) =>
  withTenant(t.handle.db, tenantId, (tx) =>
    tx.select().from(auditLog).where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.entityId, userId))),
  );

describe('POST /users', () => {
  it('creates an attendant assigned to a station, who can then sign in; audited', async () => {
    const body = newAttendant([stationA.id]);
    const user = await created(acme.owner, body);
    expect(user).toEqual({
      id: expect.any(String),
      name: 'Ravi Kumar',
      email: body.email,
      role: 'attendant',
      status: 'active',
      stationIds: [stationA.id],
      stationNames: ['Andheri Fuels'],
      stationName: 'Andheri Fuels',
      createdAt: expect.any(String),
      lastLoginAt: null,
    });
    const token = await signIn(t.app, body.email as string, 'secret1');
    const stationsSeen = json(await as(t.app, { token }).get('/attendant/stations')).data.items.map((s: { id: string }) => s.id);
    expect(stationsSeen).toEqual([stationA.id]);
    const [entry] = await auditOf(acme.id, user.id);
    expect(entry).toMatchObject({ action: 'user.created', actorId: acme.owner.id, entityType: 'user' });
    expect(entry!.details).toMatchObject({ role: 'attendant', stationIds: [stationA.id] });
  });

  it('lets the owner create a manager with or without stations, names joined in the station column', async () => {
    const manager = await created(acme.owner, { ...newAttendant([stationB.id, stationA.id]), role: 'manager' });
    expect(manager).toMatchObject({ role: 'manager', stationIds: [stationA.id, stationB.id], stationName: 'Andheri Fuels, Borivali Fuels' });
    const bare = await created(acme.owner, { ...newAttendant([]), role: 'manager' });
    expect(bare).toMatchObject({ stationIds: [], stationNames: [], stationName: null });
  });

  it('keeps a manager to attendants (403) and refuses the owner role for everybody (400 with the spec text)', async () => {
    const manager = as(t.app, acme.manager);
    const asManager = await manager.post('/users', { ...newAttendant([stationA.id]), role: 'manager' });
    expect(asManager.statusCode).toBe(403);
    expect(json(asManager)).toMatchObject({ code: 'FORBIDDEN', message: USER_MSG.managerManagesAttendants });
    expect((await manager.post('/users', newAttendant([stationA.id]))).statusCode).toBe(201);
    for (const caller of [acme.owner, acme.manager]) {
      const owner = await as(t.app, caller).post('/users', { ...newAttendant([stationA.id]), role: 'owner' });
      expect(owner.statusCode).toBe(400);
      expect(json(owner).details).toEqual([{ field: 'role', message: USER_MSG.rolesAllowed }]);
    }
  });

  it('gives an attendant no team access at all', async () => {
    const attendant = as(t.app, acme.attendant);
    expect((await attendant.get('/users')).statusCode).toBe(403);
    expect((await attendant.post('/users', newAttendant([stationA.id]))).statusCode).toBe(403);
    expect((await attendant.get(`/users/${acme.attendant.id}`)).statusCode).toBe(403);
    expect((await attendant.put(`/users/${acme.attendant.id}`, { name: 'Me' })).statusCode).toBe(403);
    expect((await attendant.post(`/users/${acme.attendant.id}/reset-password`, { newPassword: 'abcdef', confirmPassword: 'abcdef' })).statusCode).toBe(403);
    expect((await attendant.del(`/users/${acme.manager.id}`)).statusCode).toBe(403);
  });

  it('validates with the spec texts: name, email, password of 6, an attendant needs a station', async () => {
    const owner = as(t.app, acme.owner);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...newAttendant([stationA.id]), name: '  ' }, 'name', USER_MSG.nameRequired],
      [{ ...newAttendant([stationA.id]), email: '' }, 'email', USER_MSG.emailRequired],
      [{ ...newAttendant([stationA.id]), password: '12345' }, 'password', USER_MSG.passwordTooShort],
      [newAttendant([]), 'stationIds', USER_MSG.stationRequired],
    ];
    for (const [body, field, message] of cases) {
      const res = await owner.post('/users', body);
      expect(res.statusCode, field).toBe(400);
      expect(json(res).details).toContainEqual({ field, message });
    }
  });

  it("refuses stations that are not the tenant's live stations (422), storing nothing", async () => {
    const other = await createTenant(t.app, t.handle.db);
    const foreign = await createStation(t.handle.db, other.id);
    const gone = await createStation(t.handle.db, acme.id);
    await withTenant(t.handle.db, acme.id, (tx) => tx.update(stations).set({ deletedAt: new Date() }).where(eq(stations.id, gone.id)));
    for (const id of [foreign.id, gone.id, '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b']) {
      const body = newAttendant([stationA.id, id]);
      const res = await as(t.app, acme.owner).post('/users', body);
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({ code: 'UNPROCESSABLE', message: USER_MSG.stationsNotFound });
      const rows = await withPlatform(t.handle.db, (tx) => tx.select().from(users).where(eq(users.email, body.email as string)));
      expect(rows).toEqual([]);
    }
  });

  it('keeps emails unique across the platform, case-insensitively (409), and frees a deleted account\'s email', async () => {
    const other = await createTenant(t.app, t.handle.db);
    const admin = await createSuperadmin(t.app, t.handle.db);
    for (const taken of [other.manager.email.toUpperCase(), admin.email, acme.attendant.email]) {
      const res = await as(t.app, acme.owner).post('/users', newAttendant([stationA.id], { email: taken }));
      expect(res.statusCode, taken).toBe(409);
      expect(json(res)).toMatchObject({ code: 'CONFLICT', message: MSG.emailTaken });
    }
    const first = await created(acme.owner, newAttendant([stationA.id]));
    expect((await as(t.app, acme.owner).del(`/users/${first.id}`)).statusCode).toBe(200);
    const again = await created(acme.owner, newAttendant([stationB.id], { email: first.email }));
    expect(again.id).not.toBe(first.id);
  });

  it("enforces the plan's user limit on live users (422 PLAN_LIMIT); a deleted user frees a seat", async () => {
    const small = await createTenant(t.app, t.handle.db, { plan: 'Regular' }); // 5 users; owner, manager, attendant exist
    const station = await createStation(t.handle.db, small.id);
    const owner = as(t.app, small.owner);
    await created(small.owner, newAttendant([station.id]));
    const fifth = await created(small.owner, newAttendant([station.id]));
    const sixth = await owner.post('/users', newAttendant([station.id]));
    expect(sixth.statusCode).toBe(422);
    expect(json(sixth)).toMatchObject({ code: 'PLAN_LIMIT', message: planLimitMessage('users', 5, 'Regular') });
    expect((await owner.del(`/users/${fifth.id}`)).statusCode).toBe(200);
    await created(small.owner, newAttendant([station.id]));
  });

  it('lets two creates race for the last seat without both passing', async () => {
    const small = await createTenant(t.app, t.handle.db, { plan: 'Regular' });
    const station = await createStation(t.handle.db, small.id);
    await created(small.owner, newAttendant([station.id]));
    const results = await Promise.all([1, 2, 3].map(() => as(t.app, small.owner).post('/users', newAttendant([station.id]))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
  });
});

describe('GET /users', () => {
  it('lists live users, owner first, then managers and attendants by name, with filters and paging', async () => {
    const shop = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const s1 = await createStation(t.handle.db, shop.id, { name: 'Colaba' });
    const zara = await created(shop.owner, newAttendant([s1.id], { name: 'Zara Shaikh' }));
    const amit = await created(shop.owner, newAttendant([s1.id], { name: 'Amit Joshi', email: email('AMIT') }));
    const gone = await created(shop.owner, newAttendant([s1.id], { name: 'Gone Person' }));
    await as(t.app, shop.owner).del(`/users/${gone.id}`);
    const owner = as(t.app, shop.owner);

    const all = json(await owner.get('/users')).data;
    expect(all.total).toBe(5);
    expect(all.items.map((u: TUser) => u.role)).toEqual(['owner', 'manager', 'attendant', 'attendant', 'attendant']);
    const attendants = all.items.slice(2).map((u: TUser) => u.name);
    expect(attendants).toEqual([...attendants].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(attendants).toContain('Zara Shaikh');
    expect(attendants).not.toContain('Gone Person');

    expect(json(await owner.get('/users?role=manager')).data.items.map((u: TUser) => u.id)).toEqual([shop.manager.id]);
    expect(json(await owner.get('/users?search=amit')).data.items.map((u: TUser) => u.id)).toEqual([amit.id]);
    expect(json(await owner.get(`/users?stationId=${s1.id}`)).data.items.map((u: TUser) => u.id).sort()).toEqual([amit.id, zara.id].sort());
    const second = json(await owner.get('/users?limit=2&page=2')).data;
    expect(second).toMatchObject({ page: 2, limit: 2, total: 5 });
    expect(second.items).toHaveLength(2);
    const past = json(await owner.get('/users?limit=2&page=9')).data;
    expect(past).toMatchObject({ items: [], total: 5 });
    // The manager sees the whole team too (managing is another matter).
    expect(json(await as(t.app, shop.manager).get('/users')).data.total).toBe(5);
  });

  it("answers another tenant's user ids with 404 on every route", async () => {
    const other = await createTenant(t.app, t.handle.db);
    const owner = as(t.app, acme.owner);
    for (const res of [
      await owner.get(`/users/${other.attendant.id}`),
      await owner.put(`/users/${other.attendant.id}`, { name: 'Taken Over' }),
      await owner.del(`/users/${other.attendant.id}`),
      await owner.post(`/users/${other.attendant.id}/reset-password`, { newPassword: 'abcdef', confirmPassword: 'abcdef' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(json(res).message).toBe(USER_MSG.userNotFound);
    }
    await signIn(t.app, other.attendant.email); // untouched
  });
});

describe('PUT /users/{id}', () => {
  it('edits name, email, role and stations; audited with before and after', async () => {
    const user = await created(acme.owner, newAttendant([stationA.id]));
    const newEmail = email('renamed');
    const res = await as(t.app, acme.owner).put(`/users/${user.id}`, { name: 'Ravi K.', email: newEmail.toUpperCase(), role: 'manager', stationIds: [stationB.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({ name: 'Ravi K.', email: newEmail, role: 'manager', stationIds: [stationB.id] });
    await signIn(t.app, newEmail, 'secret1');
    const entries = await auditOf(acme.id, user.id);
    const update = entries.find((e) => e.action === 'user.updated')!;
    expect(update.details).toMatchObject({ before: { role: 'attendant', stationIds: [stationA.id] }, after: { role: 'manager', stationIds: [stationB.id] } });
  });

  it('keeps the rules: a manager edits attendants only and promotes nobody; nobody edits the owner or themselves', async () => {
    const attendant = await created(acme.owner, newAttendant([stationA.id]));
    const manager = as(t.app, acme.manager);
    const cases: Array<[Awaited<ReturnType<typeof manager.put>>, string]> = [
      [await manager.put(`/users/${attendant.id}`, { role: 'manager' }), USER_MSG.managerManagesAttendants],
      [await as(t.app, acme.owner).put(`/users/${acme.manager.id}`, { role: 'owner' }), USER_MSG.rolesAllowed],
      [await manager.put(`/users/${acme.owner.id}`, { name: 'Boss' }), USER_MSG.ownerNotManaged],
      [await manager.put(`/users/${acme.manager.id}`, { name: 'Me' }), USER_MSG.notYourself],
      [await as(t.app, acme.owner).put(`/users/${acme.owner.id}`, { name: 'Me' }), USER_MSG.notYourself],
    ];
    for (const [res, message] of cases) {
      if (res.statusCode === 400) expect(json(res).details).toEqual([{ field: 'role', message }]);
      else expect(json(res)).toMatchObject({ code: 'FORBIDDEN', message });
    }
    expect(cases.map(([res]) => res.statusCode)).toEqual([403, 400, 403, 403, 403]);
    const other = await created(acme.owner, { ...newAttendant([]), role: 'manager' });
    expect((await manager.put(`/users/${other.id}`, { name: 'Peer' })).statusCode).toBe(403);
    expect((await manager.put(`/users/${attendant.id}`, { name: 'Renamed by manager', stationIds: [stationB.id] })).statusCode).toBe(200);
  });

  it('requires a station for whoever ends up an attendant, and checks the stations sent', async () => {
    const manager = await created(acme.owner, { ...newAttendant([]), role: 'manager' });
    const demote = await as(t.app, acme.owner).put(`/users/${manager.id}`, { role: 'attendant' });
    expect(demote.statusCode).toBe(422);
    expect(json(demote)).toMatchObject({ message: USER_MSG.stationRequired, details: [{ field: 'stationIds', message: USER_MSG.stationRequired }] });
    const other = await createTenant(t.app, t.handle.db);
    const foreign = await createStation(t.handle.db, other.id);
    const bad = await as(t.app, acme.owner).put(`/users/${manager.id}`, { role: 'attendant', stationIds: [foreign.id] });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).message).toBe(USER_MSG.stationsNotFound);
    const ok = await as(t.app, acme.owner).put(`/users/${manager.id}`, { role: 'attendant', stationIds: [stationA.id] });
    expect(ok.statusCode).toBe(200);
    const clear = await as(t.app, acme.owner).put(`/users/${manager.id}`, { stationIds: [] });
    expect(clear.statusCode).toBe(422);
  });

  it("refuses another account's email (409) and accepts the user's own", async () => {
    const user = await created(acme.owner, newAttendant([stationA.id]));
    const taken = await as(t.app, acme.owner).put(`/users/${user.id}`, { email: acme.manager.email });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).message).toBe(MSG.emailTaken);
    expect((await as(t.app, acme.owner).put(`/users/${user.id}`, { email: user.email.toUpperCase() })).statusCode).toBe(200);
  });

  it('makes an inactive user unable to act at once, sign in, or refresh', async () => {
    const body = newAttendant([stationA.id]);
    const user = await created(acme.owner, body);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: body.email, password: 'secret1' } });
    const token = json(login).data.token as string;
    const cookie = login.cookies.find((c) => c.name === 'fc_refresh')!.value;
    expect((await as(t.app, { token }).get('/attendant/stations')).statusCode).toBe(200);
    expect((await as(t.app, acme.owner).put(`/users/${user.id}`, { status: 'inactive' })).statusCode).toBe(200);
    expect((await as(t.app, { token }).get('/attendant/stations')).statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', headers: { cookie: `fc_refresh=${cookie}` } });
    expect(refresh.statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: body.email, password: 'secret1' } });
    expect(again.statusCode).toBe(401);
  });
});

describe('DELETE /users/{id}', () => {
  it('soft-deletes: no sign-in, the live token refused at once, the session ended; audited', async () => {
    const body = newAttendant([stationA.id]);
    const user = await created(acme.owner, body);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: body.email, password: 'secret1' } });
    const token = json(login).data.token as string;
    const cookie = login.cookies.find((c) => c.name === 'fc_refresh')!.value;

    const res = await as(t.app, acme.manager).del(`/users/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect((await as(t.app, { token }).get('/attendant/stations')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', headers: { cookie: `fc_refresh=${cookie}` } })).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: body.email, password: 'secret1' } });
    expect(again.statusCode).toBe(401);
    expect((await as(t.app, acme.owner).get(`/users/${user.id}`)).statusCode).toBe(404);
    expect((await as(t.app, acme.owner).del(`/users/${user.id}`)).statusCode).toBe(404);
    // The row stays for history.
    const [row] = await withPlatform(t.handle.db, (tx) => tx.select().from(users).where(eq(users.id, user.id)));
    expect(row).toMatchObject({ name: 'Ravi Kumar', deletedBy: acme.manager.id });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect((await auditOf(acme.id, user.id)).map((e) => e.action)).toContain('user.deleted');
  });

  it('keeps the name on the readings the deleted user recorded', async () => {
    const tree = await createStationTree(t.handle.db, acme.id, { pumps: 1, nozzlesPerPump: 1 });
    await createPrice(t.handle.db, acme.id, tree.station.id, { fuelType: 'petrol' });
    const body = newAttendant([tree.station.id], { name: 'Sunil Rao' });
    const user = await created(acme.owner, body);
    const token = await signIn(t.app, body.email as string, 'secret1');
    const reading = await recordReading(t.app, { token }, { nozzleId: tree.pumps[0]!.nozzles[0]!.id, reading: 100 });
    expect((await as(t.app, acme.owner).del(`/users/${user.id}`)).statusCode).toBe(200);
    const after = json(await as(t.app, acme.owner).get(`/nozzle-readings/${reading.id}`)).data;
    expect(after.recordedBy).toBe('Sunil Rao');
  });

  it('refuses deleting oneself, the owner, and (for a manager) a manager', async () => {
    const peer = await created(acme.owner, { ...newAttendant([]), role: 'manager' });
    const cases = [
      await as(t.app, acme.owner).del(`/users/${acme.owner.id}`),
      await as(t.app, acme.manager).del(`/users/${acme.owner.id}`),
      await as(t.app, acme.manager).del(`/users/${acme.manager.id}`),
      await as(t.app, acme.manager).del(`/users/${peer.id}`),
    ];
    expect(cases.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    await signIn(t.app, acme.owner.email, TEST_PASSWORD);
  });
});
