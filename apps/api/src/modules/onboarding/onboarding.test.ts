import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, createNozzle, createPrice, createPump, createStation, createTenant, recordReading } from '../../../test/factories';
import { runRemindersFor } from '../../jobs/reminder-jobs';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kinds = (list: Array<{ kind: string; subject?: string }>) => list.map((r) => r.kind).sort();

describe('onboarding setup guide', () => {
  it('locks each step until its prerequisites are done, refuses to mark a required step, and skips and resets per user', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const owner = as(t.app, tenant.owner);
    let guide = json(await owner.get('/onboarding/setup-guide')).data;
    expect(guide.steps.map((s: any) => [s.step, s.completed, s.locked, s.required])).toEqual([
      ['station', false, false, true],
      ['pump', false, true, true],
      ['nozzle', false, true, true],
      ['fuelPrice', false, true, true],
      ['reading', false, true, false],
    ]);
    expect(guide).toMatchObject({ completionPercentage: 0, nextStep: 'Create your first station', nextStepRoute: '/dashboard/stations/new', skippedAt: null });
    expect(guide.steps[4]).toMatchObject({ route: '/dashboard/readings/new', prerequisites: ['fuelPrice'] });

    // A required step is done by its data only.
    const refused = await owner.post('/onboarding/setup-guide/station/complete');
    expect(refused.statusCode).toBe(422);
    expect((await owner.post('/onboarding/setup-guide/reading/complete')).statusCode).toBe(422);
    expect((await owner.post('/onboarding/setup-guide/bogus/complete')).statusCode).toBe(400);

    const station = await createStation(t.handle.db, tenant.id);
    const pump = await createPump(t.handle.db, tenant.id, station.id);
    await createNozzle(t.handle.db, tenant.id, pump.id);
    guide = json(await owner.get('/onboarding/setup-guide')).data;
    expect(guide.steps.map((s: any) => s.locked)).toEqual([false, false, false, false, true]);
    expect(guide.completionPercentage).toBe(75);
    await createPrice(t.handle.db, tenant.id, station.id);
    // The optional reading may be marked as seen once prices are set.
    guide = json(await owner.post('/onboarding/setup-guide/reading/complete')).data;
    expect(guide.steps[4]).toMatchObject({ completed: false, acknowledged: true, locked: false });
    expect(guide.nextStep).toBe('Setup complete!');

    const skipped = json(await owner.post('/onboarding/skip')).data;
    expect(skipped.skippedAt).toEqual(expect.any(String));
    // The manager's guide is their own.
    expect(json(await as(t.app, tenant.manager).get('/onboarding/setup-guide')).data.skippedAt).toBeNull();
    const reset = json(await owner.post('/onboarding/reset')).data;
    expect(reset.skippedAt).toBeNull();
    expect(reset.steps[4].acknowledged).toBe(false);
    expect((await as(t.app, tenant.attendant).get('/onboarding/setup-guide')).statusCode).toBe(403);
  });
});

describe('onboarding preferences', () => {
  it('are kept per user, default on, and refuse an empty or wrong body without changing anything', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const all = { dailyReminders: true, setupGuidance: true, readingAlerts: true, reconciliationReminders: true };
    expect(json(await as(t.app, tenant.owner).get('/onboarding/preferences')).data).toEqual(all);
    const changed = json(await as(t.app, tenant.owner).put('/onboarding/preferences', { readingAlerts: false })).data;
    expect(changed).toEqual({ ...all, readingAlerts: false });
    expect(json(await as(t.app, tenant.owner).put('/onboarding/preferences', { dailyReminders: false })).data).toEqual({
      ...all,
      readingAlerts: false,
      dailyReminders: false,
    });
    expect(json(await as(t.app, tenant.manager).get('/onboarding/preferences')).data).toEqual(all);
    expect(json(await as(t.app, tenant.attendant).get('/onboarding/preferences')).data).toEqual(all);
    expect((await as(t.app, tenant.owner).put('/onboarding/preferences', {})).statusCode).toBe(400);
    expect((await as(t.app, tenant.owner).put('/onboarding/preferences', { readingAlerts: 'no' })).statusCode).toBe(400);
    expect(json(await as(t.app, tenant.owner).get('/onboarding/preferences')).data).toEqual({ ...all, readingAlerts: false, dailyReminders: false });
  });
});

describe('onboarding reminders', () => {
  it('are raised from each real gap and resolve when it closes', async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Premium' });
    const other = await createTenant(t.app, t.handle.db, { plan: 'Premium' });
    const owner = as(t.app, tenant.owner);
    const list = async (user = tenant.owner) => json(await as(t.app, user).get('/onboarding/reminders')).data;
    expect(await list()).toEqual([]);

    const station = await createStation(t.handle.db, tenant.id, { name: 'Ring Road' });
    const pump = await createPump(t.handle.db, tenant.id, station.id);
    const nozzle = await createNozzle(t.handle.db, tenant.id, pump.id, { fuelType: 'diesel' });
    // The other tenant's gaps are never shown here.
    const otherStation = await createStation(t.handle.db, other.id);
    await createNozzle(t.handle.db, other.id, (await createPump(t.handle.db, other.id, otherStation.id)).id);

    await runRemindersFor(t.handle.db, [tenant.id, other.id]);
    let open = await list();
    expect(kinds(open)).toEqual(['no_reading_today', 'price_missing']);
    expect(open[0]).toMatchObject({ kind: 'price_missing', priority: 'high', title: 'Set a fuel price', route: '/dashboard/fuel-prices', stationId: station.id });
    expect(open[0].message).toContain('Ring Road');
    expect(open[1]).toMatchObject({ kind: 'no_reading_today', route: '/dashboard/readings/new' });

    // The price closes the price gap; a reading closes today's reading gap.
    await createPrice(t.handle.db, tenant.id, station.id, { fuelType: 'diesel' });
    expect(kinds(await list())).toEqual(['no_reading_today']);
    await recordReading(t.app, tenant.owner, { nozzleId: nozzle.id, reading: 10 });
    expect(await list()).toEqual([]);

    // A cash report waiting for approval, until it is approved.
    const report = json(await as(t.app, tenant.manager).post('/cash-reports', { stationId: station.id, shift: 'morning', cashAmount: 500 }));
    expect(report.success).toBe(true);
    open = await list();
    expect(open.map((r: any) => r.kind)).toEqual(['cash_report_pending']);
    expect(open[0].message).toContain('waiting for approval');
    // Completed by one user: gone for everyone; completing again keeps it done; another tenant's id is 404.
    expect((await as(t.app, other.owner).post(`/onboarding/reminders/${open[0].id}/complete`)).statusCode).toBe(404);
    expect(json(await owner.post(`/onboarding/reminders/${open[0].id}/complete`)).data).toEqual({ id: open[0].id, completed: true });
    expect((await owner.post(`/onboarding/reminders/${open[0].id}/complete`)).statusCode).toBe(200);
    expect(await list(tenant.manager)).toEqual([]);

    // The other tenant sees only its own gaps.
    expect(kinds(await list(other.owner))).toEqual(['no_reading_today', 'price_missing']);
    expect((await as(t.app, other.attendant).get('/onboarding/reminders')).statusCode).toBe(403);
  });

  it("hide the kinds a user turned off, for that user only", async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const station = await createStation(t.handle.db, tenant.id);
    await createNozzle(t.handle.db, tenant.id, (await createPump(t.handle.db, tenant.id, station.id)).id);
    await as(t.app, tenant.owner).put('/onboarding/preferences', { readingAlerts: false, setupGuidance: false });
    expect(json(await as(t.app, tenant.owner).get('/onboarding/reminders')).data).toEqual([]);
    expect(kinds(json(await as(t.app, tenant.manager).get('/onboarding/reminders')).data)).toEqual(['no_reading_today', 'price_missing']);
  });
});

describe('onboarding help and tracking', () => {
  it('gives the help of the closest route and 404 for a route without help', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const help = json(await as(t.app, tenant.attendant).get('/onboarding/help?route=/dashboard/stations/new')).data;
    expect(help).toMatchObject({ route: '/dashboard/stations', title: 'Stations' });
    expect(help.tips.length).toBeGreaterThan(0);
    expect(json(await as(t.app, tenant.owner).get('/onboarding/help?route=/dashboard/readings/new?x=1')).data.title).toBe('Recording a reading');
    expect((await as(t.app, tenant.owner).get('/onboarding/help?route=/nowhere')).statusCode).toBe(404);
    expect((await as(t.app, tenant.owner).get('/onboarding/help')).statusCode).toBe(400);
  });

  it('stores a usage event for the tenant and refuses oversized ones', async () => {
    const tenant = await createTenant(t.app, t.handle.db);
    const owner = as(t.app, tenant.owner);
    const now = new Date().toISOString();
    expect(json(await owner.post('/onboarding/track', { action: 'setup.skip', context: { route: '/setup' }, timestamp: now })).data).toEqual({ recorded: true });
    expect((await owner.post('/onboarding/track', { action: 'x'.repeat(65), context: {}, timestamp: now })).statusCode).toBe(400);
    expect((await owner.post('/onboarding/track', { action: 'a', context: { long: 'x'.repeat(201) }, timestamp: now })).statusCode).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i]));
    expect((await owner.post('/onboarding/track', { action: 'a', context: many, timestamp: now })).statusCode).toBe(400);
    expect((await owner.post('/onboarding/track', { action: 'a', context: {}, timestamp: 'yesterday' })).statusCode).toBe(400);
  });
});
