import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { CREDITOR_MSG, READING_MSG } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, assignStation, createCreditor, createPricedStation, createTenant, recordReading, type TestTenant } from '../../../test/factories';
import { withPlatform } from '../../db/tenant';
import { auditLog, creditors, nozzleReadings } from '../../db/schema';

/**
 * Credit sales (docs/decisions/015): a credit reading names an active creditor the recorder may use, the
 * creditor's balance moves with every change of its readings and with payments, exactly, and the credit
 * limit holds unless an owner or manager overrides it with a reason (audited).
 */
let t: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
});
afterAll(() => t.close());


/** A station with two petrol nozzles (opening 1000) priced ₹102.47 from a day ago. */
async function station(of: TestTenant = tenant) {
  const { station: s, nozzleIds } = await createPricedStation(t.handle.db, of.id, { openings: ['1000.000', '5000.000'] });
  return { id: s.id, nozzles: nozzleIds };
}

/** The creditor's stored running totals and the same figures recomputed from its readings and payments. */
async function ledger(creditorId: string) {
  return withPlatform(t.handle.db, async (tx) => {
    const result = await tx.execute(sql`
      select c.credit_sales::text as "creditSales", c.payments_total::text as "paymentsTotal",
        (c.credit_sales - c.payments_total)::text as balance,
        (select coalesce(sum(r.amount), 0) from nozzle_readings r where r.tenant_id = c.tenant_id and r.creditor_id = c.id
           and r.status = 'recorded' and r.payment_method = 'credit')::numeric(16,2)::text as "salesFromReadings",
        (select coalesce(sum(p.amount), 0) from credit_payments p where p.tenant_id = c.tenant_id and p.creditor_id = c.id)::numeric(16,2)::text as "paymentsFromRows"
      from creditors c where c.id = ${creditorId}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, string>>;
    return rows[0]!;
  });
}

async function expectConsistent(creditorId: string, balance: string) {
  const l = await ledger(creditorId);
  expect(l.balance).toBe(balance);
  expect(l.creditSales).toBe(l.salesFromReadings);
  expect(l.paymentsTotal).toBe(l.paymentsFromRows);
}

async function countReadings(nozzleId: string): Promise<number> {
  const rows = await withPlatform(t.handle.db, (tx) => tx.select({ id: nozzleReadings.id }).from(nozzleReadings).where(eq(nozzleReadings.nozzleId, nozzleId)));
  return rows.length;
}

describe('a credit sale names a usable creditor', () => {
  it('refuses, storing nothing: no creditor, another tenant’s, an inactive one, one named on a cash sale; an attendant another station’s', async () => {
    const owner = as(t.app, tenant.owner);
    const s = await station();
    const nozzleId = s.nozzles[0]!;
    const other = await createTenant(t.app, t.handle.db);
    const foreign = await createCreditor(t.handle.db, other.id);
    const inactive = await createCreditor(t.handle.db, tenant.id, { status: 'inactive' });
    const good = await createCreditor(t.handle.db, tenant.id);

    const refusals = [
      { body: { paymentMethod: 'credit' }, message: READING_MSG.creditorRequired },
      { body: { paymentMethod: 'credit', creditorId: foreign.id }, message: READING_MSG.creditorRequired },
      { body: { paymentMethod: 'credit', creditorId: inactive.id }, message: READING_MSG.creditorRequired },
      { body: { paymentMethod: 'credit', creditorId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b' }, message: READING_MSG.creditorRequired },
      { body: { paymentMethod: 'cash', creditorId: good.id }, message: READING_MSG.creditorNotCredit },
      { body: { creditorId: good.id }, message: READING_MSG.creditorNotCredit },
    ];
    for (const { body, message } of refusals) {
      const res = await owner.post('/nozzle-readings', { nozzleId, reading: 1010, ...body });
      expect({ body, status: res.statusCode, code: json(res).code, message: json(res).message }).toEqual({ body, status: 422, code: 'UNPROCESSABLE', message });
    }
    expect(await countReadings(nozzleId)).toBe(0);
    await expectConsistent(foreign.id, '0.00');

    // The attendant: creditors of assigned stations or of no station only.
    const mine = await station();
    const notMine = await station();
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, mine.id);
    const ofMine = await createCreditor(t.handle.db, tenant.id, { stationId: mine.id });
    const ofNone = await createCreditor(t.handle.db, tenant.id);
    const ofOther = await createCreditor(t.handle.db, tenant.id, { stationId: notMine.id });
    const att = as(t.app, tenant.attendant);
    const refused = await att.post('/nozzle-readings', { nozzleId: mine.nozzles[0], reading: 1001, paymentMethod: 'credit', creditorId: ofOther.id });
    expect(refused.statusCode).toBe(422);
    expect(json(refused).message).toBe(READING_MSG.creditorRequired);
    const a = await att.post('/nozzle-readings', { nozzleId: mine.nozzles[0], reading: 1001, paymentMethod: 'credit', creditorId: ofMine.id });
    expect(a.statusCode).toBe(201);
    expect(json(a).data).toMatchObject({ paymentMethod: 'credit', creditorId: ofMine.id, creditorName: ofMine.partyName, amount: 102.47 });
    const b = await att.post('/nozzle-readings', { nozzleId: mine.nozzles[0], reading: 1002, paymentMethod: 'credit', creditorId: ofNone.id });
    expect(b.statusCode).toBe(201);
    // The owner may name any active creditor of the tenant.
    expect((await owner.post('/nozzle-readings', { nozzleId: notMine.nozzles[0], reading: 1001, paymentMethod: 'credit', creditorId: ofMine.id })).statusCode).toBe(201);
    await expectConsistent(ofMine.id, '204.94');
    await expectConsistent(ofOther.id, '0.00');
  });

  it('answers the creditor’s name on the reading, in lists and on a replay', async () => {
    const owner = as(t.app, tenant.owner);
    const s = await station();
    const creditor = await createCreditor(t.handle.db, tenant.id, { partyName: 'Nandi Roadways' });
    const id = uuidv7();
    const body = { id, nozzleId: s.nozzles[0], reading: 1012.345, paymentMethod: 'credit', creditorId: creditor.id };
    const created = await owner.post('/nozzle-readings', body);
    expect(created.statusCode).toBe(201);
    expect(json(created).data).toMatchObject({ creditorId: creditor.id, creditorName: 'Nandi Roadways', amount: 1264.99 });
    const replay = await owner.post('/nozzle-readings', body);
    expect(replay.statusCode).toBe(200);
    expect(json(replay).data).toEqual(json(created).data);
    expect(json(await owner.get(`/nozzle-readings/${id}`)).data.creditorName).toBe('Nandi Roadways');
    const list = json(await owner.get(`/nozzle-readings?nozzleId=${s.nozzles[0]}`)).data.items;
    expect(list[0]).toMatchObject({ id, creditorName: 'Nandi Roadways' });
    // A replay changes nothing: one sale on the creditor.
    await expectConsistent(creditor.id, '1264.99');
  });
});

describe("a creditor's balance", () => {
  it('is exact over credit sales, voids, corrections and payments, and equals the recomputation from readings and payments', async () => {
    const owner = as(t.app, tenant.owner);
    const s = await station();
    const [n1, n2] = s.nozzles as [string, string];
    const a = await createCreditor(t.handle.db, tenant.id, { partyName: 'A Fleet', creditLimit: '9999999.00' });
    const b = await createCreditor(t.handle.db, tenant.id, { partyName: 'B Fleet', creditLimit: '9999999.00' });

    // 12.345 L × 102.47 = 1264.99 (1264.99215); 0.005 L → 0.51; 7.777 L → 796.91 (796.90919)
    const r1 = await recordReading(t.app, tenant.owner, { nozzleId: n1, reading: 1012.345, paymentMethod: 'credit', creditorId: a.id });
    await recordReading(t.app, tenant.owner, { nozzleId: n2, reading: 5000.005, paymentMethod: 'credit', creditorId: a.id });
    await expectConsistent(a.id, '1265.50');
    const r3 = await recordReading(t.app, tenant.owner, { nozzleId: n2, reading: 5007.782, paymentMethod: 'credit', creditorId: a.id });
    expect(r3.amount).toBe(796.91);
    await expectConsistent(a.id, '2062.41');

    // A payment, then a void of the latest credit reading: balance = sales − payments.
    expect((await owner.post('/creditors/payments', { creditorId: a.id, amount: 1000.01, paymentMethod: 'upi', referenceNumber: 'UPI-88' })).statusCode).toBe(201);
    await expectConsistent(a.id, '1062.40');
    expect((await owner.post(`/nozzle-readings/${r3.id}/void`, { reason: 'wrong party' })).statusCode).toBe(200);
    await expectConsistent(a.id, '265.49');

    // Correction of value: the difference (12.345 → 13 L: 1264.99 → 1332.11).
    const c1 = await owner.put(`/nozzle-readings/${r1.id}`, { reading: 1013, reason: 'meter re-read' });
    expect(json(c1).data).toMatchObject({ amount: 1332.11, creditorId: a.id, creditorName: 'A Fleet' });
    await expectConsistent(a.id, '332.61');
    // Correction moving the sale to another creditor: off A, onto B.
    const c2 = await owner.put(`/nozzle-readings/${r1.id}`, { creditorId: b.id });
    expect(json(c2).data).toMatchObject({ creditorId: b.id, creditorName: 'B Fleet', amount: 1332.11 });
    await expectConsistent(a.id, '-999.50');
    await expectConsistent(b.id, '1332.11');
    // Away from credit: the creditor is cleared and the sale leaves B; back to credit needs a creditor.
    const c3 = await owner.put(`/nozzle-readings/${r1.id}`, { paymentMethod: 'cash' });
    expect(json(c3).data).toMatchObject({ paymentMethod: 'cash', creditorId: null, creditorName: null });
    await expectConsistent(b.id, '0.00');
    const back = await owner.put(`/nozzle-readings/${r1.id}`, { paymentMethod: 'credit' });
    expect(back.statusCode).toBe(422);
    expect(json(back).message).toBe(READING_MSG.creditorRequired);
    expect(json(await owner.put(`/nozzle-readings/${r1.id}`, { creditorId: b.id })).message).toBe(READING_MSG.creditorNotCredit);
    expect((await owner.put(`/nozzle-readings/${r1.id}`, { paymentMethod: 'credit', creditorId: b.id })).statusCode).toBe(200);
    await expectConsistent(b.id, '1332.11');
    // Voiding a credit reading takes it off.
    expect((await owner.post(`/nozzle-readings/${r1.id}/void`, { reason: 'test' })).statusCode).toBe(200);
    await expectConsistent(b.id, '0.00');
    await expectConsistent(a.id, '-999.50');

    // The API figures agree with the stored ones (JSON numbers at the paisa).
    expect(json(await owner.get(`/creditors/${a.id}`)).data).toMatchObject({ creditSales: 0.51, paymentsTotal: 1000.01, balance: -999.5 });
    expect(json(await owner.get(`/creditors/${a.id}/balance`)).data).toEqual({
      creditorId: a.id,
      creditLimit: 9999999,
      creditSales: 0.51,
      paymentsTotal: 1000.01,
      balance: -999.5,
      availableCredit: 10000998.5,
      creditUtilization: 0,
    });
  });
});

describe('the credit limit', () => {
  it('refuses a sale past the limit (422 CREDIT_LIMIT naming limit and balance); an owner or manager overrides it with a reason, audited', async () => {
    const owner = as(t.app, tenant.owner);
    const s = await station();
    const [n1, n2] = s.nozzles as [string, string];
    const c = await createCreditor(t.handle.db, tenant.id, { partyName: 'Tight Co', creditLimit: '2000.00' });
    await recordReading(t.app, tenant.owner, { nozzleId: n1, reading: 1010, paymentMethod: 'credit', creditorId: c.id }); // 1024.70
    // 10 L more: 2049.40 > 2000.
    const refused = await owner.post('/nozzle-readings', { nozzleId: n1, reading: 1020, paymentMethod: 'credit', creditorId: c.id });
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({ code: 'CREDIT_LIMIT', message: CREDITOR_MSG.creditLimit('Tight Co', '2000.00', '1024.70', '1024.70') });
    expect(json(refused).message).toBe(
      'Credit limit exceeded for Tight Co: the balance is ₹1,024.70 of a ₹2,000.00 limit, and this sale of ₹1,024.70 would take it to ₹2,049.40.',
    );
    // Up to the limit is allowed (9.5 L = 973.47; 1024.70 + 973.47 = 1998.17).
    await recordReading(t.app, tenant.owner, { nozzleId: n1, reading: 1019.5, paymentMethod: 'credit', creditorId: c.id });
    await expectConsistent(c.id, '1998.17');

    // An attendant's reason does not override.
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, s.id);
    const att = await as(t.app, tenant.attendant).post('/nozzle-readings', {
      nozzleId: n2, reading: 5001, paymentMethod: 'credit', creditorId: c.id, creditOverrideReason: 'I know him',
    });
    expect(json(att).code).toBe('CREDIT_LIMIT');
    // A blank reason is no reason.
    expect(json(await as(t.app, tenant.manager).post('/nozzle-readings', { nozzleId: n2, reading: 5001, paymentMethod: 'credit', creditorId: c.id, creditOverrideReason: '   ' })).code).toBe('CREDIT_LIMIT');
    await expectConsistent(c.id, '1998.17');

    const over = await as(t.app, tenant.manager).post('/nozzle-readings', {
      nozzleId: n2, reading: 5001, paymentMethod: 'credit', creditorId: c.id, creditOverrideReason: 'Owner approved on phone',
    });
    expect(over.statusCode).toBe(201);
    await expectConsistent(c.id, '2100.64');
    const audits = await withPlatform(t.handle.db, (tx) =>
      tx.select().from(auditLog).where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.action, 'reading.credit_limit_override'))),
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: tenant.manager.id,
      actorRole: 'manager',
      entityType: 'nozzle_reading',
      entityId: json(over).data.id,
      details: {
        reason: 'Owner approved on phone',
        creditorId: c.id,
        partyName: 'Tight Co',
        creditLimit: '2000.00',
        amount: '102.47',
        balanceBefore: '1998.17',
        balanceAfter: '2100.64',
      },
    });
    // Over the limit now: a correction that lowers a sale passes; one that raises it needs an override.
    const latest = json(over).data;
    expect(json(await owner.put(`/nozzle-readings/${latest.id}`, { reading: 5001.5 })).code).toBe('CREDIT_LIMIT');
    expect((await owner.put(`/nozzle-readings/${latest.id}`, { reading: 5000.5 })).statusCode).toBe(200);
    await expectConsistent(c.id, '2049.41');
    expect((await owner.put(`/nozzle-readings/${latest.id}`, { reading: 5001.5, creditOverrideReason: 'Approved' })).statusCode).toBe(200);
    await expectConsistent(c.id, '2151.88');
    // A payment brings it back under: sales pass again without a reason.
    expect((await owner.post('/creditors/payments', { creditorId: c.id, amount: 2000 })).statusCode).toBe(201);
    await recordReading(t.app, tenant.owner, { nozzleId: n1, reading: 1020, paymentMethod: 'credit', creditorId: c.id });
    await expectConsistent(c.id, '203.12');
  });

  it('with a limit of 0 allows no credit without an override', async () => {
    const s = await station();
    const c = await createCreditor(t.handle.db, tenant.id, { creditLimit: '0.00' });
    const res = await as(t.app, tenant.owner).post('/nozzle-readings', { nozzleId: s.nozzles[0], reading: 1000.01, paymentMethod: 'credit', creditorId: c.id });
    expect(json(res).code).toBe('CREDIT_LIMIT');
    // A zero sale (an equal reading) moves nothing and passes.
    expect((await as(t.app, tenant.owner).post('/nozzle-readings', { nozzleId: s.nozzles[0], reading: 1000, paymentMethod: 'credit', creditorId: c.id })).statusCode).toBe(201);
    const [row] = await withPlatform(t.handle.db, (tx) => tx.select().from(creditors).where(eq(creditors.id, c.id)));
    expect(row!.creditSales).toBe('0.00');
  });
});
