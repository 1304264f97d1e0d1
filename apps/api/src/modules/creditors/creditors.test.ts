import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ASSET_MSG, CREDITOR_MSG, creditorBadge } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, assignStation, createCreditor, createPricedStation, createStation, createTenant, recordReading, type TestTenant } from '../../../test/factories';
import { withPlatform } from '../../db/tenant';
import { auditLog, creditors } from '../../db/schema';

let t: TestApp;
let pro: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  pro = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
});
afterAll(() => t.close());


/** A station with one petrol nozzle (opening 1000) priced ₹102.47 from a day ago. */
async function pumpStation(tenant: TestTenant) {
  const { station, nozzleIds } = await createPricedStation(t.handle.db, tenant.id);
  return { station, nozzle: { id: nozzleIds[0]! } };
}

describe('POST /creditors, PUT, GET', () => {
  it('creates a creditor with the spec texts for bad input, and answers it with its figures', async () => {
    const owner = as(t.app, pro.owner);
    const { station } = await pumpStation(pro);

    const missing = await owner.post('/creditors', { partyName: '   ', creditLimit: 1000 });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).details).toEqual([{ field: 'partyName', message: CREDITOR_MSG.partyNameRequired }]);
    const tooHigh = await owner.post('/creditors', { partyName: 'Big Fleet', creditLimit: 10_000_000 });
    expect(tooHigh.statusCode).toBe(400);
    expect(json(tooHigh).details).toEqual([{ field: 'creditLimit', message: CREDITOR_MSG.creditLimitMax }]);
    expect(json(await owner.post('/creditors', { partyName: 'Fleet', creditLimit: -1 })).details[0].message).toBe(CREDITOR_MSG.creditLimitInvalid);
    expect(json(await owner.post('/creditors', { partyName: 'Fleet', phoneNumber: 'call me' })).details[0].message).toBe(CREDITOR_MSG.phoneInvalid);
    // A station that is not the tenant's: 404, nothing stored.
    const other = await createTenant(t.app, t.handle.db);
    const theirs = await createStation(t.handle.db, other.id);
    const foreign = await owner.post('/creditors', { partyName: 'Fleet', stationId: theirs.id });
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe(ASSET_MSG.stationNotFound);

    const created = await as(t.app, pro.manager).post('/creditors', {
      partyName: '  Kaveri Logistics ',
      stationId: station.id,
      contactPerson: 'Suresh Rao',
      phoneNumber: '98450-12345',
      address: '12 Industrial Area, Hosur',
      creditLimit: 9_999_999,
      paymentTerms: '30 days',
      notes: '',
    });
    expect(created.statusCode).toBe(201);
    const c = json(created).data;
    expect(c).toEqual({
      id: expect.any(String),
      partyName: 'Kaveri Logistics',
      contactPerson: 'Suresh Rao',
      phoneNumber: '98450-12345',
      address: '12 Industrial Area, Hosur',
      creditLimit: 9_999_999,
      balance: 0,
      creditSales: 0,
      paymentsTotal: 0,
      creditUtilization: 0,
      availableCredit: 9_999_999,
      status: 'active',
      stationId: station.id,
      stationName: station.name,
      paymentTerms: '30 days',
      notes: null,
      lastPaymentAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(json(await owner.get(`/creditors/${c.id}`)).data).toEqual(c);
    // Another tenant cannot see it.
    expect((await as(t.app, other.owner).get(`/creditors/${c.id}`)).statusCode).toBe(404);
    expect(json(await as(t.app, other.owner).get(`/creditors/${c.id}`)).message).toBe(CREDITOR_MSG.notFound);

    // No station, limit 0: no utilisation (nothing to divide by).
    const anywhere = json(await owner.post('/creditors', { partyName: 'Walk-in Account' })).data;
    expect(anywhere).toMatchObject({ stationId: null, stationName: null, creditLimit: 0, creditUtilization: null });
  });

  it('edits any field (clearing optional ones), refuses a foreign station, and audits before and after', async () => {
    const owner = as(t.app, pro.owner);
    const { station } = await pumpStation(pro);
    const c = json(await owner.post('/creditors', { partyName: 'Deccan Movers', contactPerson: 'Ravi', creditLimit: 20000 })).data;
    const edited = await owner.put(`/creditors/${c.id}`, { stationId: station.id, creditLimit: 15000.5, contactPerson: null, status: 'inactive' });
    expect(edited.statusCode).toBe(200);
    expect(json(edited).data).toMatchObject({ stationId: station.id, stationName: station.name, creditLimit: 15000.5, contactPerson: null, status: 'inactive' });
    const other = await createTenant(t.app, t.handle.db);
    const theirs = await createStation(t.handle.db, other.id);
    expect((await owner.put(`/creditors/${c.id}`, { stationId: theirs.id })).statusCode).toBe(404);
    expect((await owner.put(`/creditors/${c.id}`, { creditLimit: 10_000_000 })).statusCode).toBe(400);
    expect((await as(t.app, other.owner).put(`/creditors/${c.id}`, { partyName: 'Mine now' })).statusCode).toBe(404);
    const audits = await withPlatform(t.handle.db, (tx) =>
      tx.select().from(auditLog).where(and(eq(auditLog.tenantId, pro.id), eq(auditLog.entityId, c.id))),
    );
    expect(audits.map((a) => a.action).sort()).toEqual(['creditor.created', 'creditor.updated']);
    const update = audits.find((a) => a.action === 'creditor.updated')!;
    expect(update.details).toEqual({
      before: { stationId: null, creditLimit: '20000.00', contactPerson: 'Ravi', status: 'active' },
      after: { stationId: station.id, creditLimit: '15000.50', contactPerson: null, status: 'inactive' },
    });
  });
});

describe('GET /creditors', () => {
  it('searches party name or phone case-insensitively, filters, pages, and counts over the filter with the badge rule', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const owner = as(t.app, tenant.owner);
    const { station, nozzle } = await pumpStation(tenant);
    const a = await createCreditor(t.handle.db, tenant.id, { partyName: 'Ganesh Transport', phoneNumber: '98860 23456', creditLimit: '1000.00', stationId: station.id });
    const b = await createCreditor(t.handle.db, tenant.id, { partyName: 'ganga travels', phoneNumber: '080-2345-6789', creditLimit: '1000.00' });
    await createCreditor(t.handle.db, tenant.id, { partyName: 'Meera Farms', creditLimit: '1000.00', status: 'inactive' });
    const d = await createCreditor(t.handle.db, tenant.id, { partyName: 'Zero Limit Co', creditLimit: '0.00' });

    // Balances: a 1264.99 (over its 1000), b 819.76 (near: above 800), d nothing.
    const over = await owner.post('/nozzle-readings', { nozzleId: nozzle.id, reading: 1012.345, paymentMethod: 'credit', creditorId: a.id, creditOverrideReason: 'regular customer' });
    expect(over.statusCode).toBe(201);
    await recordReading(t.app, tenant.owner, { nozzleId: nozzle.id, reading: 1020.345, paymentMethod: 'credit', creditorId: b.id });

    const all = json(await owner.get('/creditors')).data;
    expect(all.items.map((c: { partyName: string }) => c.partyName)).toEqual(['Ganesh Transport', 'ganga travels', 'Meera Farms', 'Zero Limit Co']);
    expect(all.summary).toEqual({ total: 4, active: 3, inactive: 1, overLimit: 1, nearLimit: 1, totalOutstanding: 2084.75 });
    const byName = Object.fromEntries(all.items.map((c: { partyName: string }) => [c.partyName, c]));
    expect(byName['Ganesh Transport']).toMatchObject({ balance: 1264.99, creditUtilization: 126.5 });
    expect(byName['ganga travels']).toMatchObject({ balance: 819.76, creditUtilization: 81.98 });
    expect(all.items.map(creditorBadge)).toEqual(['over_limit', 'near_limit', 'inactive', 'active']);

    const names = async (query: string) => json(await owner.get(`/creditors?${query}`)).data.items.map((c: { id: string }) => c.id);
    expect(await names('search=GAN')).toEqual([a.id, b.id]);
    expect(await names('search=ganesh')).toEqual([a.id]);
    expect(await names('search=98860')).toEqual([a.id]);
    expect(await names(`search=${encodeURIComponent('9886023456')}`)).toEqual([a.id]);
    expect(await names(`search=${encodeURIComponent('2345-6789')}`)).toEqual([b.id]);
    expect(await names('search=%25')).toEqual([]); // a literal %, not a wildcard
    expect(await names(`stationId=${station.id}`)).toEqual([a.id]);
    expect(await names('status=active&limit=2&page=2')).toEqual([d.id]);
    const searched = json(await owner.get('/creditors?search=gan')).data;
    expect(searched.summary).toMatchObject({ total: 2, overLimit: 1, nearLimit: 1 });
    expect(searched.total).toBe(2);

    // Top creditors: those owing, most first.
    const top = json(await owner.get('/creditors/top')).data;
    expect(top).toMatchObject({ page: 1, limit: 10, total: 2 });
    expect(top.items.map((c: { id: string }) => c.id)).toEqual([a.id, b.id]);
    expect(json(await owner.get('/creditors/top?limit=1')).data.items.map((c: { id: string }) => c.id)).toEqual([a.id]);
  });
});

describe('DELETE /creditors/{id}', () => {
  it('deletes a creditor without history; one with a sale (even voided) or a payment becomes inactive, and the answer says so', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const owner = as(t.app, tenant.owner);
    const { nozzle } = await pumpStation(tenant);
    const fresh = await createCreditor(t.handle.db, tenant.id);
    const sold = await createCreditor(t.handle.db, tenant.id);
    const paid = await createCreditor(t.handle.db, tenant.id);

    const gone = await owner.del(`/creditors/${fresh.id}`);
    expect(json(gone)).toEqual({ success: true, data: { outcome: 'deleted', creditor: null } });
    expect((await owner.get(`/creditors/${fresh.id}`)).statusCode).toBe(404);
    expect((await owner.del(`/creditors/${fresh.id}`)).statusCode).toBe(404);

    const sale = await recordReading(t.app, tenant.owner, { nozzleId: nozzle.id, reading: 1001, paymentMethod: 'credit', creditorId: sold.id });
    expect((await owner.post(`/nozzle-readings/${sale.id}/void`, { reason: 'wrong customer' })).statusCode).toBe(200);
    const kept = json(await owner.del(`/creditors/${sold.id}`)).data;
    expect(kept).toMatchObject({ outcome: 'deactivated', creditor: { id: sold.id, status: 'inactive', balance: 0 } });

    expect((await owner.post('/creditors/payments', { creditorId: paid.id, amount: 10 })).statusCode).toBe(201);
    expect(json(await owner.del(`/creditors/${paid.id}`)).data).toMatchObject({ outcome: 'deactivated', creditor: { balance: -10 } });
    // Still listed, as inactive, with its statement.
    expect(json(await owner.get('/creditors?status=inactive')).data.total).toBe(2);
    expect(json(await owner.get(`/creditors/${paid.id}/statement`)).data.total).toBe(1);
    const actions = await withPlatform(t.handle.db, (tx) =>
      tx.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.entityType, 'creditor'))),
    );
    expect(actions.map((a) => a.action).sort()).toEqual(['credit_payment.recorded', 'creditor.deactivated', 'creditor.deactivated', 'creditor.deleted']);
    const rows = await withPlatform(t.handle.db, (tx) => tx.select({ id: creditors.id }).from(creditors).where(eq(creditors.tenantId, tenant.id)));
    expect(rows).toHaveLength(2);
  });
});

describe('an attendant', () => {
  it('gets 403 on the creditor routes, and on GET /attendant/creditors only the active creditors of assigned stations or of no station', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const mine = await createStation(t.handle.db, tenant.id);
    const notMine = await createStation(t.handle.db, tenant.id);
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, mine.id);
    const ofMine = await createCreditor(t.handle.db, tenant.id, { partyName: 'A of mine', stationId: mine.id });
    const ofNone = await createCreditor(t.handle.db, tenant.id, { partyName: 'B of none' });
    const ofOther = await createCreditor(t.handle.db, tenant.id, { partyName: 'C of other', stationId: notMine.id });
    await createCreditor(t.handle.db, tenant.id, { partyName: 'D inactive', stationId: mine.id, status: 'inactive' });
    const att = as(t.app, tenant.attendant);

    const list = json(await att.get('/attendant/creditors')).data;
    expect(list.items.map((c: { id: string }) => c.id)).toEqual([ofMine.id, ofNone.id]);
    expect(list.total).toBe(2);
    expect(json(await att.get(`/attendant/creditors?stationId=${notMine.id}`)).data.items).toEqual([]);
    for (const path of ['/creditors', `/creditors/${ofOther.id}`, `/creditors/${ofMine.id}/statement`, '/creditors/top', '/credit-payments', '/creditors/payments']) {
      expect((await att.get(path)).statusCode, path).toBe(403);
    }
    expect((await att.post('/creditors', { partyName: 'Mine' })).statusCode).toBe(403);
    expect((await att.post('/creditors/payments', { creditorId: ofMine.id, amount: 5 })).statusCode).toBe(403);
    expect((await att.del(`/creditors/${ofMine.id}`)).statusCode).toBe(403);
    // Owners and managers do not use the attendant's list.
    expect((await as(t.app, tenant.owner).get('/attendant/creditors')).statusCode).toBe(403);
  });
});
