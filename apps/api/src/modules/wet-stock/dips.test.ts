import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { errorTextEn } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, assignStation, createNozzle, createPrice, createPump, createStation, createTank, createTenant, recordReading, uploadDipChart, type TestTenant } from '../../../test/factories';
import { withPlatform } from '../../db/tenant';
import { auditLog, inventoryMovements, nozzles, tankDipCharts, tankDips } from '../../db/schema';

let t: TestApp;
let pro: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  pro = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
});
afterAll(() => t.close());

/** The calibrator's per-centimetre sample: 99 cm → 9,634.96 L, 100 → 9,760.78, 101 → 9,886.66, with rows around it. */
const SAMPLE = ['Dip_Value,Dip_Volume,Dip_Diff', '0,0,0', '10,500.00,50.00', '98,9509.26,125.60', '99,9634.96,125.70', '100,9760.78,125.82', '101,9886.66,125.88', '200,19500.00,96.13'].join('\n');

const put = (user: { token: string }, tankId: string, csv: string, type = 'text/csv') =>
  t.app.inject({ method: 'PUT', url: `/api/v1/tanks/${tankId}/dip-chart`, headers: { authorization: `Bearer ${user.token}`, 'content-type': type }, payload: csv });

/** A station with a priced petrol nozzle feeding a 20,000 L tank that holds 10,000 L by the book. */
async function tankWithStock() {
  const station = await createStation(t.handle.db, pro.id);
  const pump = await createPump(t.handle.db, pro.id, station.id);
  const nozzle = await createNozzle(t.handle.db, pro.id, pump.id, { fuelType: 'petrol', openingReading: '1000' });
  await createPrice(t.handle.db, pro.id, station.id, { validFrom: new Date(Date.now() - 30 * 86_400_000) });
  const tank = await createTank(t.handle.db, pro.id, station.id, { capacity: '20000.000', stock: '10000.000' });
  await withPlatform(t.handle.db, async (tx) => {
    await tx.update(nozzles).set({ tankId: tank.id }).where(and(eq(nozzles.tenantId, pro.id), eq(nozzles.id, nozzle.id)));
    // The 10,000 L came in yesterday.
    await tx.update(inventoryMovements).set({ createdAt: new Date(Date.now() - 86_400_000) }).where(and(eq(inventoryMovements.tenantId, pro.id), eq(inventoryMovements.tankId, tank.id)));
  });
  return { station, nozzle, tank };
}

describe('dip charts', () => {
  it('an owner uploads a per-centimetre chart; the volume between points is linear (100.5 cm → 9,823.72 L)', async () => {
    const { tank, station } = await tankWithStock();
    const res = await put(pro.owner, tank.id, SAMPLE);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ tankId: tank.id, points: 7, maxDipCm: 200, maxLitres: 19500, fixes: [] });
    const volume = (cm: number) => as(t.app, pro.attendant).get(`/tanks/${tank.id}/dip-chart/volume?dipCm=${cm}`);
    await assignStation(t.handle.db, pro.id, pro.attendant.id, station.id);
    expect(json(await volume(100.5)).data).toEqual({ dipCm: 100.5, litres: 9823.72 });
    expect(json(await volume(99)).data.litres).toBe(9634.96);
    const beyond = await volume(200.1);
    expect([beyond.statusCode, json(beyond).message]).toEqual([422, errorTextEn('dipChart.beyond', { cm: '200.1', max: '200.0' })]);
    expect((await volume(10.05)).statusCode).toBe(400);
  });

  it('answers each fix it made; a later chart replaces it and the old one stays for its dips; bad files change nothing', async () => {
    const { tank } = await tankWithStock();
    const first = json(await put(pro.manager, tank.id, 'Dip_Value,Dip_Stock\n0,0\n1,100\n2,n/a\n3,300\n4,250\n5,500\n')).data;
    expect(first.points).toBe(6);
    expect(first.fixes).toHaveLength(2);
    expect(first.fixes[0]).toMatch(/^Row 4 \(2\.0 cm\): "n\/a" could not be read; set to 200\.000 L/);
    expect(first.fixes[1]).toMatch(/^Row 6 \(4\.0 cm\): 250\.000 L breaks the rising chart; set to 400\.000 L/);
    const dip = json(await as(t.app, pro.owner).post(`/tanks/${tank.id}/dips`, { dipCm: 2.5, kind: 'check' })).data;
    expect(dip).toMatchObject({ litres: 250, chartId: first.id });

    for (const [csv, key] of [
      ['', 'dipChart.empty'],
      ['Height,Litres\n1,2\n', 'dipChart.unknownShape'],
      ['Dip_Value,Dip_Volume\n1,2\n1,3\n', 'dipChart.repeatedDip'],
    ] as const) {
      const refused = await put(pro.owner, tank.id, csv);
      expect([refused.statusCode, json(refused).key]).toEqual([422, key]);
    }
    expect(json(await as(t.app, pro.owner).get(`/tanks/${tank.id}/dip-chart`)).data.id).toBe(first.id);

    const second = json(await put(pro.owner, tank.id, SAMPLE)).data;
    expect(json(await as(t.app, pro.owner).get(`/tanks/${tank.id}/dip-chart`)).data.id).toBe(second.id);
    const charts = await withPlatform(t.handle.db, (tx) => tx.select({ id: tankDipCharts.id, replacedAt: tankDipCharts.replacedAt }).from(tankDipCharts).where(eq(tankDipCharts.tankId, tank.id)));
    expect(charts.find((c) => c.id === first.id)!.replacedAt).not.toBeNull();
    const [stored] = await withPlatform(t.handle.db, (tx) => tx.select().from(tankDips).where(eq(tankDips.id, dip.id)));
    expect(stored!.chartId).toBe(first.id);
    const audit = await withPlatform(t.handle.db, (tx) => tx.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.tenantId, pro.id), eq(auditLog.entityId, tank.id))));
    expect(audit.filter((a) => a.action === 'tank.dip_chart_uploaded')).toHaveLength(2);
  });

  it('only owners and managers upload; a JSON body is refused as not a chart', async () => {
    const { tank, station } = await tankWithStock();
    await assignStation(t.handle.db, pro.id, pro.attendant.id, station.id);
    expect((await put(pro.attendant, tank.id, SAMPLE)).statusCode).toBe(403);
    const other = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    expect((await put(other.owner, tank.id, SAMPLE)).statusCode).toBe(404);
    expect((await as(t.app, pro.owner).put(`/tanks/${tank.id}/dip-chart`, { csv: SAMPLE })).statusCode).toBe(400);
  });
});

describe('dips', () => {
  it('converts the dip and the water dip with the chart and shows the book stock then and the difference', async () => {
    const { tank, nozzle } = await tankWithStock();
    await uploadDipChart(t.app, pro.owner, tank.id, SAMPLE);
    // 25 L sold an hour ago: the book says 9,975 L.
    await recordReading(t.app, pro.manager, { nozzleId: nozzle.id, reading: 1025, recordedAt: new Date(Date.now() - 3_600_000) });
    const res = await as(t.app, pro.manager).post(`/tanks/${tank.id}/dips`, { dipCm: 100.5, waterDipCm: 1, kind: 'closing' });
    expect(res.statusCode).toBe(201);
    // 100.5 cm → 9,823.720 L, less water 1 cm → 50.000 L: 9,773.720 L of fuel; 201.280 L short of the book.
    expect(json(res).data).toMatchObject({ kind: 'closing', dipCm: 100.5, waterDipCm: 1, litres: 9773.72, waterLitres: 50, bookStock: 9975, difference: -201.28, recordedBy: expect.any(String) });
    // Back-dated before the sale: the book stock then was still 10,000 L.
    const before = json(await as(t.app, pro.manager).post(`/tanks/${tank.id}/dips`, { dipCm: 101, kind: 'opening', recordedAt: new Date(Date.now() - 2 * 3_600_000).toISOString() })).data;
    expect(before).toMatchObject({ litres: 9886.66, bookStock: 10000, difference: -113.34 });
    const list = json(await as(t.app, pro.owner).get(`/tanks/${tank.id}/dips`)).data;
    expect(list.items.map((d: { kind: string }) => d.kind)).toEqual(['closing', 'opening']);
  });

  it('refuses what it cannot convert and changes nothing: no chart, beyond the chart, water above the dip, the future', async () => {
    const { tank } = await tankWithStock();
    const post = (body: Record<string, unknown>) => as(t.app, pro.owner).post(`/tanks/${tank.id}/dips`, body);
    const none = await post({ dipCm: 10, kind: 'check' });
    expect([none.statusCode, json(none).message]).toEqual([422, errorTextEn('dipChart.none')]);
    await uploadDipChart(t.app, pro.owner, tank.id, SAMPLE);
    expect(json(await post({ dipCm: 250, kind: 'check' })).key).toBe('dipChart.beyond');
    expect((await post({ dipCm: 10, waterDipCm: 11, kind: 'check' })).statusCode).toBe(400);
    expect((await post({ dipCm: 10.25, kind: 'check' })).statusCode).toBe(400);
    // A blank, null or true dip is refused, never read as 0 cm.
    for (const dipCm of ['', ' ', null, true]) expect((await post({ dipCm, kind: 'check' })).statusCode, JSON.stringify(dipCm)).toBe(400);
    expect((await post({ dipCm: 10, kind: 'sometime' })).statusCode).toBe(400);
    const future = await post({ dipCm: 10, kind: 'check', recordedAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect([future.statusCode, json(future).message]).toEqual([422, errorTextEn('dip.inFuture')]);
    expect(json(await as(t.app, pro.owner).get(`/tanks/${tank.id}/dips`)).data.total).toBe(0);
  });

  it("is replay-safe with the phone's id: the same body answers the stored dip once, another body is 409", async () => {
    const { tank } = await tankWithStock();
    await uploadDipChart(t.app, pro.owner, tank.id, SAMPLE);
    const id = randomUUID();
    const body = { id, dipCm: 99, kind: 'opening' };
    const first = await as(t.app, pro.owner).post(`/tanks/${tank.id}/dips`, body);
    const again = await as(t.app, pro.owner).post(`/tanks/${tank.id}/dips`, body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(json(again).data).toEqual(json(first).data);
    const other = await as(t.app, pro.owner).post(`/tanks/${tank.id}/dips`, { ...body, dipCm: 98 });
    expect([other.statusCode, json(other).message]).toEqual([409, errorTextEn('dip.replayMismatch')]);
    expect(json(await as(t.app, pro.owner).get(`/tanks/${tank.id}/dips`)).data.total).toBe(1);
  });

  it("attendants dip the tanks of their stations only; another tenant's tank is a 404", async () => {
    const mine = await tankWithStock();
    const hidden = await tankWithStock();
    await uploadDipChart(t.app, pro.owner, mine.tank.id, SAMPLE);
    await uploadDipChart(t.app, pro.owner, hidden.tank.id, SAMPLE);
    await assignStation(t.handle.db, pro.id, pro.attendant.id, mine.station.id);
    const attendant = as(t.app, pro.attendant);
    expect((await attendant.post(`/tanks/${mine.tank.id}/dips`, { dipCm: 50, kind: 'closing' })).statusCode).toBe(201);
    expect((await attendant.post(`/tanks/${hidden.tank.id}/dips`, { dipCm: 50, kind: 'closing' })).statusCode).toBe(404);
    const other = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    expect((await as(t.app, other.owner).post(`/tanks/${mine.tank.id}/dips`, { dipCm: 50, kind: 'closing' })).statusCode).toBe(404);
    expect((await as(t.app, other.owner).get(`/tanks/${mine.tank.id}/dip-chart`)).statusCode).toBe(404);
  });
});
