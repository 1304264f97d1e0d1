import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { READING_MSG, saleAmount, sumDecimals, volumeBetween, type TAttendantTask } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import {
  as,
  assignStation,
  createNozzle,
  createPrice,
  createStation,
  createStationTree,
  createTenant,
  recordReading,
  signIn,
  updateInventory,
  TEST_PASSWORD,
  type TestTenant,
  type TestUser,
} from '../../../test/factories';
import { nozzles, users } from '../../db/schema';
import { withPlatform, withTenant } from '../../db/tenant';
import { hashPassword } from '../../lib/passwords';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A second attendant of the tenant, signed in. */
async function anotherAttendant(tenant: TestTenant): Promise<TestUser> {
  const email = `attendant2.${uuidv7().slice(-12)}@test.example`;
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const [row] = await withPlatform(t.handle.db, (tx) =>
    tx.insert(users).values({ tenantId: tenant.id, email, name: 'Second Attendant', role: 'attendant', passwordHash }).returning({ id: users.id }),
  );
  return { id: row!.id, email, role: 'attendant', tenantId: tenant.id, token: await signIn(t.app, email) };
}

/** A cash report row written straight into cash_reports (its API belongs to another area); `daysBack` 0 = today. */
async function insertCashReport(tenant: TestTenant, user: { id: string }, stationId: string, daysBack = 0): Promise<void> {
  await withTenant(t.handle.db, tenant.id, (tx) =>
    tx.execute(sql`insert into cash_reports (id, tenant_id, station_id, business_day, shift, user_id, user_name, cash_amount)
      values (${uuidv7()}, ${tenant.id}, ${stationId}, fc_tenant_today(${tenant.id}::uuid, ${daysBack}::int), 'morning', ${user.id}, 'Test', 1500.50)`),
  );
}

/** Today in the tenant's zone (the tests' tenants keep the default, Asia/Kolkata). */
const todayInKolkata = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

describe('GET /attendant/stations, /attendant/pumps, /attendant/nozzles', () => {
  it('give an attendant only the assigned stations and their pumps and nozzles', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const mine = await createStationTree(t.handle.db, tenant.id, { pumps: 2, nozzlesPerPump: 2, name: 'Assigned Station' });
    await createStationTree(t.handle.db, tenant.id, { pumps: 1, nozzlesPerPump: 3, name: 'Other Station' });
    const att = as(t.app, tenant.attendant);

    // Nothing assigned yet: honest empty lists.
    expect(json(await att.get('/attendant/stations')).data).toEqual({ items: [], page: 1, limit: 20, total: 0 });
    expect(json(await att.get('/attendant/nozzles')).data.total).toBe(0);

    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, mine.station.id);
    const stations = json(await att.get('/attendant/stations')).data;
    expect(stations.items.map((s: { name: string; pumpCount: number; address: string; status: string }) => [s.name, s.pumpCount, s.address, s.status])).toEqual([
      ['Assigned Station', 2, '1 MG Road, Bengaluru', 'active'],
    ]);

    const pumps = json(await att.get(`/attendant/pumps?stationId=${mine.station.id}`)).data;
    expect(pumps.items.map((p: { id: string }) => p.id).sort()).toEqual(mine.pumps.map((p) => p.id).sort());
    expect(json(await att.get('/attendant/pumps')).data.total).toBe(2);

    const nozzles = json(await att.get(`/attendant/nozzles?pumpId=${mine.pumps[0]!.id}`)).data;
    expect(nozzles.items.map((n: { nozzleNumber: number; fuelType: string }) => [n.nozzleNumber, n.fuelType])).toEqual([
      [1, 'petrol'],
      [2, 'diesel'],
    ]);
    expect(json(await att.get(`/attendant/nozzles?stationId=${mine.station.id}`)).data.total).toBe(4);
    expect(json(await att.get('/attendant/nozzles')).data.total).toBe(4);
    // The total whether the page tells it (short of its limit) or it is counted (a full page, a page past the end).
    for (const [q, items] of [['limit=3', 3], ['limit=3&page=2', 1], ['limit=4', 4], ['limit=3&page=3', 0]] as const) {
      const data = json(await att.get(`/attendant/nozzles?${q}`)).data;
      expect([q, data.items.length, data.total]).toEqual([q, items, 4]);
    }

    // Deleted assets leave the attendant's lists too.
    await as(t.app, tenant.owner).del(`/pumps/${mine.pumps[1]!.id}`);
    expect(json(await att.get('/attendant/pumps')).data.total).toBe(1);
    expect(json(await att.get('/attendant/nozzles')).data.total).toBe(2);
    // …and a filter naming the deleted pump is a 404 like any pump the attendant cannot see.
    expect((await att.get(`/attendant/nozzles?pumpId=${mine.pumps[1]!.id}`)).statusCode).toBe(404);
  });

  it('carry the price per litre in effect now on each nozzle (null where none is set)', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const tree = await createStationTree(t.handle.db, tenant.id, { pumps: 1, nozzlesPerPump: 2 });
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, tree.station.id);
    await createPrice(t.handle.db, tenant.id, tree.station.id, { fuelType: 'petrol', price: '101.20', validFrom: new Date(Date.now() - 86_400_000) });
    await createPrice(t.handle.db, tenant.id, tree.station.id, { fuelType: 'petrol', price: '102.47' });
    // A price that starts tomorrow is not in effect now.
    await createPrice(t.handle.db, tenant.id, tree.station.id, { fuelType: 'petrol', price: '110.00', validFrom: new Date(Date.now() + 86_400_000) });
    const items = json(await as(t.app, tenant.attendant).get('/attendant/nozzles')).data.items;
    expect(items.map((n: { fuelType: string; currentPrice: number | null }) => [n.fuelType, n.currentPrice])).toEqual([
      ['petrol', 102.47],
      ['diesel', null],
    ]);
  });

  it("answer 404 for every id of a station the attendant is not assigned to, or of another tenant, and store nothing", async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const mine = await createStationTree(t.handle.db, tenant.id, { pumps: 1, nozzlesPerPump: 1 });
    const other = await createStationTree(t.handle.db, tenant.id, { pumps: 1, nozzlesPerPump: 1 });
    const stranger = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const foreign = await createStationTree(t.handle.db, stranger.id, { pumps: 1, nozzlesPerPump: 1 });
    for (const [tid, s] of [[tenant.id, mine], [tenant.id, other], [stranger.id, foreign]] as const) {
      await createPrice(t.handle.db, tid, s.station.id, { fuelType: 'petrol' });
    }
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, mine.station.id);
    const att = as(t.app, tenant.attendant);
    // The other tenant's attendant is assigned to its station: its ids exist and are live.
    await assignStation(t.handle.db, stranger.id, stranger.attendant.id, foreign.station.id);

    for (const tree of [other, foreign]) {
      const stationId = tree.station.id;
      const pumpId = tree.pumps[0]!.id;
      const nozzleId = tree.pumps[0]!.nozzles[0]!.id;
      const answers = {
        pumpsOfStation: (await att.get(`/attendant/pumps?stationId=${stationId}`)).statusCode,
        nozzlesOfStation: (await att.get(`/attendant/nozzles?stationId=${stationId}`)).statusCode,
        nozzlesOfPump: (await att.get(`/attendant/nozzles?pumpId=${pumpId}`)).statusCode,
        reading: (await att.post('/attendant/readings', { nozzleId, reading: 10 })).statusCode,
        station: (await att.get(`/stations/${stationId}`)).statusCode,
        pump: (await att.get(`/pumps/${pumpId}`)).statusCode,
        nozzle: (await att.get(`/nozzles/${nozzleId}`)).statusCode,
      };
      expect(answers).toEqual({ pumpsOfStation: 404, nozzlesOfStation: 404, nozzlesOfPump: 404, reading: 404, station: 404, pump: 404, nozzle: 404 });
    }
    // An id that exists nowhere answers the same as one the attendant may not see.
    const unknown = uuidv7();
    const refused = await att.post('/attendant/readings', { nozzleId: unknown, reading: 10 });
    expect(refused.statusCode).toBe(404);
    expect(json(refused)).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Nozzle not found' });
    expect((await att.get(`/attendant/pumps?stationId=${unknown}`)).statusCode).toBe(404);
    // Nothing was stored anywhere.
    expect(json(await as(t.app, tenant.owner).get('/nozzle-readings')).data.total).toBe(0);
    expect(json(await as(t.app, stranger.owner).get('/nozzle-readings')).data.total).toBe(0);
  });

  it('answer 404 for an alert of a station the attendant is not assigned to', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const mine = await createStationTree(t.handle.db, tenant.id, { pumps: 1, nozzlesPerPump: 1 });
    const other = await createStationTree(t.handle.db, tenant.id, { pumps: 1, nozzlesPerPump: 1 });
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, mine.station.id);
    const owner = as(t.app, tenant.owner);
    // A tank at 10% of its capacity at each station: a low-stock alert each.
    for (const s of [mine, other]) {
      await owner.post('/inventory/update', { stationId: s.station.id, fuelType: 'petrol', newStock: 9000, capacity: 10000 });
      await owner.post('/inventory/update', { stationId: s.station.id, fuelType: 'petrol', newStock: 1000 });
    }
    const all = json(await owner.get('/alerts?limit=100')).data.items as Array<{ id: string; stationId: string }>;
    const theirs = all.find((a) => a.stationId === other.station.id)!;
    const ours = all.find((a) => a.stationId === mine.station.id)!;
    const att = as(t.app, tenant.attendant);
    const listed = json(await att.get('/attendant/alerts?limit=100')).data.items as Array<{ id: string }>;
    expect(listed.map((a) => a.id)).toEqual([ours.id]);
    expect((await att.put(`/attendant/alerts/${theirs.id}/acknowledge`)).statusCode).toBe(404);
    expect(json(await owner.get(`/alerts/${theirs.id}`)).data.acknowledged).toBe(false);
    const acked = await att.put(`/attendant/alerts/${ours.id}/acknowledge`);
    expect(acked.statusCode).toBe(200);
    expect(json(acked).data.acknowledged).toBe(true);
  });

  it('are for attendants only (owners and managers use the general routes)', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    for (const user of [tenant.owner, tenant.manager]) {
      for (const path of ['/attendant/stations', '/attendant/readings', '/attendant/todays-summary']) {
        expect((await as(t.app, user).get(path)).statusCode, path).toBe(403);
      }
      expect((await as(t.app, user).post('/attendant/readings', { nozzleId: uuidv7(), reading: 1 })).statusCode).toBe(403);
    }
    expect((await as(t.app, tenant.attendant).get('/attendant/pumps?stationId=bad')).statusCode).toBe(400);
  });
});

describe('POST /attendant/readings', () => {
  async function setup() {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const tree = await createStationTree(t.handle.db, tenant.id, { pumps: 1, nozzlesPerPump: 2 });
    await createPrice(t.handle.db, tenant.id, tree.station.id, { fuelType: 'petrol', price: '102.47' });
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, tree.station.id);
    return { tenant, tree, nozzleId: tree.pumps[0]!.nozzles[0]!.id, dieselId: tree.pumps[0]!.nozzles[1]!.id };
  }

  it('records a reading on an assigned nozzle with the server figures, cash unless told, in the attendant\'s name', async () => {
    const { tenant, nozzleId } = await setup();
    const res = await as(t.app, tenant.attendant).post('/attendant/readings', { nozzleId, reading: 120.5 });
    expect(res.statusCode).toBe(201);
    expect(json(res).data).toMatchObject({
      nozzleId,
      reading: 120.5,
      previousReading: 0,
      volume: 120.5,
      pricePerLitre: 102.47,
      amount: Number(saleAmount('120.5', '102.47')),
      paymentMethod: 'cash',
      status: 'recorded',
      recordedBy: `attendant ${tenant.attendant.email.split('.')[1]!.split('@')[0]}`,
    });
    const card = await as(t.app, tenant.attendant).post('/attendant/readings', { nozzleId, reading: 130, paymentMethod: 'upi' });
    expect(json(card).data).toMatchObject({ paymentMethod: 'upi', volume: 9.5 });
  });

  it('gives the answers of POST /nozzle-readings: below the previous reading and no price are 422 with the texts', async () => {
    const { tenant, nozzleId, dieselId } = await setup();
    const att = as(t.app, tenant.attendant);
    await recordReading(t.app, tenant.owner, { nozzleId, reading: 500 });
    const below = await att.post('/attendant/readings', { nozzleId, reading: 499.5 });
    expect(below.statusCode).toBe(422);
    expect(json(below)).toMatchObject({ code: 'READING_BELOW_PREVIOUS', message: READING_MSG.belowPrevious('499.5', '500') });
    const noPrice = await att.post('/attendant/readings', { nozzleId: dieselId, reading: 10 });
    expect(noPrice.statusCode).toBe(422);
    expect(json(noPrice).code).toBe('NO_PRICE');
    const negative = await att.post('/attendant/readings', { nozzleId, reading: -1 });
    expect(negative.statusCode).toBe(400);
    expect(json(negative).details[0]).toMatchObject({ field: 'reading', message: READING_MSG.invalidValue });
    expect(json(await as(t.app, tenant.owner).get('/nozzle-readings')).data.total).toBe(1);
  });

  it('replays: the same client id and body answer the stored reading (200) and store nothing; another body is 409', async () => {
    const { tenant, nozzleId } = await setup();
    const att = as(t.app, tenant.attendant);
    const id = uuidv7();
    const body = { id, nozzleId, reading: 42.125, recordedAt: new Date(Date.now() - 60_000).toISOString() };
    const first = await att.post('/attendant/readings', body);
    expect(first.statusCode).toBe(201);
    // A later reading does not stop the replay from answering the stored one.
    await att.post('/attendant/readings', { nozzleId, reading: 50 });
    const again = await att.post('/attendant/readings', body);
    expect(again.statusCode).toBe(200);
    expect(json(again).data).toEqual(json(first).data);
    const other = await att.post('/attendant/readings', { ...body, reading: 43 });
    expect(other.statusCode).toBe(409);
    expect(json(other).message).toBe(READING_MSG.replayMismatch);
    expect(json(await att.get('/attendant/readings')).data.total).toBe(2);
  });
});

describe('GET /attendant/readings', () => {
  it("lists the attendant's own readings only, newest first, voided ones with their status; 10 unless told", async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const tree = await createStationTree(t.handle.db, tenant.id, { pumps: 2, nozzlesPerPump: 1 });
    await createPrice(t.handle.db, tenant.id, tree.station.id, { fuelType: 'petrol', price: '100.00' });
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, tree.station.id);
    const second = await anotherAttendant(tenant);
    await assignStation(t.handle.db, tenant.id, second.id, tree.station.id);
    const [a, b] = tree.pumps.map((p) => p.nozzles[0]!.id) as [string, string];

    let value = 0;
    const mine: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await as(t.app, tenant.attendant).post('/attendant/readings', { nozzleId: i % 2 ? b : a, reading: (value += 1.5) });
      mine.push(json(res).data.id);
      // Someone else's readings in between: never in this attendant's list.
      if (i % 4 === 0) await recordReading(t.app, i % 8 ? tenant.owner : second, { nozzleId: i % 2 ? b : a, reading: (value += 1) });
    }
    // The owner voids the attendant's latest reading: it stays in the list, as voided.
    await as(t.app, tenant.owner).post(`/nozzle-readings/${mine[11]}/void`, { reason: 'Misread' });

    const list = json(await as(t.app, tenant.attendant).get('/attendant/readings')).data;
    expect(list.limit).toBe(10);
    expect(list.total).toBe(12);
    expect(list.items.map((r: { id: string }) => r.id)).toEqual(mine.slice().reverse().slice(0, 10));
    expect(list.items[0]).toMatchObject({ status: 'voided', nozzleName: 'Nozzle 1', pumpName: tree.pumps[1]!.name, stationName: tree.station.name });
    expect(Object.keys(list.items[1]).sort()).toEqual(
      ['amount', 'fuelType', 'id', 'nozzleId', 'nozzleName', 'nozzleNumber', 'paymentMethod', 'pricePerLitre', 'pumpName', 'reading', 'recordedAt', 'stationId', 'stationName', 'status', 'volume'].sort(),
    );
    const five = json(await as(t.app, tenant.attendant).get('/attendant/readings?limit=5&page=3')).data;
    expect(five.items.map((r: { id: string }) => r.id)).toEqual(mine.slice().reverse().slice(10, 12));
    const past = json(await as(t.app, tenant.attendant).get('/attendant/readings?limit=5&page=9')).data;
    expect(past).toEqual({ items: [], page: 9, limit: 5, total: 12 });
    expect(json(await as(t.app, second).get('/attendant/readings')).data.total).toBe(2);
  });
});

describe('GET /attendant/todays-summary', () => {
  it("sums the attendant's own non-voided readings of today exactly, with the last one", async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const tree = await createStationTree(t.handle.db, tenant.id, { pumps: 1, nozzlesPerPump: 3 });
    const dayAgo = new Date(Date.now() - 2 * 86_400_000);
    await createPrice(t.handle.db, tenant.id, tree.station.id, { fuelType: 'petrol', price: '102.47', validFrom: dayAgo });
    await createPrice(t.handle.db, tenant.id, tree.station.id, { fuelType: 'diesel', price: '89.62', validFrom: dayAgo });
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, tree.station.id);
    const [petrol, diesel] = tree.pumps[0]!.nozzles.map((n) => n.id) as [string, string];
    const att = as(t.app, tenant.attendant);

    const { tasks, ...empty } = json(await att.get('/attendant/todays-summary')).data;
    expect(empty).toEqual({ businessDay: todayInKolkata(), totalReadings: 0, totalVolume: 0, totalRevenue: 0, cashReported: false, lastReading: null });
    expect(tasks.map((task: { id: string }) => task.id)).toEqual(['morningReadings', 'cashReport', 'fuelLevels']);

    // Yesterday's reading (dated before today's business day began) does not count.
    await att.post('/attendant/readings', { nozzleId: petrol, reading: 1000.001, recordedAt: new Date(Date.now() - 25 * 3_600_000).toISOString() });
    const entries: Array<[string, string, string]> = [
      [petrol, '1000.001', '1012.337'],
      [diesel, '0', '33.333'],
      [petrol, '1012.337', '1020.019'],
      [diesel, '33.333', '40.101'],
    ];
    const ids: string[] = [];
    for (const [nozzleId, , to] of entries) ids.push(json(await att.post('/attendant/readings', { nozzleId, reading: Number(to) })).data.id);
    // The owner's reading of today is not the attendant's.
    await recordReading(t.app, tenant.owner, { nozzleId: petrol, reading: 1100 });
    // Voided: the attendant's diesel reading (the nozzle's latest).
    await as(t.app, tenant.owner).post(`/nozzle-readings/${ids[3]}/void`, { reason: 'Wrong nozzle' });

    const live = entries.slice(0, 3);
    const prices: Record<string, string> = { [petrol]: '102.47', [diesel]: '89.62' };
    const volumes = live.map(([, from, to]) => volumeBetween(from, to));
    const amounts = live.map(([nozzleId, from, to]) => saleAmount(volumeBetween(from, to), prices[nozzleId]!));
    const s = json(await att.get('/attendant/todays-summary')).data;
    expect(s.totalReadings).toBe(3);
    expect(s.totalVolume.toFixed(3)).toBe(sumDecimals(volumes, 3));
    expect(s.totalRevenue.toFixed(2)).toBe(sumDecimals(amounts, 2));
    // The same by hand: 12.336 L × 102.47 = 1264.07, 33.333 L × 89.62 = 2987.30, 7.682 L × 102.47 = 787.17.
    expect(s.totalVolume.toFixed(3)).toBe('53.351');
    expect(s.totalRevenue.toFixed(2)).toBe('5038.54');
    // The last reading: the petrol one (the diesel after it was voided).
    expect(s.lastReading).toMatchObject({ id: ids[2], nozzleName: 'Nozzle 1', pumpName: tree.pumps[0]!.name, fuelType: 'petrol', volume: 7.682, amount: 787.17 });
    expect(Date.parse(s.lastReading.time)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('says cash reported once the attendant has a cash report for today at an assigned station', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const mine = await createStationTree(t.handle.db, tenant.id, { pumps: 1, nozzlesPerPump: 1 });
    const other = await createStationTree(t.handle.db, tenant.id, { pumps: 1, nozzlesPerPump: 1 });
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, mine.station.id);
    const second = await anotherAttendant(tenant);
    const reported = async () => json(await as(t.app, tenant.attendant).get('/attendant/todays-summary')).data.cashReported;

    expect(await reported()).toBe(false);
    await insertCashReport(tenant, tenant.attendant, mine.station.id, 1); // yesterday's
    await insertCashReport(tenant, second, mine.station.id); // someone else's
    await insertCashReport(tenant, tenant.attendant, other.station.id); // a station not assigned
    expect(await reported()).toBe(false);
    await insertCashReport(tenant, tenant.attendant, mine.station.id);
    expect(await reported()).toBe(true);
  });
});

/**
 * Sets the tenant's zone to one where it is now between 14:00 and 15:00 (Etc/GMT-N is UTC+N), so the
 * morning of today's business day is over whenever the test runs; returns the zone's offset and its day.
 */
async function afternoonZone(tenant: TestTenant): Promise<{ at: (hhmm: string) => Date; day: string }> {
  const now = new Date();
  const offset = 14 - now.getUTCHours(); // -9 … +14
  const zone = offset === 0 ? 'Etc/GMT' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
  await withPlatform(t.handle.db, (tx) => tx.execute(sql`update tenants set time_zone = ${zone} where id = ${tenant.id}`));
  const day = new Date(now.getTime() + offset * 3_600_000).toISOString().slice(0, 10);
  const sign = offset < 0 ? '-' : '+';
  const hh = String(Math.abs(offset)).padStart(2, '0');
  return { day, at: (hhmm) => new Date(`${day}T${hhmm}:00${sign}${hh}:00`) };
}

const taskOf = async (user: TestUser, id: TAttendantTask['id']) =>
  (json(await as(t.app, user).get('/attendant/todays-summary')).data.tasks as TAttendantTask[]).find((task) => task.id === id);

describe("GET /attendant/todays-summary: Today's Tasks (docs/decisions/062)", () => {
  it('turn done as the day goes: morning readings of every active nozzle (by anyone, voided ones not), my cash report, stock alerts acknowledged', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const tree = await createStationTree(t.handle.db, tenant.id, { pumps: 1, nozzlesPerPump: 2 });
    const other = await createStationTree(t.handle.db, tenant.id, { pumps: 1, nozzlesPerPump: 1 });
    // Not counted: an inactive nozzle, and a nozzle deleted.
    await createNozzle(t.handle.db, tenant.id, tree.pumps[0]!.id, { status: 'inactive' });
    const gone = await createNozzle(t.handle.db, tenant.id, tree.pumps[0]!.id);
    await withTenant(t.handle.db, tenant.id, (tx) => tx.update(nozzles).set({ deletedAt: new Date() }).where(sql`${nozzles.id} = ${gone.id}`));
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    for (const station of [tree.station.id, other.station.id]) await createPrice(t.handle.db, tenant.id, station, { fuelType: 'petrol', validFrom: twoDaysAgo });
    await createPrice(t.handle.db, tenant.id, tree.station.id, { fuelType: 'diesel', validFrom: twoDaysAgo });
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, tree.station.id);
    const { at, day } = await afternoonZone(tenant);
    const [a, b] = tree.pumps[0]!.nozzles.map((n) => n.id) as [string, string];
    const att = as(t.app, tenant.attendant);

    const first = json(await att.get('/attendant/todays-summary')).data;
    expect(first.businessDay).toBe(day);
    // Due at the spec's times of day in the tenant's zone; the morning ends at noon.
    expect(first.tasks).toEqual([
      { id: 'morningReadings', dueAt: at('09:00').toISOString(), done: false, nozzlesRead: 0, nozzlesTotal: 2, windowEndsAt: at('12:00').toISOString() },
      { id: 'cashReport', dueAt: at('18:00').toISOString(), done: false },
      { id: 'fuelLevels', dueAt: at('08:00').toISOString(), done: true, stockAlerts: 0 },
    ]);

    const morning = async () => {
      const task = await taskOf(tenant.attendant, 'morningReadings');
      return task?.id === 'morningReadings' ? [task.nozzlesRead, task.nozzlesTotal, task.done] : task;
    };
    // Yesterday's reading is not this morning's.
    await att.post('/attendant/readings', { nozzleId: a, reading: 100, recordedAt: new Date(at('00:00').getTime() - 3_600_000).toISOString() });
    expect(await morning()).toEqual([0, 2, false]);
    // The owner's reading at 10:00 reads nozzle A for everyone at the station.
    await recordReading(t.app, tenant.owner, { nozzleId: a, reading: 150, recordedAt: at('10:00') });
    expect(await morning()).toEqual([1, 2, false]);
    // B at 11:30: every nozzle read. Voided, it no longer counts; read again at 11:45, it does.
    const early = json(await att.post('/attendant/readings', { nozzleId: b, reading: 40, recordedAt: at('11:30').toISOString() })).data;
    expect(await morning()).toEqual([2, 2, true]);
    expect((await as(t.app, tenant.owner).post(`/nozzle-readings/${early.id}/void`, { reason: 'Wrong nozzle' })).statusCode).toBe(200);
    expect(await morning()).toEqual([1, 2, false]);
    await att.post('/attendant/readings', { nozzleId: b, reading: 41, recordedAt: at('11:45').toISOString() });
    expect(await morning()).toEqual([2, 2, true]);
    // A reading now (the afternoon) is not a morning reading: a new nozzle read only now stays unread.
    const late = await createNozzle(t.handle.db, tenant.id, tree.pumps[0]!.id);
    expect((await att.post('/attendant/readings', { nozzleId: late.id, reading: 10 })).statusCode).toBe(201);
    expect(await morning()).toEqual([2, 3, false]);

    // The cash report: another station's or another attendant's does not do it; mine does.
    expect((await taskOf(tenant.attendant, 'cashReport'))?.done).toBe(false);
    await insertCashReport(tenant, await anotherAttendant(tenant), tree.station.id);
    expect((await taskOf(tenant.attendant, 'cashReport'))?.done).toBe(false);
    const report = await att.post('/attendant/cash-report', { stationId: tree.station.id, shift: 'afternoon', cashAmount: 1500, cardAmount: 0, upiAmount: 250, creditAmount: 0 });
    expect(report.statusCode).toBe(201);
    const summary = json(await att.get('/attendant/todays-summary')).data;
    expect(summary.cashReported).toBe(true);
    expect(summary.tasks.find((task: TAttendantTask) => task.id === 'cashReport')).toEqual({ id: 'cashReport', dueAt: at('18:00').toISOString(), done: true });

    // Fuel levels: a low-stock alert of my station waits until I acknowledge it; another station's never counts.
    await updateInventory(t.app, tenant.owner, { stationId: other.station.id, fuelType: 'petrol', newStock: 1500, capacity: 10000 });
    expect(await taskOf(tenant.attendant, 'fuelLevels')).toMatchObject({ done: true, stockAlerts: 0 });
    await updateInventory(t.app, tenant.owner, { stationId: tree.station.id, fuelType: 'petrol', newStock: 2000, capacity: 10000 });
    expect(await taskOf(tenant.attendant, 'fuelLevels')).toMatchObject({ done: false, stockAlerts: 1 });
    const waiting = json(await att.get('/attendant/alerts')).data.items.find((x: { type: string }) => x.type === 'low_stock');
    expect((await att.put(`/attendant/alerts/${waiting.id}/acknowledge`)).statusCode).toBe(200);
    expect(await taskOf(tenant.attendant, 'fuelLevels')).toMatchObject({ done: true, stockAlerts: 0 });
  });

  it('are none for an attendant with no assigned station; no reading task where no nozzle is active', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    await createStationTree(t.handle.db, tenant.id, { pumps: 1, nozzlesPerPump: 2 }); // not assigned
    expect(json(await as(t.app, tenant.attendant).get('/attendant/todays-summary')).data.tasks).toEqual([]);

    const bare = await createStation(t.handle.db, tenant.id);
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, bare.id);
    const tasks = json(await as(t.app, tenant.attendant).get('/attendant/todays-summary')).data.tasks as TAttendantTask[];
    expect(tasks.map((task) => [task.id, task.done])).toEqual([
      ['cashReport', false],
      ['fuelLevels', true],
    ]);
  });
});
