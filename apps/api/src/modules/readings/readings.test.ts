import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { FUEL_PRICE_MSG, READING_MSG, errorText, noPriceText } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import {
  as,
  assignStation,
  createCreditor,
  createNozzle,
  createPrice,
  createPump,
  createStation,
  createTenant,
  recordReading,
  type TestTenant,
} from '../../../test/factories';
import { withPlatform } from '../../db/tenant';
import { auditLog, nozzleReadings } from '../../db/schema';

let t: TestApp;
let pro: TestTenant;

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

beforeAll(async () => {
  t = await createTestApp();
  pro = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
});
afterAll(() => t.close());

/** A fresh station → pump → nozzle (opening 1000) with a petrol price of 102.47 from 30 days ago. */
async function tree(tenant: TestTenant = pro, opts: { price?: string | null; opening?: string } = {}) {
  const station = await createStation(t.handle.db, tenant.id, { name: `Readings ${Math.random().toString(36).slice(2, 8)}` });
  const pump = await createPump(t.handle.db, tenant.id, station.id, { name: 'Pump R' });
  const nozzle = await createNozzle(t.handle.db, tenant.id, pump.id, { fuelType: 'petrol', openingReading: opts.opening ?? '1000.000' });
  const price =
    opts.price === null ? undefined : await createPrice(t.handle.db, tenant.id, station.id, { price: opts.price ?? '102.47', validFrom: ago(30 * 24 * HOUR) });
  return { station, pump, nozzle, price };
}

async function countReadings(tenantId: string, nozzleId?: string): Promise<number> {
  const rows = await withPlatform(t.handle.db, (tx) =>
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(nozzleReadings)
      .where(and(eq(nozzleReadings.tenantId, tenantId), nozzleId ? eq(nozzleReadings.nozzleId, nozzleId) : undefined)),
  );
  return Number(rows[0]!.n);
}

describe('POST /nozzle-readings', () => {
  it('computes previous, volume, price and amount on the server, exactly (12.345 L × ₹102.47 = ₹1264.99)', async () => {
    const { station, pump, nozzle, price } = await tree();
    const res = await as(t.app, pro.attendant).post('/nozzle-readings', { nozzleId: nozzle.id, reading: 1012.345 });
    // The attendant is not assigned to this station: not visible.
    expect(res.statusCode).toBe(404);
    const created = await as(t.app, pro.owner).post('/nozzle-readings', { nozzleId: nozzle.id, reading: 1012.345, notes: '  shift 1  ' });
    expect(created.statusCode).toBe(201);
    expect(json(created).data).toEqual({
      id: expect.any(String),
      nozzleId: nozzle.id,
      nozzleNumber: nozzle.nozzleNumber,
      nozzleName: nozzle.name,
      pumpId: pump.id,
      pumpName: 'Pump R',
      stationId: station.id,
      stationName: station.name,
      fuelType: 'petrol',
      reading: 1012.345,
      previousReading: 1000,
      volume: 12.345,
      pricePerLitre: 102.47,
      amount: 1264.99,
      paymentMethod: 'cash',
      creditorId: null,
      creditorName: null,
      notes: 'shift 1',
      status: 'recorded',
      voidReason: null,
      voidedAt: null,
      recordedAt: expect.any(String),
      recordedBy: `owner ${pro.owner.email.split('.')[1]!.split('@')[0]}`,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [stored] = await withPlatform(t.handle.db, (tx) => tx.select().from(nozzleReadings).where(eq(nozzleReadings.id, json(created).data.id)));
    expect(stored).toMatchObject({
      reading: '1012.345',
      previousReading: '1000.000',
      volume: '12.345',
      pricePerLitre: '102.47',
      amount: '1264.99',
      fuelPriceId: price!.id,
      recordedBy: pro.owner.id,
    });
    // The next reading starts from this one; an equal reading is a zero sale; half-up at the paisa.
    const same = await recordReading(t.app, pro.owner, { nozzleId: nozzle.id, reading: 1012.345, paymentMethod: 'upi' });
    expect(same).toMatchObject({ previousReading: 1012.345, volume: 0, amount: 0, paymentMethod: 'upi' });
    // 0.005 L × 102.47 = 0.51235 → 0.51; 1.115 L × 102.47 = 114.25405 → 114.25
    const tiny = await recordReading(t.app, pro.owner, { nozzleId: nozzle.id, reading: 1012.35 });
    expect(tiny).toMatchObject({ volume: 0.005, amount: 0.51 });
  });

  it('uses the price in effect at the reading time: before a change the old one, after it the new one, never a future one', async () => {
    const { station, nozzle } = await tree(pro, { price: '100.00' });
    await createPrice(t.handle.db, pro.id, station.id, { price: '105.50', validFrom: ago(HOUR) });
    await createPrice(t.handle.db, pro.id, station.id, { price: '110.00', validFrom: new Date(Date.now() + 24 * HOUR) });
    const before = await recordReading(t.app, pro.owner, { nozzleId: nozzle.id, reading: 1010, recordedAt: ago(3 * HOUR) });
    expect(before).toMatchObject({ pricePerLitre: 100, volume: 10, amount: 1000 });
    const after = await recordReading(t.app, pro.owner, { nozzleId: nozzle.id, reading: 1020 });
    expect(after).toMatchObject({ pricePerLitre: 105.5, volume: 10, amount: 1055 });
    // A price set later does not rewrite a stored reading.
    expect(json(await as(t.app, pro.owner).get(`/nozzle-readings/${before.id}`)).data.pricePerLitre).toBe(100);
  });

  it('refuses, storing nothing: below the previous reading, no price, before the latest, in the future, equipment not active', async () => {
    const owner = as(t.app, pro.owner);
    const { nozzle, station, pump } = await tree();
    await recordReading(t.app, pro.owner, { nozzleId: nozzle.id, reading: 1500.5, recordedAt: ago(HOUR) });
    const n = await countReadings(pro.id, nozzle.id);

    const below = await owner.post('/nozzle-readings', { nozzleId: nozzle.id, reading: 1499.25 });
    expect(below.statusCode).toBe(422);
    expect(json(below)).toEqual({ success: false, code: 'READING_BELOW_PREVIOUS', ...errorText('reading.belowPrevious', { current: '1499.25', previous: '1500.5' }) });
    expect(json(below).message).toBe('Current reading (1499.25 L) cannot be less than previous reading (1500.5 L)');

    const early = await owner.post('/nozzle-readings', { nozzleId: nozzle.id, reading: 1600, recordedAt: ago(2 * HOUR).toISOString() });
    expect(early.statusCode).toBe(422);
    expect(json(early).message).toBe(READING_MSG.beforeLatest);

    const future = await owner.post('/nozzle-readings', { nozzleId: nozzle.id, reading: 1600, recordedAt: new Date(Date.now() + 5 * 60_000).toISOString() });
    expect(future.statusCode).toBe(422);
    expect(json(future).message).toBe(READING_MSG.inFuture);

    const noPrice = await tree(pro, { price: null });
    const np = await owner.post('/nozzle-readings', { nozzleId: noPrice.nozzle.id, reading: 1001 });
    expect(np.statusCode).toBe(422);
    expect(json(np)).toEqual({ success: false, code: 'NO_PRICE', ...noPriceText('Petrol', noPrice.station.name) });
    // A price only from tomorrow is no price now.
    await createPrice(t.handle.db, pro.id, noPrice.station.id, { validFrom: new Date(Date.now() + 24 * HOUR) });
    expect(json(await owner.post('/nozzle-readings', { nozzleId: noPrice.nozzle.id, reading: 1001 })).code).toBe('NO_PRICE');

    for (const [path, id] of [['/nozzles', nozzle.id], ['/pumps', pump.id], ['/stations', station.id]] as const) {
      await owner.put(`${path}/${id}`, { status: 'maintenance' });
      const res = await owner.post('/nozzle-readings', { nozzleId: nozzle.id, reading: 1600 });
      expect(res.statusCode, path).toBe(422);
      expect(json(res).message).toBe(READING_MSG.notActive);
      await owner.put(`${path}/${id}`, { status: 'active' });
    }
    expect(await countReadings(pro.id, nozzle.id)).toBe(n);
    expect(await countReadings(pro.id, noPrice.nozzle.id)).toBe(0);

    // A deleted nozzle (or one of another tenant) is not there at all.
    await owner.del(`/nozzles/${nozzle.id}`);
    expect((await owner.post('/nozzle-readings', { nozzleId: nozzle.id, reading: 1600 })).statusCode).toBe(404);
    const other = await createTenant(t.app, t.handle.db);
    const theirs = await tree(other);
    expect((await owner.post('/nozzle-readings', { nozzleId: theirs.nozzle.id, reading: 1001 })).statusCode).toBe(404);
    expect(await countReadings(other.id)).toBe(0);
  });

  it('lets an attendant record on nozzles of assigned stations only; validates the body', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const mine = await tree(tenant);
    const notMine = await tree(tenant);
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, mine.station.id);
    const att = as(t.app, tenant.attendant);
    const creditor = await createCreditor(t.handle.db, tenant.id);
    const ok = await att.post('/nozzle-readings', { nozzleId: mine.nozzle.id, reading: 1005, paymentMethod: 'credit', creditorId: creditor.id });
    expect(ok.statusCode).toBe(201);
    expect(json(ok).data).toMatchObject({ paymentMethod: 'credit', creditorId: creditor.id, amount: 512.35 });
    expect((await att.post('/nozzle-readings', { nozzleId: notMine.nozzle.id, reading: 1005 })).statusCode).toBe(404);
    expect((await att.get(`/nozzle-readings/can-create/${notMine.nozzle.id}`)).statusCode).toBe(404);
    const bad = await att.post('/nozzle-readings', { nozzleId: mine.nozzle.id, reading: -1 });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).details).toEqual([{ field: 'reading', message: READING_MSG.invalidValue }]);
    expect((await att.post('/nozzle-readings', { nozzleId: mine.nozzle.id, reading: 1006, paymentMethod: 'cheque' })).statusCode).toBe(400);
    expect(json(await att.post('/nozzle-readings', {})).details).toEqual(expect.arrayContaining([{ field: 'nozzleId', message: READING_MSG.requiredFields }]));
  });
});

describe('GET nozzle-readings/can-create/{nozzleId}', () => {
  it('answers whether a reading can be recorded, the previous reading and the price now', async () => {
    const owner = as(t.app, pro.owner);
    const { nozzle } = await tree();
    expect(json(await owner.get(`/nozzle-readings/can-create/${nozzle.id}`)).data).toEqual({
      canCreate: true,
      reason: null,
      previousReading: 1000,
      pricePerLitre: 102.47,
    });
    await recordReading(t.app, pro.owner, { nozzleId: nozzle.id, reading: 1234.5 });
    expect(json(await owner.get(`/nozzle-readings/can-create/${nozzle.id}`)).data.previousReading).toBe(1234.5);
    await owner.put(`/nozzles/${nozzle.id}`, { status: 'inactive' });
    expect(json(await owner.get(`/nozzle-readings/can-create/${nozzle.id}`)).data).toMatchObject({ canCreate: false, reason: READING_MSG.notActive });
    const noPrice = await tree(pro, { price: null });
    expect(json(await owner.get(`/nozzle-readings/can-create/${noPrice.nozzle.id}`)).data).toEqual({
      canCreate: false,
      reason: FUEL_PRICE_MSG.noPrice('Petrol', noPrice.station.name),
      previousReading: 1000,
      pricePerLitre: null,
    });
  });
});

describe('void and correct: the latest reading only', () => {
  it('voids only the latest (409 otherwise), once (409 again), audited; the next reading computes from the one before', async () => {
    const owner = as(t.app, pro.owner);
    const { nozzle } = await tree();
    const first = await recordReading(t.app, pro.owner, { nozzleId: nozzle.id, reading: 1100, recordedAt: ago(2 * HOUR) });
    const second = await recordReading(t.app, pro.owner, { nozzleId: nozzle.id, reading: 1300, recordedAt: ago(HOUR) });

    const notLatest = await owner.post(`/nozzle-readings/${first.id}/void`, { reason: 'typo' });
    expect(notLatest.statusCode).toBe(409);
    expect(json(notLatest)).toEqual({ success: false, code: 'CONFLICT', ...errorText('reading.notLatest') });
    expect((await as(t.app, pro.attendant).post(`/nozzle-readings/${second.id}/void`, { reason: 'x' })).statusCode).toBe(403);
    const noReason = await owner.post(`/nozzle-readings/${second.id}/void`, { reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(json(noReason).details).toEqual([{ field: 'reason', message: READING_MSG.voidReasonRequired }]);

    const voided = await as(t.app, pro.manager).post(`/nozzle-readings/${second.id}/void`, { reason: 'Meter misread' });
    expect(voided.statusCode).toBe(200);
    expect(json(voided).data).toMatchObject({ status: 'voided', voidReason: 'Meter misread', voidedAt: expect.any(String) });
    const again = await owner.post(`/nozzle-readings/${second.id}/void`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(READING_MSG.alreadyVoided);
    const audits = await withPlatform(t.handle.db, (tx) => tx.select().from(auditLog).where(eq(auditLog.entityId, second.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'reading.voided', actorId: pro.manager.id, actorRole: 'manager' });
    expect(audits[0]!.details).toMatchObject({ reason: 'Meter misread', reading: '1300.000', amount: '20494.00' });

    // The next reading is computed from the one before the voided one (1100), not 1300.
    const next = await recordReading(t.app, pro.owner, { nozzleId: nozzle.id, reading: 1200 });
    expect(next).toMatchObject({ previousReading: 1100, volume: 100, amount: 10247 });
    // Voided readings are left out of lists unless asked for, and out of the money totals always.
    const list = json(await owner.get(`/nozzle-readings?nozzleId=${nozzle.id}`)).data;
    expect(list.items.map((r: { id: string }) => r.id)).toEqual([next.id, first.id]);
    expect(list.summary).toMatchObject({ totalReadings: 2, totalRevenue: 20494, totalVolume: 200 });
    const withVoided = json(await owner.get(`/nozzle-readings?nozzleId=${nozzle.id}&includeVoided=true`)).data;
    expect(withVoided.total).toBe(3);
    expect(withVoided.summary).toMatchObject({ totalReadings: 3, totalRevenue: 20494, totalVolume: 200 });
  });

  it('corrects the latest reading re-running every rule (recomputed figures, audited before/after); notes on any reading', async () => {
    const owner = as(t.app, pro.owner);
    const { nozzle, station } = await tree(pro, { price: '100.00' });
    await createPrice(t.handle.db, pro.id, station.id, { price: '110.00', validFrom: ago(3 * HOUR) });
    const first = await recordReading(t.app, pro.owner, { nozzleId: nozzle.id, reading: 1010, recordedAt: ago(5 * HOUR) });
    const second = await recordReading(t.app, pro.owner, { nozzleId: nozzle.id, reading: 1030, recordedAt: ago(HOUR) });
    expect(second).toMatchObject({ previousReading: 1010, volume: 20, pricePerLitre: 110, amount: 2200 });

    expect((await owner.put(`/nozzle-readings/${first.id}`, { reading: 1011 })).statusCode).toBe(409);
    expect((await as(t.app, pro.attendant).put(`/nozzle-readings/${second.id}`, { notes: 'x' })).statusCode).toBe(403);
    const below = await owner.put(`/nozzle-readings/${second.id}`, { reading: 1005 });
    expect(below.statusCode).toBe(422);
    expect(json(below).code).toBe('READING_BELOW_PREVIOUS');
    const tooEarly = await owner.put(`/nozzle-readings/${second.id}`, { recordedAt: ago(6 * HOUR).toISOString() });
    expect(json(tooEarly).message).toBe(READING_MSG.beforeLatest);

    // Moved back before the price change: the old price applies; the value corrected too.
    const fixed = await owner.put(`/nozzle-readings/${second.id}`, { reading: 1025.5, recordedAt: ago(4 * HOUR).toISOString(), paymentMethod: 'card', reason: 'wrong value' });
    expect(fixed.statusCode).toBe(200);
    expect(json(fixed).data).toMatchObject({ reading: 1025.5, previousReading: 1010, volume: 15.5, pricePerLitre: 100, amount: 1550, paymentMethod: 'card' });
    const notes = await owner.put(`/nozzle-readings/${first.id}`, { notes: 'opening shift' });
    expect(json(notes).data).toMatchObject({ notes: 'opening shift', reading: 1010 });
    const audits = await withPlatform(t.handle.db, (tx) => tx.select().from(auditLog).where(eq(auditLog.entityId, second.id)));
    expect(audits.map((a) => a.action)).toEqual(['reading.corrected']);
    expect(audits[0]!.details).toMatchObject({
      reason: 'wrong value',
      before: { reading: '1030.000', amount: '2200.00', pricePerLitre: '110.00' },
      after: { reading: '1025.500', amount: '1550.00', pricePerLitre: '100.00', paymentMethod: 'card' },
    });
  });

  it('refuses PUT and DELETE of a price that readings use (409); ids of another tenant are 404', async () => {
    const owner = as(t.app, pro.owner);
    const { nozzle, price } = await tree();
    const reading = await recordReading(t.app, pro.owner, { nozzleId: nozzle.id, reading: 1001 });
    const put = await owner.put(`/fuel-prices/${price!.id}`, { price: 1 });
    expect(put.statusCode).toBe(409);
    expect(json(put)).toEqual({ success: false, code: 'CONFLICT', ...errorText('fuelPrice.usedByReadings') });
    expect((await owner.del(`/fuel-prices/${price!.id}`)).statusCode).toBe(409);
    expect(json(await owner.get(`/fuel-prices/${price!.id}`)).data.usedByReadings).toBe(true);
    const other = as(t.app, (await createTenant(t.app, t.handle.db)).owner);
    expect((await other.get(`/nozzle-readings/${reading.id}`)).statusCode).toBe(404);
    expect((await other.post(`/nozzle-readings/${reading.id}/void`, { reason: 'x' })).statusCode).toBe(404);
    expect((await other.put(`/nozzle-readings/${reading.id}`, { notes: 'x' })).statusCode).toBe(404);
    expect((await other.get(`/nozzle-readings/can-create/${nozzle.id}`)).statusCode).toBe(404);
    expect(json(await other.get('/nozzle-readings')).data.total).toBe(0);
  });
});

describe('GET /nozzle-readings', () => {
  it("filters by period in the tenant's time zone, pages and sorts on the server, and summarises the whole filter", async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const { nozzle, pump } = await tree(tenant);
    const other = await tree(tenant);
    // Midnight today in Asia/Kolkata (UTC+5:30): a reading shortly after it is "today" there, though
    // in UTC it is still yesterday.
    const istNow = new Date(Date.now() + 5.5 * HOUR);
    const istMidnight = Date.UTC(istNow.getUTCFullYear(), istNow.getUTCMonth(), istNow.getUTCDate()) - 5.5 * HOUR;
    const earlyToday = new Date(istMidnight + Math.min(30 * 60_000, (Date.now() - istMidnight) / 2));
    const lateYesterday = new Date(istMidnight - 30 * 60_000); // 23:30 IST yesterday
    const times = [ago(9 * 24 * HOUR), ago(3 * 24 * HOUR), lateYesterday, earlyToday];
    const made = [];
    for (const [i, at] of times.entries()) made.push(await recordReading(t.app, tenant.owner, { nozzleId: nozzle.id, reading: 1000 + 10 * (i + 1), recordedAt: at }));
    await recordReading(t.app, tenant.owner, { nozzleId: other.nozzle.id, reading: 1001, recordedAt: earlyToday });
    const owner = as(t.app, tenant.owner);

    const all = json(await owner.get(`/nozzle-readings?pumpId=${pump.id}`)).data;
    expect(all.items.map((r: { id: string }) => r.id)).toEqual([...made].reverse().map((r) => r.id));
    expect(all.summary).toEqual({ totalReadings: 4, todayReadings: 1, weekReadings: 3, totalRevenue: 4098.8, totalVolume: 40 });
    const today = json(await owner.get(`/nozzle-readings?nozzleId=${nozzle.id}&period=today`)).data;
    expect(today.items.map((r: { id: string }) => r.id)).toEqual([made[3]!.id]);
    expect(today.summary).toMatchObject({ totalReadings: 1, todayReadings: 1, weekReadings: 1, totalRevenue: 1024.7 });
    const week = json(await owner.get(`/nozzle-readings?nozzleId=${nozzle.id}&period=week&sortBy=reading&sortOrder=asc&limit=2&page=2`)).data;
    expect(week).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(week.items.map((r: { id: string }) => r.id)).toEqual([made[3]!.id]);
    const tenantWide = json(await owner.get('/nozzle-readings?period=today')).data;
    expect(tenantWide.summary).toMatchObject({ totalReadings: 2, todayReadings: 2 });
    expect(json(await owner.get('/nozzle-readings?limit=500')).data.limit).toBe(100);
    expect((await owner.get('/nozzle-readings?period=month')).statusCode).toBe(400);
  });

  it('shows an attendant only the readings of assigned stations', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const mine = await tree(tenant);
    const notMine = await tree(tenant);
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, mine.station.id);
    const a = await recordReading(t.app, tenant.owner, { nozzleId: mine.nozzle.id, reading: 1001 });
    const b = await recordReading(t.app, tenant.owner, { nozzleId: notMine.nozzle.id, reading: 1001 });
    const att = as(t.app, tenant.attendant);
    expect(json(await att.get('/nozzle-readings')).data.items.map((r: { id: string }) => r.id)).toEqual([a.id]);
    expect((await att.get(`/nozzle-readings/${b.id}`)).statusCode).toBe(404);
    expect((await att.get(`/nozzle-readings/${a.id}`)).statusCode).toBe(200);
  });
});
