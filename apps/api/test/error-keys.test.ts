import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { errorText, errorTextHi } from '@forecourt/shared';
import { installErrorHandling } from '../src/http/error-handler';
import { AppError } from '../src/http/app-error';
import { createTestApp, json, type TestApp } from './harness';
import { as, createNozzle, createPrice, createPricedStation, createPump, createStation, createTenant, recordReading, type TestTenant } from './factories';
import { envelopeProblem } from './failure-envelope';

/**
 * Every failure carries its key and params (issue 36 item 4, docs/decisions/060): refusals of each kind —
 * the guard, the router, a schema, a service, the database's own functions, the framework, a fault —
 * answer the keyed envelope, with the key and params that say the same text in Hindi.
 */
const target = inject('apiDb');
let t: TestApp;
let regular: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  regular = await createTenant(t.app, t.handle.db, { plan: 'Regular' });
});
afterAll(() => t.close());

/** The answer's envelope, checked whole, and its key and params. */
function keyed(res: LightMyRequestResponse, status: number): { key: string; params: Record<string, string | number>; message: string } {
  expect(res.statusCode, res.body).toBe(status);
  const body = json(res);
  expect(envelopeProblem(res.statusCode, body)).toBeUndefined();
  return { key: body.key, params: body.params, message: body.message };
}

describe('the keyed envelope through the app', () => {
  it('the guard: no token, a token that does not verify, a role outside the route, a tenant header of another tenant', async () => {
    expect(keyed(await t.app.inject({ method: 'GET', url: '/api/v1/stations' }), 401)).toEqual({
      key: 'auth.required',
      params: {},
      message: 'Authentication required.',
    });
    const tampered = await t.app.inject({ method: 'GET', url: '/api/v1/stations', headers: { authorization: 'Bearer not.a.token' } });
    expect(keyed(tampered, 401).key).toBe('auth.sessionExpired');
    expect(keyed(await as(t.app, regular.attendant).post('/stations', { name: 'X', address: 'Y' }), 403).key).toBe('auth.forbidden');
    const otherHeader = await t.app.inject({
      method: 'GET',
      url: '/api/v1/stations',
      headers: { authorization: `Bearer ${regular.owner.token}`, 'x-tenant-id': '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b' },
    });
    expect(keyed(otherHeader, 403).key).toBe('auth.tenantHeaderMismatch');
    const wrong = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: regular.owner.email, password: 'not-the-password' } });
    expect(keyed(wrong, 401).key).toBe('auth.invalidCredentials');
  });

  it('the router and a service: an unknown route, an id not visible to the caller', async () => {
    expect(keyed(await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' }), 404)).toEqual({
      key: 'request.notFound',
      params: {},
      message: 'The requested resource was not found.',
    });
    const station = await createStation(t.handle.db, (await createTenant(t.app, t.handle.db)).id);
    expect(keyed(await as(t.app, regular.owner).get(`/stations/${station.id}`), 404).key).toBe('station.notFound');
  });

  it('a schema: the first problem as field and message, every problem in details; malformed JSON', async () => {
    const res = await as(t.app, regular.owner).post('/stations', {});
    const failure = keyed(res, 400);
    expect(failure.key).toBe('validation.fieldIssue');
    expect(failure.params.field).toBe(json(res).details[0].field);
    expect(failure.params.message).toBe(json(res).details[0].message);
    expect(failure.message).toBe(`${failure.params.field}: ${failure.params.message}`);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stations',
      headers: { authorization: `Bearer ${regular.owner.token}`, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(keyed(malformed, 400).key).toBe('validation.malformedJson');
  });

  it('a plan limit: its plan and its limit as params, said in Hindi by key', async () => {
    const owner = as(t.app, regular.owner);
    expect((await owner.post('/stations', { name: 'First', address: 'MG Road' })).statusCode).toBe(201);
    const failure = keyed(await owner.post('/stations', { name: 'Second', address: 'MG Road' }), 422);
    expect(failure).toEqual({
      key: 'planLimit.stations',
      params: { plan: 'Regular', limit: 1 },
      message: 'Your Regular plan allows 1 station. Upgrade your plan to add more.',
    });
    expect(errorTextHi('planLimit.stations', failure.params)).toBe(
      'आपका Regular प्लान 1 स्टेशन की अनुमति देता है। और जोड़ने के लिए अपना प्लान अपग्रेड करें।',
    );
  });

  it("the database's refusals: a reading below the previous one, no price, a suspended tenant", async () => {
    const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const station = await createStation(t.handle.db, tenant.id, { name: 'Keyed Road' });
    const pump = await createPump(t.handle.db, tenant.id, station.id);
    const priced = await createNozzle(t.handle.db, tenant.id, pump.id, { openingReading: '1000' });
    const unpriced = await createNozzle(t.handle.db, tenant.id, pump.id, { fuelType: 'diesel' });
    await createPrice(t.handle.db, tenant.id, station.id, { validFrom: new Date(Date.now() - 2 * 3_600_000) });
    await recordReading(t.app, tenant.owner, { nozzleId: priced.id, reading: 1500.5, recordedAt: new Date(Date.now() - 3_600_000) });

    const below = keyed(await as(t.app, tenant.owner).post('/nozzle-readings', { nozzleId: priced.id, reading: 1499.25 }), 422);
    expect(below).toEqual({
      key: 'reading.belowPrevious',
      params: { current: '1499.25', previous: '1500.5' },
      message: 'Current reading (1499.25 L) cannot be less than previous reading (1500.5 L)',
    });
    expect(errorTextHi('reading.belowPrevious', below.params)).toBe('मौजूदा रीडिंग (1499.25 L) पिछली रीडिंग (1500.5 L) से कम नहीं हो सकती');

    const noPrice = keyed(await as(t.app, tenant.owner).post('/nozzle-readings', { nozzleId: unpriced.id, reading: 10 }), 422);
    expect(noPrice).toMatchObject({ key: 'reading.noPrice', params: { fuel: 'diesel', station: 'Keyed Road' } });

    const suspended = await createTenant(t.app, t.handle.db, { status: 'suspended' });
    expect(keyed(await as(t.app, suspended.owner).get('/stations'), 403).key).toBe('auth.tenantSuspended');
  });
});

describe('a write that waits too long for a lock (55P03)', () => {
  it.runIf(target.driver === 'postgres')(
    'PostgreSQL: a reading on a nozzle whose row another transaction holds waits its 5 s lock_timeout, then answers 409 db.busy; once released it is recorded',
    async () => {
      const url = target.driver === 'postgres' ? target.url : '';
      const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
      const { nozzleIds } = await createPricedStation(t.handle.db, tenant.id);
      const nozzleId = nozzleIds[0]!;
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select id from nozzles where id = $1 for update', [nozzleId]);
        const started = Date.now();
        const res = await as(t.app, tenant.owner).post('/nozzle-readings', { nozzleId, reading: 1010 });
        const waited = Date.now() - started;
        expect(keyed(res, 409)).toEqual({
          key: 'db.busy',
          params: {},
          message: 'Another change to the same records is in progress. Please try again.',
        });
        expect(json(res).code).toBe('CONFLICT');
        expect(errorTextHi('db.busy')).toBe('इन्हीं रिकॉर्ड में एक और बदलाव अभी चल रहा है। कृपया फिर से कोशिश करें।');
        // It waited for the lock (lock_timeout 5 s), it was not refused at once for another reason.
        expect(waited).toBeGreaterThanOrEqual(4_500);
      } finally {
        await holder.query('rollback');
        await holder.end();
      }
      const again = await as(t.app, tenant.owner).post('/nozzle-readings', { nozzleId, reading: 1010 });
      expect(again.statusCode, again.body).toBe(201);
    },
  );
});

/** The keys the database's functions refuse with (fc_raise('KEY', …) in drizzle/functions/*.sql). */
function raisedKeys(): string[] {
  const dir = path.join(import.meta.dirname, '../drizzle/functions');
  const keys = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
    for (const m of readFileSync(path.join(dir, file), 'utf8').matchAll(/fc_raise\('([A-Z_]+)'/g)) keys.add(m[1]!);
  }
  return [...keys].sort();
}

describe('the keyed envelope of every error the handler knows', () => {
  let bare: FastifyInstance;
  /** The arguments fc_raise passes in DETAIL, one sample of each name. */
  const ARGS = { value: '1499.25', previous: '1500.5', fuelType: 'petrol', stationName: 'MG Road', partyName: 'Tight Co', limit: '2000.00', balance: '1500.50', amount: '700', count: '2' };

  beforeAll(async () => {
    bare = Fastify();
    installErrorHandling(bare);
    // A refusal of the database as drizzle hands it over: its driver's error (SQLSTATE FC000) as the cause.
    bare.get<{ Params: { key: string } }>('/refusal/:key', (request) => {
      const driver = Object.assign(new Error(request.params.key), { code: 'FC000', detail: JSON.stringify(ARGS) });
      throw Object.assign(new Error('Failed query'), { cause: driver });
    });
    // A lock_timeout run out (lock_not_available), as the driver raises it and as drizzle wraps it.
    bare.get('/lock-timeout', () => {
      throw Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' });
    });
    bare.get('/lock-timeout-wrapped', () => {
      throw Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' }) });
    });
    bare.get('/fault', () => {
      throw new Error('a bug');
    });
    bare.get('/teapot', () => {
      throw Object.assign(new Error('short and stout'), { statusCode: 418 });
    });
    bare.get('/app-error', () => {
      throw AppError.onField('CONFLICT', 'email', errorText('auth.emailTaken'));
    });
    await bare.ready();
  });
  afterAll(() => bare.close());

  it('maps every key the database raises to a keyed failure, never a 500', async () => {
    const keys = raisedKeys();
    expect(keys.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const key of keys) {
      const res = await bare.inject({ method: 'GET', url: `/refusal/${key}` });
      const problem = res.statusCode >= 500 ? `${res.statusCode}: not mapped (http/db-errors.ts)` : envelopeProblem(res.statusCode, res.json());
      if (problem) problems.push(`${key}: ${problem}`);
    }
    expect(problems).toEqual([]);
    expect(json(await bare.inject({ method: 'GET', url: '/refusal/CASH_REPORTS_PENDING' }))).toMatchObject({
      code: 'CASH_REPORTS_PENDING',
      key: 'reconciliation.pendingReports',
      params: { count: 2 },
    });
  });

  it('answers a lock_timeout run out (55P03), bare or wrapped by drizzle, as 409 CONFLICT db.busy', async () => {
    for (const url of ['/lock-timeout', '/lock-timeout-wrapped']) {
      const res = await bare.inject({ method: 'GET', url });
      expect(keyed(res, 409)).toEqual({ key: 'db.busy', params: {}, message: 'Another change to the same records is in progress. Please try again.' });
      expect(json(res).code).toBe('CONFLICT');
    }
  });

  it('answers a fault as server.error (no stack trace), any other client error in its class, an AppError with its details', async () => {
    const fault = await bare.inject({ method: 'GET', url: '/fault' });
    expect(keyed(fault, 500)).toEqual({ key: 'server.error', params: {}, message: 'Server error. Our team has been notified.' });
    expect(fault.body).not.toContain('a bug');
    expect(keyed(await bare.inject({ method: 'GET', url: '/teapot' }), 400).key).toBe('validation.invalid');
    const conflict = await bare.inject({ method: 'GET', url: '/app-error' });
    expect(keyed(conflict, 409).key).toBe('auth.emailTaken');
    expect(json(conflict).details).toEqual([{ field: 'email', message: 'An account with this email already exists.' }]);
  });
});
