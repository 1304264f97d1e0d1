import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@forecourt/shared';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, refreshCookie, type TestApp } from './harness';
import { envelopeProblem } from './failure-envelope';
import { TEST_PASSWORD, as, createNozzle, createSuperadmin, createPrice, createPump, createStation, createTenant, recordReading, type TestTenant } from './factories';

/** Issue 8 item 7, case by case: bad input answers 400/404/414/422 in the envelope, never a 500. */
let t: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
});
afterAll(() => t.close());

function expectFailure(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({ success: false, code });
  // The keyed envelope and nothing else (docs/decisions/060).
  expect(envelopeProblem(res.statusCode, body)).toBeUndefined();
}

const NUL = 'a\u0000b';
const LONE = 'note \ud800';

describe('text fields refuse a NUL and a lone surrogate with a 400', () => {
  it('on every kind of stored text: station, pump, nozzle, reading notes, void reason, inventory note', async () => {
    const owner = as(t.app, tenant.owner);
    const station = await createStation(t.handle.db, tenant.id);
    const pump = await createPump(t.handle.db, tenant.id, station.id);
    const nozzle = await createNozzle(t.handle.db, tenant.id, pump.id);
    await createPrice(t.handle.db, tenant.id, station.id);
    const reading = await recordReading(t.app, tenant.owner, { nozzleId: nozzle.id, reading: 10 });

    for (const bad of [NUL, LONE]) {
      const refused = [
        await owner.post('/stations', { name: bad, address: 'MG Road' }),
        await owner.post('/stations', { name: 'Ok', address: 'MG Road', city: bad }),
        await owner.put(`/stations/${station.id}`, { state: bad }),
        await owner.post('/pumps', { stationId: station.id, name: bad, serialNumber: 'SN-1' }),
        await owner.post('/pumps', { stationId: station.id, name: 'P', serialNumber: 'SN-2', nozzles: [{ fuelType: 'diesel', name: bad }] }),
        await owner.put(`/pumps/${pump.id}`, { serialNumber: bad }),
        await owner.post('/nozzles', { pumpId: pump.id, name: bad, fuelType: 'petrol' }),
        await owner.put(`/nozzles/${nozzle.id}`, { name: bad }),
        await owner.post('/nozzle-readings', { nozzleId: nozzle.id, reading: 20, notes: bad }),
        await owner.put(`/nozzle-readings/${reading.id}`, { notes: bad }),
        await owner.post(`/nozzle-readings/${reading.id}/void`, { reason: bad }),
        await owner.post('/inventory/update', { stationId: station.id, fuelType: 'petrol', newStock: 100, note: bad }),
      ];
      for (const res of refused) expectFailure(res, 400, 'VALIDATION');
    }
    // Search parameters: a NUL (a URL cannot carry a lone surrogate: its bytes decode to U+FFFD).
    for (const bad of ['a%00b']) {
      const refused = [await owner.get(`/stations?search=${bad}`), await owner.get(`/pumps?search=${bad}`), await owner.get(`/nozzles?search=${bad}`)];
      for (const res of refused) expectFailure(res, 400, 'VALIDATION');
    }
    // Nothing of it was stored: the reading still has no notes, no inventory movement was booked.
    const stored = await owner.get(`/nozzle-readings/${reading.id}`);
    expect(stored.json().data).toMatchObject({ notes: null, status: 'recorded' });
  });

  it('on sign-up and sign-in', async () => {
    const register = (body: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { businessName: 'Fuels', name: 'Asha', email: `x${Date.now()}@t.example`, password: TEST_PASSWORD, ...body } });
    expectFailure(await register({ businessName: NUL }), 400, 'VALIDATION');
    expectFailure(await register({ name: LONE }), 400, 'VALIDATION');
    expectFailure(await register({ email: `a\u0000b@t.example` }), 400, 'VALIDATION');
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: `a\u0000b@t.example`, password: 'x' } });
    expectFailure(login, 400, 'VALIDATION');
  });

  it('takes text that is merely unusual: emoji (paired surrogates), Devanagari', async () => {
    const res = await as(t.app, tenant.owner).post('/stations', { name: 'पेट्रोल पंप ⛽ \ud83d\ude00', address: 'MG Road' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.name).toBe('पेट्रोल पंप ⛽ \ud83d\ude00');
  });
});

describe('figures are bounded by their columns', () => {
  it('a capacity that would round to zero is a 400, not a check-constraint 500', async () => {
    const station = await createStation(t.handle.db, tenant.id);
    const res = await as(t.app, tenant.owner).post('/inventory/update', { stationId: station.id, fuelType: 'petrol', newStock: 10, capacity: 1e-7 });
    expectFailure(res, 400, 'VALIDATION');
    expect(res.json().message).toMatch(/decimals/);
  });

  it('a stock that would overflow its column is a 422 with a clear message, and nothing is stored', async () => {
    const owner = as(t.app, tenant.owner);
    const station = await createStation(t.handle.db, tenant.id);
    const pump = await createPump(t.handle.db, tenant.id, station.id);
    const first = await createNozzle(t.handle.db, tenant.id, pump.id, { fuelType: 'diesel' });
    const second = await createNozzle(t.handle.db, tenant.id, pump.id, { fuelType: 'diesel' });
    await createPrice(t.handle.db, tenant.id, station.id, { fuelType: 'diesel', price: '0.01' });
    // The largest meter value the schema takes: its sale takes the tank to the column's minimum...
    await recordReading(t.app, tenant.owner, { nozzleId: first.id, reading: 99_999_999_999.999 });
    // ...and one more litre from another nozzle of the same tank cannot be booked.
    const overflow = await owner.post('/nozzle-readings', { nozzleId: second.id, reading: 1 });
    expectFailure(overflow, 422, 'UNPROCESSABLE');
    expect(overflow.json().message).toBe(MSG.valueOutOfRange);
    const list = await owner.get(`/nozzle-readings?nozzleId=${second.id}`);
    expect(list.json().data.total).toBe(0);

    // A stock update whose adjustment (new stock − book stock) would not fit the ledger: 422 as well.
    const update = await owner.post('/inventory/update', { stationId: station.id, fuelType: 'diesel', newStock: 99_999_999_999.999 });
    expectFailure(update, 422, 'UNPROCESSABLE');
  });

  it('values past a column, or with more decimals than it keeps, are 400s', async () => {
    const owner = as(t.app, tenant.owner);
    const station = await createStation(t.handle.db, tenant.id);
    for (const newStock of [1e308, 100_000_000_000, -0.001, 0.0001]) {
      expectFailure(await owner.post('/inventory/update', { stationId: station.id, fuelType: 'petrol', newStock }), 400, 'VALIDATION');
    }
    for (const price of [1e308, 0.001, 100_000_000]) {
      expectFailure(await owner.post('/fuel-prices', { stationId: station.id, fuelType: 'petrol', price }), 400, 'VALIDATION');
    }
    expectFailure(await owner.get('/stations?page=1e308'), 400, 'VALIDATION');
    expectFailure(await owner.get('/sales?startDate=2025-02-30'), 400, 'VALIDATION');
  });
});

describe('one request never stalls the others', () => {
  it('a 40,000-character email is refused at once, by its length', async () => {
    // Every dot of the domain is a place the old pattern retried the whole tail from: quadratic.
    const email = `a@${'b.'.repeat(20_000)} x`;
    const started = performance.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'x' } });
    expect(performance.now() - started).toBeLessThan(500);
    expectFailure(res, 400, 'VALIDATION');
    expect(res.json().details).toEqual([{ field: 'email', message: 'Email is too long' }]);
  });
});

describe('router errors answer in the envelope', () => {
  let spa: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-web-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>app</title>');
    spa = await createTestApp({ webDistDir: webDir });
  });
  afterAll(async () => {
    await spa.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('a path that does not decode is a 400, an overlong id a 414 (API only) or 404', async () => {
    for (const app of [t.app, spa.app]) {
      expectFailure(await app.inject({ method: 'GET', url: '/api/v1/stations/%ZZ' }), 400, 'VALIDATION');
      expectFailure(await app.inject({ method: 'GET', url: '/%ZZ' }), 400, 'VALIDATION');
    }
    expectFailure(await t.app.inject({ method: 'GET', url: `/api/v1/stations/${'a'.repeat(3000)}` }), 414, 'URI_TOO_LONG');
    // With the web app served, its catch-all takes the long path first: an unknown API address.
    expectFailure(await spa.app.inject({ method: 'GET', url: `/api/v1/stations/${'a'.repeat(3000)}` }), 404, 'NOT_FOUND');
  });

  it('a path climbing out of the web folder is a 404, at the root and under the API', async () => {
    for (const app of [t.app, spa.app]) {
      for (const url of ['/..%5c..%5cetc%5cpasswd', '/api/v1/..%5c..%5cetc%5cpasswd', '/api/v1/%2e%2e%5c%2e%2e%5cetc%5cpasswd']) {
        expectFailure(await app.inject({ method: 'GET', url }), 404, 'NOT_FOUND');
      }
    }
    // The web app itself is still served.
    const home = await spa.app.inject({ method: 'GET', url: '/stations' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>app</title>');
  });
});

describe('answers carrying a token are never cached', () => {
  it('sign-in, admin sign-in, sign-up and refresh say Cache-Control: no-store', async () => {
    const email = `store.${Date.now()}@t.example`;
    const register = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { businessName: 'Store Fuels', name: 'Asha', email, password: TEST_PASSWORD } });
    expect(register.statusCode, register.body).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', headers: { cookie: refreshCookie(login)! } });
    expect(refresh.statusCode, refresh.body).toBe(200);
    const superadmin = await createSuperadmin(t.app, t.handle.db);
    const admin = await t.app.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload: { email: superadmin.email, password: TEST_PASSWORD } });
    expect(admin.statusCode, admin.body).toBe(200);
    for (const res of [register, login, refresh, admin]) expect(res.headers['cache-control']).toBe('no-store');
  });
});
