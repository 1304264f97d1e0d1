import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, createPrice, createTenant } from '../../../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /setup-status', () => {
  it('moves its flags and progress as the station, pump and nozzle are added, and back when deleted', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Regular' });
    const owner = as(t.app, tenant.owner);
    const status = async () => json(await owner.get('/setup-status')).data;

    expect(await status()).toEqual({
      hasStation: false,
      hasPump: false,
      hasNozzle: false,
      hasFuelPrice: false,
      completed: false,
      progress: 0,
      needsGuidance: true,
    });
    const station = json(await owner.post('/stations', { name: 'Setup Station', address: 'Ring Road' })).data;
    expect(await status()).toMatchObject({ hasStation: true, hasPump: false, progress: 25 });
    const pump = json(await owner.post('/pumps', { stationId: station.id, name: 'P1', serialNumber: 'SETUP-1' })).data;
    expect(await status()).toMatchObject({ hasStation: true, hasPump: true, hasNozzle: false, progress: 50 });
    await owner.post('/nozzles', { pumpId: pump.id, name: 'N1', fuelType: 'petrol' });
    // No fuel price yet: not complete.
    expect(await status()).toEqual({
      hasStation: true,
      hasPump: true,
      hasNozzle: true,
      hasFuelPrice: false,
      completed: false,
      progress: 75,
      needsGuidance: true,
    });
    await createPrice(t.handle.db, tenant.id, station.id);
    expect(await status()).toEqual({
      hasStation: true,
      hasPump: true,
      hasNozzle: true,
      hasFuelPrice: true,
      completed: true,
      progress: 100,
      needsGuidance: false,
    });
    await owner.del(`/stations/${station.id}`);
    expect(await status()).toMatchObject({ hasStation: false, hasPump: false, hasNozzle: false, progress: 0 });
  });

  it('is for owners and managers, and counts only the caller tenant', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const other = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    await as(t.app, other.owner).post('/stations', { name: 'Elsewhere', address: 'Far away' });
    expect(json(await as(t.app, tenant.manager).get('/setup-status')).data.hasStation).toBe(false);
    expect((await as(t.app, tenant.attendant).get('/setup-status')).statusCode).toBe(403);
  });
});
