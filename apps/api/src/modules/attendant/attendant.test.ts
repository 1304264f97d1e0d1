import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, assignStation, createStationTree, createTenant } from '../../../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /attendant/stations, /attendant/pumps, /attendant/nozzles', () => {
  it('give an attendant only the assigned stations and their pumps and nozzles', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const mine = await createStationTree(t.handle.db, tenant.id, { pumps: 2, nozzlesPerPump: 2, name: 'Assigned Station' });
    const other = await createStationTree(t.handle.db, tenant.id, { pumps: 1, nozzlesPerPump: 3, name: 'Other Station' });
    const att = as(t.app, tenant.attendant);

    // Nothing assigned yet: honest empty lists.
    expect(json(await att.get('/attendant/stations')).data).toEqual({ items: [], page: 1, limit: 20, total: 0 });

    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, mine.station.id);
    const stations = json(await att.get('/attendant/stations')).data;
    expect(stations.items.map((s: { name: string; pumpCount: number }) => [s.name, s.pumpCount])).toEqual([['Assigned Station', 2]]);

    const pumps = json(await att.get(`/attendant/pumps?stationId=${mine.station.id}`)).data;
    expect(pumps.items.map((p: { id: string }) => p.id).sort()).toEqual(mine.pumps.map((p) => p.id).sort());
    expect(json(await att.get(`/attendant/pumps?stationId=${other.station.id}`)).data.total).toBe(0);
    expect(json(await att.get('/attendant/pumps')).data.total).toBe(2);

    const nozzles = json(await att.get(`/attendant/nozzles?pumpId=${mine.pumps[0]!.id}`)).data;
    expect(nozzles.items.map((n: { nozzleNumber: number; fuelType: string }) => [n.nozzleNumber, n.fuelType])).toEqual([
      [1, 'petrol'],
      [2, 'diesel'],
    ]);
    expect(json(await att.get(`/attendant/nozzles?pumpId=${other.pumps[0]!.id}`)).data.total).toBe(0);
    expect(json(await att.get('/attendant/nozzles')).data.total).toBe(4);

    // Deleted assets leave the attendant's lists too.
    await as(t.app, tenant.owner).del(`/pumps/${mine.pumps[1]!.id}`);
    expect(json(await att.get('/attendant/pumps')).data.total).toBe(1);
    expect(json(await att.get('/attendant/nozzles')).data.total).toBe(2);
  });

  it('are for attendants only (owners and managers use the general routes)', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    for (const user of [tenant.owner, tenant.manager]) {
      expect((await as(t.app, user).get('/attendant/stations')).statusCode).toBe(403);
    }
    expect((await as(t.app, tenant.attendant).get('/attendant/pumps?stationId=bad')).statusCode).toBe(400);
  });
});
