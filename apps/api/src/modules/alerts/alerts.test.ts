import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { alertTextEn } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import {
  as,
  assignStation,
  createNozzle,
  createPrice,
  createPump,
  createStation,
  createTenant,
  recordReading,
  updateInventory,
  type TestTenant,
} from '../../../test/factories';
import { withTenant } from '../../db/tenant';

let t: TestApp;
const DAY = 86_400_000;
const later = (ms: number) => new Date(Date.now() + ms);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A station → pump → petrol nozzle with a price, created `ageDays` ago (nozzles younger than 24 h never alert). */
async function tree(tenant: TestTenant, ageDays = 2) {
  const station = await createStation(t.handle.db, tenant.id);
  const pump = await createPump(t.handle.db, tenant.id, station.id);
  const nozzle = await createNozzle(t.handle.db, tenant.id, pump.id, { fuelType: 'petrol', openingReading: '1000.000' });
  await withTenant(t.handle.db, tenant.id, (tx) =>
    tx.execute(sql`update nozzles set created_at = now() - ${`${ageDays} days`}::interval where id = ${nozzle.id}`),
  );
  await createPrice(t.handle.db, tenant.id, station.id, { price: '100.00', validFrom: new Date(Date.now() - 30 * DAY) });
  return { station, pump, nozzle };
}

const alertsOf = async (user: { token: string }, query = '') => json(await as(t.app, user).get(`/alerts${query}`)).data;

/** Runs every alert job at `now` (each call a new period, so the runner never skips). */
let periodShift = 0;
async function runJobs(tenant: TestTenant, now = new Date()) {
  periodShift += 10 * 60_000;
  return t.app.jobs.tick(new Date(now.getTime() + periodShift), [tenant.id]);
}

describe('stock alerts', () => {
  it('are raised and cleared at once when an update or a reading crosses a line', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const { station, nozzle } = await tree(tenant);
    await updateInventory(t.app, tenant.owner, { stationId: station.id, fuelType: 'petrol', newStock: 2600, capacity: 10000, minimumLevel: 1000 });
    expect((await alertsOf(tenant.owner, '?active=true&type=low_stock')).total).toBe(0);

    await recordReading(t.app, tenant.owner, { nozzleId: nozzle.id, reading: 1100 }); // 2500 L: low
    const low = (await alertsOf(tenant.owner, '?active=true')).items;
    expect(low).toHaveLength(1);
    expect(low[0]).toMatchObject({ type: 'low_stock', priority: 'high', stationId: station.id, stationName: station.name, active: true, acknowledged: false, dismissed: false });
    expect(low[0].message).toContain('2,500.000 L (25% of 10,000.000 L)');
    // The texts by key (docs/decisions/061): the fuel is its type, the litres as the English shows them.
    expect(low[0].titleText).toEqual({ key: 'alert.lowStockTitle', params: { fuel: 'petrol' } });
    expect(low[0].messageText).toEqual({
      key: 'alert.lowStockOfCapacity',
      params: { fuel: 'petrol', station: station.name, litres: '2,500.000 L', percent: 25, capacity: '10,000.000 L' },
    });
    expect(low[0].title).toBe(alertTextEn(low[0].titleText.key, low[0].titleText.params));
    expect(low[0].message).toBe(alertTextEn(low[0].messageText.key, low[0].messageText.params));

    await recordReading(t.app, tenant.owner, { nozzleId: nozzle.id, reading: 2600 }); // 1000 L: critical
    const now = (await alertsOf(tenant.owner)).items;
    expect(now.map((a: { type: string; active: boolean }) => [a.type, a.active])).toEqual([
      ['critical_stock', true],
      ['low_stock', false],
    ]);
    expect(now[0].priority).toBe('urgent');
    expect([now[0].titleText, now[0].messageText]).toEqual([
      { key: 'alert.criticalStockTitle', params: { fuel: 'petrol' } },
      {
        key: 'alert.criticalStockBelowMinimumOfCapacity',
        params: { fuel: 'petrol', station: station.name, litres: '1,000.000 L', percent: 10, capacity: '10,000.000 L', minimum: '1,000.000 L' },
      },
    ]);
    expect(now[0].message).toBe(`Petrol at ${station.name} is at 1,000.000 L (10% of 10,000.000 L), at or below the minimum level of 1,000.000 L. Refill now.`);
    // The resolved low alert keeps the texts it was raised with.
    expect(now[1].messageText.key).toBe('alert.lowStockOfCapacity');
    expect(now[1].resolvedAt).toEqual(expect.any(String));

    await updateInventory(t.app, tenant.owner, { stationId: station.id, fuelType: 'petrol', newStock: 9000 });
    expect((await alertsOf(tenant.owner, '?active=true')).total).toBe(0);
    expect((await alertsOf(tenant.owner, '?active=false')).total).toBe(2);
  });

  it('the stock job raises and clears them from the tanks (and a tank with no capacity only at its minimum)', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const { station } = await tree(tenant, 0);
    await updateInventory(t.app, tenant.owner, { stationId: station.id, fuelType: 'diesel', newStock: 400, minimumLevel: 500 });
    // Remove the alert the update raised, as if the condition had appeared while nothing was watching.
    await withTenant(t.handle.db, tenant.id, (tx) => tx.execute(sql`update alerts set active = false where tenant_id = ${tenant.id}`));
    await runJobs(tenant);
    const raised = (await alertsOf(tenant.owner, '?active=true&type=critical_stock')).items;
    expect(raised).toHaveLength(1);
    // A tank without a capacity: the litres alone (its own key).
    expect(raised[0]).toMatchObject({
      title: 'Critical stock: Diesel',
      message: `Diesel at ${station.name} is at 400.000 L, at or below the minimum level of 500.000 L. Refill now.`,
      titleText: { key: 'alert.criticalStockTitle', params: { fuel: 'diesel' } },
      messageText: { key: 'alert.criticalStockBelowMinimum', params: { fuel: 'diesel', station: station.name, litres: '400.000 L', minimum: '500.000 L' } },
    });
    // Running again keeps the one alert.
    await runJobs(tenant);
    expect((await alertsOf(tenant.owner, '?active=true&type=critical_stock')).total).toBe(1);
    await withTenant(t.handle.db, tenant.id, (tx) =>
      tx.execute(sql`update fuel_tanks set minimum_level = 100 where tenant_id = ${tenant.id} and fuel_type = 'diesel'`),
    );
    await runJobs(tenant);
    expect((await alertsOf(tenant.owner, '?active=true')).total).toBe(0);
  });
});

describe('no_readings_24h', () => {
  it('is raised per active nozzle silent for 24 h (not for a brand-new nozzle) and cleared when a reading arrives', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const { station, pump, nozzle } = await tree(tenant);
    const pump2 = await createPump(t.handle.db, tenant.id, station.id);
    await createNozzle(t.handle.db, tenant.id, pump2.id, { fuelType: 'petrol' }); // brand new
    await createNozzle(t.handle.db, tenant.id, pump2.id, { fuelType: 'petrol', status: 'inactive' });
    await runJobs(tenant);
    const raised = (await alertsOf(tenant.owner, '?type=no_readings_24h')).items;
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ priority: 'medium', stationId: station.id, active: true, title: 'No readings in 24 hours' });
    expect(raised[0].message).toBe(`${station.name} · ${pump.name} · ${nozzle.name} (Petrol) has no reading in the last 24 hours.`);
    expect(raised[0].titleText).toEqual({ key: 'alert.noReadingsTitle', params: {} });
    expect(raised[0].messageText).toEqual({
      key: 'alert.noReadings',
      params: { station: station.name, pump: pump.name, nozzle: nozzle.name, fuel: 'petrol' },
    });
    // GET /alerts/{id} answers the same texts.
    expect(json(await as(t.app, tenant.owner).get(`/alerts/${raised[0].id}`)).data).toMatchObject({
      titleText: raised[0].titleText,
      messageText: raised[0].messageText,
    });

    await recordReading(t.app, tenant.owner, { nozzleId: nozzle.id, reading: 1010 });
    expect((await alertsOf(tenant.owner, '?type=no_readings_24h&active=true')).total).toBe(0);
    await runJobs(tenant);
    expect((await alertsOf(tenant.owner, '?type=no_readings_24h&active=true')).total).toBe(0);
    // Two days on, both nozzles (the new one now old enough) are silent: two new alerts.
    await runJobs(tenant, later(2 * DAY));
    expect((await alertsOf(tenant.owner, '?type=no_readings_24h&active=true')).total).toBe(2);
  });
});

describe('alerts raised before their texts had keys', () => {
  it('answer null for titleText and messageText, their English as stored', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const { station } = await tree(tenant, 0);
    await updateInventory(t.app, tenant.owner, { stationId: station.id, fuelType: 'petrol', newStock: 100, capacity: 1000 });
    await withTenant(t.handle.db, tenant.id, (tx) =>
      tx.execute(sql`update alerts set title_text = null, message_text = null where tenant_id = ${tenant.id}`),
    );
    const [old] = (await alertsOf(tenant.owner)).items;
    expect(old).toMatchObject({ title: 'Low stock: Petrol', titleText: null, messageText: null });
    const [task] = (json(await as(t.app, tenant.owner).get('/notifications/feed')).data.tasks as Array<Record<string, unknown>>).filter(
      (x) => x.id === `alert:${old.id}`,
    );
    expect(task).toMatchObject({ title: 'Low stock: Petrol', titleText: null, messageText: null });
  });
});

describe('acknowledge and dismiss', () => {
  it('stay while the condition holds; when it clears and comes back a new alert is raised', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const { station } = await tree(tenant, 0);
    await updateInventory(t.app, tenant.owner, { stationId: station.id, fuelType: 'petrol', newStock: 100, capacity: 1000 });
    const [first] = (await alertsOf(tenant.owner, '?active=true')).items;
    expect(json(await as(t.app, tenant.owner).get('/alerts/unread-count')).data).toEqual({ count: 1 });
    const acked = json(await as(t.app, tenant.manager).put(`/alerts/${first.id}/acknowledge`));
    expect(acked.data).toMatchObject({ id: first.id, acknowledged: true, active: true, acknowledgedAt: expect.any(String) });
    expect(json(await as(t.app, tenant.owner).get('/alerts/unread-count')).data).toEqual({ count: 0 });
    await runJobs(tenant);
    await updateInventory(t.app, tenant.owner, { stationId: station.id, fuelType: 'petrol', newStock: 90 }); // still low
    expect(json(await as(t.app, tenant.owner).get(`/alerts/${first.id}`)).data).toMatchObject({ acknowledged: true, active: true });
    expect((await alertsOf(tenant.owner, '?active=true')).total).toBe(1);

    const dismissed = json(await as(t.app, tenant.owner).put(`/alerts/${first.id}/dismiss`)).data;
    expect(dismissed).toMatchObject({ dismissed: true });
    expect((await alertsOf(tenant.owner)).total).toBe(0); // dismissed: out of the list
    await runJobs(tenant);
    expect((await alertsOf(tenant.owner)).total).toBe(0);

    await updateInventory(t.app, tenant.owner, { stationId: station.id, fuelType: 'petrol', newStock: 900 }); // clears
    await updateInventory(t.app, tenant.owner, { stationId: station.id, fuelType: 'petrol', newStock: 200 }); // back
    const list = (await alertsOf(tenant.owner)).items;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ active: true, acknowledged: false, dismissed: false });
    expect(list[0].id).not.toBe(first.id);
    expect(json(await as(t.app, tenant.owner).get(`/alerts/${first.id}`)).data).toMatchObject({ active: false, dismissed: true, acknowledged: true });
  });

  it('bulk-acknowledges the visible ones only; attendants may not dismiss', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const a = await tree(tenant);
    const b = await tree(tenant);
    await updateInventory(t.app, tenant.owner, { stationId: a.station.id, fuelType: 'petrol', newStock: 1, capacity: 1000 });
    await updateInventory(t.app, tenant.owner, { stationId: b.station.id, fuelType: 'petrol', newStock: 1, capacity: 1000 });
    const ids = (await alertsOf(tenant.owner)).items.map((x: { id: string }) => x.id);
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, a.station.id);
    const res = json(await as(t.app, tenant.attendant).post('/alerts/bulk-acknowledge', { ids }));
    expect(res.data).toEqual({ acknowledged: 1 });
    expect(json(await as(t.app, tenant.owner).post('/alerts/bulk-acknowledge', { ids })).data).toEqual({ acknowledged: 2 });
    expect((await as(t.app, tenant.attendant).put(`/alerts/${ids[0]}/dismiss`)).statusCode).toBe(403);
  });
});

describe('who sees which alerts', () => {
  it("attendants see and acknowledge those of assigned stations only (others 404); another tenant's are invisible", async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const mine = await tree(tenant);
    const other = await tree(tenant);
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, mine.station.id);
    await updateInventory(t.app, tenant.owner, { stationId: mine.station.id, fuelType: 'petrol', newStock: 10, capacity: 1000 });
    await updateInventory(t.app, tenant.owner, { stationId: other.station.id, fuelType: 'petrol', newStock: 10, capacity: 1000 });
    const all = (await alertsOf(tenant.owner)).items;
    const myAlert = all.find((x: { stationId: string }) => x.stationId === mine.station.id);
    const otherAlert = all.find((x: { stationId: string }) => x.stationId === other.station.id);

    const api = as(t.app, tenant.attendant);
    const portal = json(await api.get('/attendant/alerts')).data;
    expect(portal.items.map((x: { id: string }) => x.id)).toEqual([myAlert.id]);
    expect(json(await api.get('/alerts')).data.items.map((x: { id: string }) => x.id)).toEqual([myAlert.id]);
    expect(json(await api.get('/alerts/unread-count')).data).toEqual({ count: 1 });
    expect((await api.get(`/alerts/${otherAlert.id}`)).statusCode).toBe(404);
    expect((await api.put(`/attendant/alerts/${otherAlert.id}/acknowledge`)).statusCode).toBe(404);
    expect((await api.put(`/alerts/${otherAlert.id}/acknowledge`)).statusCode).toBe(404);
    const ack = await api.put(`/attendant/alerts/${myAlert.id}/acknowledge`);
    expect(ack.statusCode).toBe(200);
    expect(json(ack).data.acknowledged).toBe(true);

    const stranger = await createTenant(t.app, t.handle.db);
    expect((await alertsOf(stranger.owner)).total).toBe(0);
    expect(json(await as(t.app, stranger.owner).get('/alerts/unread-count')).data).toEqual({ count: 0 });
    expect((await as(t.app, stranger.owner).get(`/alerts/${myAlert.id}`)).statusCode).toBe(404);
    expect((await as(t.app, stranger.owner).put(`/alerts/${myAlert.id}/acknowledge`)).statusCode).toBe(404);
    expect((await as(t.app, stranger.owner).put(`/alerts/${myAlert.id}/dismiss`)).statusCode).toBe(404);
    expect(json(await as(t.app, stranger.owner).post('/alerts/bulk-acknowledge', { ids: [myAlert.id] })).data).toEqual({ acknowledged: 0 });
  });
});
