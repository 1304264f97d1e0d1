import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, createPrice, createTenant, recordReading } from '../../../test/factories';

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

    const base = { hasFuelPrice: false, hasReading: false, completed: false, needsGuidance: true };
    expect(await status()).toEqual({
      ...base,
      hasStation: false,
      hasPump: false,
      hasNozzle: false,
      progress: 0,
      completionPercentage: 0,
      nextStep: 'Create your first station',
      nextStepRoute: '/dashboard/stations/new',
    });
    const station = json(await owner.post('/stations', { name: 'Setup Station', address: 'Ring Road' })).data;
    expect(await status()).toMatchObject({
      hasStation: true,
      hasPump: false,
      progress: 25,
      completionPercentage: 25,
      nextStep: 'Add fuel pumps to your station',
      nextStepRoute: '/dashboard/pumps/new',
    });
    const pump = json(await owner.post('/pumps', { stationId: station.id, name: 'P1', serialNumber: 'SETUP-1' })).data;
    expect(await status()).toMatchObject({
      hasStation: true,
      hasPump: true,
      hasNozzle: false,
      completionPercentage: 50,
      nextStep: 'Configure nozzles for your pumps',
      nextStepRoute: '/dashboard/nozzles/new',
    });
    const nozzle = json(await owner.post('/nozzles', { pumpId: pump.id, name: 'N1', fuelType: 'petrol' })).data;
    // No fuel price yet: not complete.
    expect(await status()).toEqual({
      ...base,
      hasStation: true,
      hasPump: true,
      hasNozzle: true,
      progress: 75,
      completionPercentage: 75,
      nextStep: 'Set fuel prices',
      nextStepRoute: '/dashboard/fuel-prices',
    });
    await createPrice(t.handle.db, tenant.id, station.id);
    const complete = {
      hasStation: true,
      hasPump: true,
      hasNozzle: true,
      hasFuelPrice: true,
      hasReading: false,
      completed: true,
      progress: 100,
      completionPercentage: 100,
      nextStep: 'Setup complete!',
      nextStepRoute: '/dashboard',
      needsGuidance: false,
    };
    expect(await status()).toEqual(complete);
    // The optional first reading: its flag turns true, the percentage stays out of the four required steps.
    const reading = await recordReading(t.app, tenant.owner, { nozzleId: nozzle.id, reading: 10 });
    expect(await status()).toEqual({ ...complete, hasReading: true });
    // A voided reading does not count as the first reading.
    expect((await owner.post(`/nozzle-readings/${reading.id}/void`, { reason: 'Entered on the wrong nozzle' })).statusCode).toBe(200);
    expect(await status()).toEqual(complete);
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
