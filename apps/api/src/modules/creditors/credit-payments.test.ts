import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDITOR_MSG } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { and, eq } from 'drizzle-orm';
import { as, createCreditor, createPricedStation, createTenant, recordCreditPayment, recordReading, type TestTenant } from '../../../test/factories';
import { withPlatform } from '../../db/tenant';
import { auditLog, creditors } from '../../db/schema';

let t: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const IST = 5.5 * 3_600_000;
/** Noon IST `daysAgo` days before today, and that day as YYYY-MM-DD (the tenant's zone is Asia/Kolkata). */
function istNoon(daysAgo: number): { at: Date; day: string } {
  const local = new Date(Date.now() + IST);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - IST;
  const at = new Date(midnight - daysAgo * DAY + 12 * 3_600_000);
  return { at, day: new Date(at.getTime() + IST).toISOString().slice(0, 10) };
}

/** A petrol nozzle at 1000 L priced ₹100.00. */
async function nozzle() {
  const { station, nozzleIds } = await createPricedStation(t.handle.db, tenant.id, { price: '100.00' });
  return { stationId: station.id, nozzleId: nozzleIds[0]! };
}

describe('POST /creditors/payments', () => {
  it('validates the amount with the spec text, refuses an unknown creditor, and lowers the balance exactly', async () => {
    const owner = as(t.app, tenant.owner);
    const c = await createCreditor(t.handle.db, tenant.id, { partyName: 'Payer One' });
    for (const amount of [0, -5, 'abc']) {
      const res = await owner.post('/creditors/payments', { creditorId: c.id, amount });
      expect(res.statusCode).toBe(400);
      expect(json(res).details).toEqual([{ field: 'amount', message: CREDITOR_MSG.amountPositive }]);
    }
    expect(json(await owner.post('/creditors/payments', { creditorId: c.id, amount: 10_000_000 })).details[0].message).toBe(CREDITOR_MSG.amountTooLarge);
    expect(json(await owner.post('/creditors/payments', { creditorId: c.id, amount: 1.005 })).details[0].message).toBe(CREDITOR_MSG.amountPrecise);
    expect((await owner.post('/creditors/payments', { creditorId: c.id, amount: 5, paymentMethod: 'cheque' })).statusCode).toBe(400);
    const other = await createTenant(t.app, t.handle.db);
    const theirs = await createCreditor(t.handle.db, other.id);
    const foreign = await owner.post('/creditors/payments', { creditorId: theirs.id, amount: 5 });
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe(CREDITOR_MSG.notFound);

    const paid = await as(t.app, tenant.manager).post('/creditors/payments', {
      creditorId: c.id,
      amount: 9_999_999.99,
      paymentMethod: 'bank_transfer',
      referenceNumber: ' NEFT-0042 ',
      notes: 'advance',
    });
    expect(paid.statusCode).toBe(201);
    expect(json(paid).data).toEqual({
      payment: {
        id: expect.any(String),
        creditorId: c.id,
        creditorName: 'Payer One',
        amount: 9_999_999.99,
        paymentMethod: 'bank_transfer',
        referenceNumber: 'NEFT-0042',
        notes: 'advance',
        paidAt: expect.any(String),
        recordedBy: `manager ${tenant.manager.email.split('.')[1]!.split('@')[0]}`,
        reversesId: null,
        reversedById: null,
      },
      creditor: expect.objectContaining({ id: c.id, paymentsTotal: 9_999_999.99, balance: -9_999_999.99, lastPaymentAt: json(paid).data.payment.paidAt }),
    });
    // Cash is the default method; amounts add exactly (0.1 + 0.2 is 0.30 here).
    await owner.post('/creditors/payments', { creditorId: c.id, amount: 0.1 });
    await owner.post('/creditors/payments', { creditorId: c.id, amount: 0.2 });
    expect(json(await owner.get(`/creditors/${c.id}`)).data).toMatchObject({ paymentsTotal: 10_000_000.29, balance: -10_000_000.29 });

    // The three lists of payments, newest first.
    const mine = json(await owner.get(`/creditors/${c.id}/payments`)).data;
    expect(mine.total).toBe(3);
    expect(mine.items.map((p: { amount: number; paymentMethod: string }) => [p.amount, p.paymentMethod])).toEqual([
      [0.2, 'cash'],
      [0.1, 'cash'],
      [9_999_999.99, 'bank_transfer'],
    ]);
    expect(json(await owner.get(`/credit-payments?creditorId=${c.id}`)).data).toEqual(mine);
    expect(json(await owner.get(`/creditors/payments?creditorId=${c.id}&limit=1&page=2`)).data).toMatchObject({ total: 3, items: [{ amount: 0.1 }] });
    expect(json(await owner.get(`/creditors/payments?creditorId=${c.id}&page=9`)).data).toMatchObject({ total: 3, items: [] });
    expect((await as(t.app, other.owner).get(`/creditors/${c.id}/payments`)).statusCode).toBe(404);
    expect(json(await as(t.app, other.owner).get(`/credit-payments?creditorId=${c.id}`)).data.total).toBe(0);
  });
});

describe('GET /creditors/{id}/statement', () => {
  it('lists credit sales and payments in date order with the running balance, an opening balance for a later start, and pages that continue', async () => {
    const owner = as(t.app, tenant.owner);
    const { nozzleId } = await nozzle();
    const c = await createCreditor(t.handle.db, tenant.id, { partyName: 'Statement Co', creditLimit: '100000.00' });
    const d5 = istNoon(5);
    const d3 = istNoon(3);
    const d1 = istNoon(1);
    // ₹100/L: 10.5 L = 1050.00, 2.345 L = 234.50, 7 L = 700.00; a cash sale in between is not the creditor's.
    await recordReading(t.app, tenant.owner, { nozzleId, reading: 1010.5, recordedAt: d5.at, paymentMethod: 'credit', creditorId: c.id });
    await recordReading(t.app, tenant.owner, { nozzleId, reading: 1012.845, recordedAt: d3.at, paymentMethod: 'credit', creditorId: c.id });
    await recordReading(t.app, tenant.owner, { nozzleId, reading: 1013, recordedAt: new Date(d3.at.getTime() + 60_000), paymentMethod: 'cash' });
    const voided = await recordReading(t.app, tenant.owner, { nozzleId, reading: 1014, recordedAt: new Date(d3.at.getTime() + 120_000), paymentMethod: 'credit', creditorId: c.id });
    expect((await owner.post(`/nozzle-readings/${voided.id}/void`, { reason: 'wrong' })).statusCode).toBe(200);
    await recordReading(t.app, tenant.owner, { nozzleId, reading: 1020, recordedAt: d1.at, paymentMethod: 'credit', creditorId: c.id });
    await owner.post('/creditors/payments', { creditorId: c.id, amount: 500, paymentMethod: 'upi', referenceNumber: 'U-1' });
    await owner.post('/creditors/payments', { creditorId: c.id, amount: 84.5, paymentMethod: 'cash' });

    const all = json(await owner.get(`/creditors/${c.id}/statement?limit=100`)).data;
    expect(all.items.map((e: { kind: string; debit: number; credit: number; balance: number }) => [e.kind, e.debit, e.credit, e.balance])).toEqual([
      ['sale', 1050, 0, 1050],
      ['sale', 234.5, 0, 1284.5],
      ['sale', 700, 0, 1984.5],
      ['payment', 0, 500, 1484.5],
      ['payment', 0, 84.5, 1400],
    ]);
    expect(all.items[0]).toMatchObject({ stationName: expect.any(String), nozzleName: 'Nozzle 1', fuelType: 'petrol', volume: 10.5, paymentMethod: null });
    expect(all.items[3]).toMatchObject({ stationName: null, volume: null, paymentMethod: 'upi', referenceNumber: 'U-1' });
    expect(all.summary).toEqual({ from: null, to: null, openingBalance: 0, totalSales: 1984.5, totalPayments: 584.5, closingBalance: 1400 });
    // The closing balance of an open range is the creditor's balance.
    expect(json(await owner.get(`/creditors/${c.id}`)).data.balance).toBe(1400);

    // From day −3 to day −1: the sale of day −5 is the opening balance.
    const ranged = json(await owner.get(`/creditors/${c.id}/statement?from=${d3.day}&to=${d1.day}`)).data;
    expect(ranged.summary).toEqual({ from: d3.day, to: d1.day, openingBalance: 1050, totalSales: 934.5, totalPayments: 0, closingBalance: 1984.5 });
    expect(ranged.items.map((e: { balance: number }) => e.balance)).toEqual([1284.5, 1984.5]);
    // One day only; an empty range; paging continues the running balance.
    expect(json(await owner.get(`/creditors/${c.id}/statement?from=${d5.day}&to=${d5.day}`)).data.items).toHaveLength(1);
    const empty = json(await owner.get(`/creditors/${c.id}/statement?from=${istNoon(4).day}&to=${istNoon(4).day}`)).data;
    expect(empty).toMatchObject({ items: [], total: 0, summary: { openingBalance: 1050, closingBalance: 1050 } });
    const page2 = json(await owner.get(`/creditors/${c.id}/statement?limit=2&page=2`)).data;
    expect(page2.total).toBe(5);
    expect(page2.items.map((e: { balance: number }) => e.balance)).toEqual([1984.5, 1484.5]);

    const bad = await owner.get(`/creditors/${c.id}/statement?from=${d1.day}&to=${d5.day}`);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).details).toEqual([{ field: 'to', message: CREDITOR_MSG.dateRangeInvalid }]);
    expect((await owner.get(`/creditors/${c.id}/statement?from=2025-02-30`)).statusCode).toBe(400);
    const other = await createTenant(t.app, t.handle.db);
    expect((await as(t.app, other.owner).get(`/creditors/${c.id}/statement`)).statusCode).toBe(404);
  });
});

describe('POST /creditors/payments/{id}/reverse', () => {
  it('takes a payment back with a reversal line and a reason, once; the statement and the balance follow; audited', async () => {
    const owner = as(t.app, tenant.owner);
    const { nozzleId } = await nozzle();
    const c = await createCreditor(t.handle.db, tenant.id, { partyName: 'Reversal Co' });
    await recordReading(t.app, tenant.owner, { nozzleId, reading: 1030, paymentMethod: 'credit', creditorId: c.id }); // ₹3,000.00
    const wrong = await recordCreditPayment(t.app, tenant.owner, c.id, 2500);
    const right = await recordCreditPayment(t.app, tenant.owner, c.id, 250);
    expect(json(await owner.get(`/creditors/${c.id}`)).data.balance).toBe(250);

    const noReason = await owner.post(`/creditors/payments/${wrong.id}/reverse`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(json(noReason).details).toEqual([{ field: 'reason', message: CREDITOR_MSG.reverseReasonRequired }]);
    const res = await as(t.app, tenant.manager).post(`/creditors/payments/${wrong.id}/reverse`, { reason: 'Typed 2500 for 250' });
    expect(res.statusCode).toBe(201);
    const { payment: reversal, creditor } = json(res).data;
    expect(reversal).toMatchObject({ amount: -2500, reversesId: wrong.id, reversedById: null, notes: 'Typed 2500 for 250', paymentMethod: 'cash' });
    expect(creditor).toMatchObject({ paymentsTotal: 250, balance: 2750 });

    // Once; never a reversal of a reversal; unknown or another tenant's payment: 404.
    const twice = await owner.post(`/creditors/payments/${wrong.id}/reverse`, { reason: 'again' });
    expect([twice.statusCode, json(twice).message]).toEqual([409, CREDITOR_MSG.alreadyReversed]);
    const ofReversal = await owner.post(`/creditors/payments/${reversal.id}/reverse`, { reason: 'undo' });
    expect([ofReversal.statusCode, json(ofReversal).message]).toEqual([409, CREDITOR_MSG.reversalNotReversible]);
    const other = await createTenant(t.app, t.handle.db);
    const foreign = await as(t.app, other.owner).post(`/creditors/payments/${right.id}/reverse`, { reason: 'mine' });
    expect([foreign.statusCode, json(foreign).message]).toEqual([404, CREDITOR_MSG.paymentNotFound]);

    // The lists name both sides; the statement keeps both lines, the reversal raising the balance again.
    const list = json(await owner.get(`/creditors/${c.id}/payments`)).data.items;
    expect(list.map((p: { amount: number; reversesId: string | null; reversedById: string | null }) => [p.amount, p.reversesId, p.reversedById])).toEqual([
      [-2500, wrong.id, null],
      [250, null, null],
      [2500, null, reversal.id],
    ]);
    const statement = json(await owner.get(`/creditors/${c.id}/statement`)).data;
    expect(statement.items.map((e: { kind: string; debit: number; credit: number; balance: number; reversed: boolean }) => [e.kind, e.debit, e.credit, e.balance, e.reversed])).toEqual([
      ['sale', 3000, 0, 3000, false],
      ['payment', 0, 2500, 500, true],
      ['payment', 0, 250, 250, false],
      ['reversal', 2500, 0, 2750, false],
    ]);
    expect(statement.summary).toMatchObject({ totalSales: 3000, totalPayments: 250, closingBalance: 2750 });
    const [row] = await withPlatform(t.handle.db, (tx) => tx.select().from(creditors).where(eq(creditors.id, c.id)));
    expect([row!.creditSales, row!.paymentsTotal]).toEqual(['3000.00', '250.00']);
    const audits = await withPlatform(t.handle.db, (tx) =>
      tx.select().from(auditLog).where(and(eq(auditLog.entityId, c.id), eq(auditLog.action, 'credit_payment.reversed'))),
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: tenant.manager.id,
      details: { paymentId: reversal.id, amount: '-2500.00', reversesId: wrong.id, reason: 'Typed 2500 for 250', balanceAfter: '2750.00' },
    });
  });
});
