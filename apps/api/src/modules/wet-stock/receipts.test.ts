import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { density15, errorTextEn, RECEIPT_MSG } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, assignStation, createStation, createTank, createTenant, uploadDipChart, type TestTenant } from '../../../test/factories';
import { withPlatform } from '../../db/tenant';
import { fuelTanks, inventoryMovements } from '../../db/schema';

let t: TestApp;
let pro: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  pro = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
});
afterAll(() => t.close());

/** 0–200 cm, 100 L a centimetre. */
const CHART = 'Dip_Value,Dip_Volume\n0,0\n100,10000\n200,20000\n';

async function tank() {
  const station = await createStation(t.handle.db, pro.id);
  const made = await createTank(t.handle.db, pro.id, station.id, { capacity: '20000.000', stock: '3000.000' });
  await uploadDipChart(t.app, pro.owner, made.id, CHART);
  return { station, tank: made };
}

const receipt = {
  invoiceNumber: 'CH-2026-0412',
  invoiceLitres: 12000,
  invoiceDensity15: 750.0,
  observedDensity: 735.0,
  observedTempC: 32.0,
  dipBeforeCm: 30.0,
  dipAfterCm: 149.2,
  litresSoldDuring: 35.5,
};

describe('density at 15 °C (ASTM D1250 Table 53B)', () => {
  it('solves ρ15 from the observed density: 735 kg/m³ at 32 °C is about 750.4; at 15 °C it is itself', () => {
    expect(density15(735, 32)).toBe(750.4);
    expect(density15(830, 15)).toBe(830);
    // Diesel at 30 °C reads lighter than at 15 °C.
    expect(density15(830, 30)).toBeGreaterThan(830);
    expect(density15(830, 30)).toBeLessThan(842);
  });
});

describe('tanker receipts', () => {
  it('computes ρ15, the density check, the litres received and the short, and moves the book stock by what was received', async () => {
    const { tank: made } = await tank();
    const res = await as(t.app, pro.manager).post(`/tanks/${made.id}/receipts`, receipt);
    expect(res.statusCode).toBe(201);
    // 149.2 cm → 14,920 L, 30 cm → 3,000 L: 11,920 L rose, plus 35.5 L sold meanwhile = 11,955.5 L; 44.5 L short.
    expect(json(res).data).toMatchObject({
      invoiceNumber: 'CH-2026-0412',
      density15: 750.4,
      densityDifference: 0.4,
      densityOk: true,
      litresBefore: 3000,
      litresAfter: 14920,
      litresSoldDuring: 35.5,
      receivedLitres: 11955.5,
      shortLitres: 44.5,
    });
    const [row] = await withPlatform(t.handle.db, (tx) => tx.select({ stock: fuelTanks.stock }).from(fuelTanks).where(eq(fuelTanks.id, made.id)));
    expect(row!.stock).toBe('14955.500');
    const moves = await withPlatform(t.handle.db, (tx) =>
      tx.select({ kind: inventoryMovements.kind, quantity: inventoryMovements.quantity, note: inventoryMovements.note }).from(inventoryMovements).where(and(eq(inventoryMovements.tenantId, pro.id), eq(inventoryMovements.tankId, made.id))),
    );
    expect(moves).toContainEqual({ kind: 'receipt', quantity: '11955.500', note: 'Invoice CH-2026-0412' });
    const list = json(await as(t.app, pro.owner).get(`/tanks/${made.id}/receipts`)).data;
    expect(list.items.map((r: { invoiceNumber: string }) => r.invoiceNumber)).toEqual(['CH-2026-0412']);
  });

  it('flags a density beyond ±3.0 kg/m³ of the invoice, and an excess as a negative short', async () => {
    const { tank: made } = await tank();
    const res = json(await as(t.app, pro.owner).post(`/tanks/${made.id}/receipts`, { ...receipt, invoiceNumber: 'CH-9', invoiceDensity15: 746.0, invoiceLitres: 11900 })).data;
    expect(res).toMatchObject({ density15: 750.4, densityDifference: 4.4, densityOk: false, shortLitres: -55.5 });
  });

  it('refuses a second entry of the same invoice at the station, bad figures and dips in the wrong order, and stores nothing', async () => {
    const { tank: made, station } = await tank();
    const owner = as(t.app, pro.owner);
    expect((await owner.post(`/tanks/${made.id}/receipts`, receipt)).statusCode).toBe(201);
    const again = await owner.post(`/tanks/${made.id}/receipts`, { ...receipt, invoiceNumber: 'ch-2026-0412' });
    expect([again.statusCode, json(again).message]).toEqual([409, errorTextEn('receipt.duplicateInvoice')]);
    const order = await owner.post(`/tanks/${made.id}/receipts`, { ...receipt, invoiceNumber: 'X1', dipAfterCm: 20 });
    expect([order.statusCode, json(order).message]).toContain(400);
    expect(json(order).message).toContain(RECEIPT_MSG.dipOrder);
    expect((await owner.post(`/tanks/${made.id}/receipts`, { ...receipt, invoiceNumber: 'X2', observedDensity: 73.5 })).statusCode).toBe(400);
    expect((await owner.post(`/tanks/${made.id}/receipts`, { ...receipt, invoiceNumber: 'X3', observedTempC: 32.25 })).statusCode).toBe(400);
    expect((await owner.post(`/tanks/${made.id}/receipts`, { ...receipt, invoiceNumber: 'X6', observedTempC: '' })).statusCode).toBe(400);
    expect(json(await owner.post(`/tanks/${made.id}/receipts`, { ...receipt, invoiceNumber: 'X4', dipAfterCm: 250 })).key).toBe('dipChart.beyond');
    expect(json(await owner.get(`/tanks/${made.id}/receipts`)).data.total).toBe(1);
    // Attendants read them but do not record them; another tenant sees nothing.
    await assignStation(t.handle.db, pro.id, pro.attendant.id, station.id);
    expect((await as(t.app, pro.attendant).post(`/tanks/${made.id}/receipts`, { ...receipt, invoiceNumber: 'X5' })).statusCode).toBe(403);
    expect(json(await as(t.app, pro.attendant).get(`/tanks/${made.id}/receipts`)).data.total).toBe(1);
    const other = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    expect((await as(t.app, other.owner).get(`/tanks/${made.id}/receipts`)).statusCode).toBe(404);
  });
});
