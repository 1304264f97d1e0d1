import { and, eq, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { defaultTankName } from '@forecourt/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { fuelPrices, fuelTanks, nozzles, plans, platformAdmins, pumps, stations, tenants, userStationAssignments, users } from '../src/db/schema';
import { withPlatform, withTenant } from '../src/db/tenant';
import { hashPassword } from '../src/lib/passwords';

export const TEST_PASSWORD = 'Test@12345';
let cachedHash: Promise<string> | undefined;
const passwordHash = () => (cachedHash ??= hashPassword(TEST_PASSWORD));

export type TestUser = { id: string; email: string; role: 'owner' | 'manager' | 'attendant'; token: string; tenantId: string };
export type TestTenant = {
  id: string;
  name: string;
  owner: TestUser;
  manager: TestUser;
  attendant: TestUser;
};

const unique = () => uuidv7().replace(/-/g, '').slice(-12);

/** Signs in through the real endpoint and returns the access token. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD, admin = false): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: admin ? '/api/v1/admin/auth/login' : '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${res.statusCode} ${res.body}`);
  return res.json().data.token;
}

/** A tenant of its own with an owner, a manager and an attendant, each signed in. */
export async function createTenant(
  app: FastifyInstance,
  db: Db,
  opts: { plan?: 'Regular' | 'Premium' | 'Pro'; status?: 'active' | 'suspended' | 'cancelled'; name?: string } = {},
): Promise<TestTenant> {
  const hash = await passwordHash();
  const tag = unique();
  const created = await withPlatform(db, async (tx) => {
    const [plan] = await tx.select().from(plans).where(eq(plans.name, opts.plan ?? 'Regular'));
    const [tenant] = await tx
      .insert(tenants)
      .values({ name: opts.name ?? `Test Fuels ${tag}`, planId: plan!.id })
      .returning();
    const made: Record<string, { id: string; email: string }> = {};
    for (const role of ['owner', 'manager', 'attendant'] as const) {
      const email = `${role}.${tag}@test.example`;
      const [u] = await tx
        .insert(users)
        .values({ tenantId: tenant!.id, email, name: `${role} ${tag}`, role, passwordHash: hash })
        .returning();
      made[role] = { id: u!.id, email };
    }
    return { tenant: tenant!, made };
  });
  const tokens = await Promise.all(
    (['owner', 'manager', 'attendant'] as const).map((role) => signIn(app, created.made[role]!.email)),
  );
  if (opts.status && opts.status !== 'active') {
    await withPlatform(db, (tx) => tx.update(tenants).set({ status: opts.status! }).where(eq(tenants.id, created.tenant.id)));
  }
  const user = (role: 'owner' | 'manager' | 'attendant', i: number): TestUser => ({
    ...created.made[role]!,
    role,
    token: tokens[i]!,
    tenantId: created.tenant.id,
  });
  return {
    id: created.tenant.id,
    name: created.tenant.name,
    owner: user('owner', 0),
    manager: user('manager', 1),
    attendant: user('attendant', 2),
  };
}

export async function createSuperadmin(app: FastifyInstance, db: Db): Promise<{ id: string; email: string; token: string }> {
  const email = `admin.${unique()}@platform.example`;
  const [admin] = await withPlatform(db, async (tx) =>
    tx.insert(platformAdmins).values({ email, name: 'Test Admin', passwordHash: await passwordHash() }).returning(),
  );
  return { id: admin!.id, email, token: await signIn(app, email, TEST_PASSWORD, true) };
}

// ------------------------------------------------------------------ assets (stations → pumps → nozzles)

type TAssetStatusValue = 'active' | 'maintenance' | 'inactive';

/** A station of the tenant, inserted directly (plan limits are the API's business, not the factory's). */
export async function createStation(
  db: Db,
  tenantId: string,
  values: { name?: string; address?: string; status?: TAssetStatusValue } = {},
): Promise<{ id: string; name: string }> {
  const name = values.name ?? `Station ${unique()}`;
  const [row] = await withTenant(db, tenantId, (tx) =>
    tx
      .insert(stations)
      .values({ tenantId, name, address: values.address ?? '1 MG Road, Bengaluru', status: values.status ?? 'active' })
      .returning({ id: stations.id }),
  );
  return { id: row!.id, name };
}

export async function createPump(
  db: Db,
  tenantId: string,
  stationId: string,
  values: { name?: string; serialNumber?: string; status?: TAssetStatusValue } = {},
): Promise<{ id: string; name: string; serialNumber: string }> {
  const name = values.name ?? `Pump ${unique()}`;
  const serialNumber = values.serialNumber ?? `SN-${unique()}`;
  const [row] = await withTenant(db, tenantId, (tx) =>
    tx
      .insert(pumps)
      .values({ tenantId, stationId, name, serialNumber, status: values.status ?? 'active' })
      .returning({ id: pumps.id }),
  );
  return { id: row!.id, name, serialNumber };
}

/** A nozzle on a pump, numbered after the pump's highest live number unless given. */
export async function createNozzle(
  db: Db,
  tenantId: string,
  pumpId: string,
  values: { name?: string; fuelType?: 'petrol' | 'diesel' | 'premium'; nozzleNumber?: number; openingReading?: string; status?: TAssetStatusValue } = {},
): Promise<{ id: string; name: string; nozzleNumber: number }> {
  return withTenant(db, tenantId, async (tx) => {
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${nozzles.nozzleNumber}), 0)::int + 1` })
      .from(nozzles)
      .where(and(eq(nozzles.tenantId, tenantId), eq(nozzles.pumpId, pumpId), isNull(nozzles.deletedAt)));
    const nozzleNumber = values.nozzleNumber ?? Number(next);
    const name = values.name ?? `Nozzle ${nozzleNumber}`;
    const [row] = await tx
      .insert(nozzles)
      .values({
        tenantId,
        pumpId,
        nozzleNumber,
        name,
        fuelType: values.fuelType ?? 'petrol',
        openingReading: values.openingReading ?? '0',
        status: values.status ?? 'active',
      })
      .returning({ id: nozzles.id });
    return { id: row!.id, name, nozzleNumber };
  });
}

/** Assigns a user (an attendant) to a station. */
export async function assignStation(db: Db, tenantId: string, userId: string, stationId: string): Promise<void> {
  await withTenant(db, tenantId, (tx) => tx.insert(userStationAssignments).values({ tenantId, userId, stationId }));
}

/** A station with pumps, each with nozzles (fuel types cycling petrol, diesel, premium). */
export async function createStationTree(
  db: Db,
  tenantId: string,
  shape: { pumps: number; nozzlesPerPump: number; name?: string },
): Promise<{ station: { id: string; name: string }; pumps: Array<{ id: string; name: string; nozzles: Array<{ id: string; name: string }> }> }> {
  const station = await createStation(db, tenantId, { name: shape.name });
  const made = [];
  const fuels = ['petrol', 'diesel', 'premium'] as const;
  for (let p = 0; p < shape.pumps; p++) {
    const pump = await createPump(db, tenantId, station.id);
    const list = [];
    for (let n = 0; n < shape.nozzlesPerPump; n++) list.push(await createNozzle(db, tenantId, pump.id, { fuelType: fuels[n % 3] }));
    made.push({ ...pump, nozzles: list });
  }
  return { station, pumps: made };
}

/** Calls the API as one signed-in user: `as(app, tenant.owner).post('/stations', body)` (paths under /api/v1). */
export function as(app: FastifyInstance, user: { token: string }) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') => (path: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/v1${path}`,
      headers: { authorization: `Bearer ${user.token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return { get: call('GET'), post: call('POST'), put: call('PUT'), patch: call('PATCH'), del: call('DELETE') };
}

// ------------------------------------------------------------------ the money path (prices, readings)

/** A fuel price of a station, inserted directly; validFrom defaults to an hour ago (in effect now). */
export async function createPrice(
  db: Db,
  tenantId: string,
  stationId: string,
  values: { fuelType?: 'petrol' | 'diesel' | 'premium'; price?: string; costPrice?: string; validFrom?: Date } = {},
): Promise<{ id: string; price: string; validFrom: Date }> {
  const validFrom = values.validFrom ?? new Date(Date.now() - 3_600_000);
  const price = values.price ?? '102.47';
  const [row] = await withTenant(db, tenantId, (tx) =>
    tx
      .insert(fuelPrices)
      .values({ tenantId, stationId, fuelType: values.fuelType ?? 'petrol', price, costPrice: values.costPrice ?? null, validFrom })
      .returning({ id: fuelPrices.id }),
  );
  return { id: row!.id, price, validFrom };
}

/**
 * Records a reading through the API (every rule applies) and returns the created reading; throws with
 * the answer when it is refused, so a test that expects a refusal calls the API itself.
 */
export async function recordReading(
  app: FastifyInstance,
  user: { token: string },
  body: { id?: string; nozzleId: string; reading: number | string; recordedAt?: string | Date; paymentMethod?: string; notes?: string; creditorId?: string },
): Promise<any> {
  const payload = { ...body, ...(body.recordedAt instanceof Date ? { recordedAt: body.recordedAt.toISOString() } : {}) };
  const res = await as(app, user).post('/nozzle-readings', payload);
  if (res.statusCode !== 201) throw new Error(`recordReading: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

// ------------------------------------------------------------------ inventory

/**
 * A tank set up directly with a stock of `stock` litres booked as one adjustment (so the ledger and the
 * book stock agree), without the API's alert side effects. Returns the tank id.
 */
export async function createTank(
  db: Db,
  tenantId: string,
  stationId: string,
  values: { fuelType?: 'petrol' | 'diesel' | 'premium'; name?: string; capacity?: string | null; minimumLevel?: string | null; stock?: string } = {},
): Promise<{ id: string }> {
  const fuelType = values.fuelType ?? 'petrol';
  const name = values.name ?? defaultTankName(fuelType);
  const stock = values.stock ?? '0.000';
  return withTenant(db, tenantId, async (tx) => {
    const [row] = await tx
      .insert(fuelTanks)
      .values({ tenantId, stationId, name, fuelType, capacity: values.capacity ?? null, minimumLevel: values.minimumLevel ?? null, stock, isSetUp: true })
      .returning({ id: fuelTanks.id });
    await tx.execute(sql`insert into inventory_movements (id, tenant_id, station_id, fuel_type, tank_id, kind, quantity, note)
      values (${uuidv7()}, ${tenantId}, ${stationId}, ${fuelType}, ${row!.id}, 'adjustment', ${stock}, 'test tank')`);
    return { id: row!.id };
  });
}

/** Uploads a tank's dip chart (CSV) through the API and returns its summary; throws when refused. */
export async function uploadDipChart(app: FastifyInstance, user: { token: string }, tankId: string, csv: string): Promise<any> {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/v1/tanks/${tankId}/dip-chart`,
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'text/csv' },
    payload: csv,
  });
  if (res.statusCode !== 200) throw new Error(`uploadDipChart: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** Records a stock update through the API (every rule applies) and returns the tank item; throws when refused. */
export async function updateInventory(
  app: FastifyInstance,
  user: { token: string },
  body: { stationId: string; fuelType: 'petrol' | 'diesel' | 'premium'; newStock: number | string; capacity?: number | string; minimumLevel?: number | string; note?: string },
): Promise<any> {
  const res = await as(app, user).post('/inventory/update', body);
  if (res.statusCode !== 200) throw new Error(`updateInventory: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

// ------------------------------------------------------------------ creditors (docs/decisions/015)

import { creditors } from '../src/db/schema';

/** A creditor of the tenant, inserted directly (active, limit ₹50,000 unless told), with no sales or payments. */
export async function createCreditor(
  db: Db,
  tenantId: string,
  values: { partyName?: string; stationId?: string | null; creditLimit?: string; status?: 'active' | 'inactive'; phoneNumber?: string } = {},
): Promise<{ id: string; partyName: string }> {
  const partyName = values.partyName ?? `Creditor ${unique()}`;
  const [row] = await withTenant(db, tenantId, (tx) =>
    tx
      .insert(creditors)
      .values({
        tenantId,
        partyName,
        stationId: values.stationId ?? null,
        creditLimit: values.creditLimit ?? '50000.00',
        status: values.status ?? 'active',
        phoneNumber: values.phoneNumber ?? null,
      })
      .returning({ id: creditors.id }),
  );
  return { id: row!.id, partyName };
}

/** A payment from a creditor, recorded through the API (its running total moves); returns the payment. */
export async function recordCreditPayment(app: FastifyInstance, user: { token: string }, creditorId: string, amount: number | string): Promise<{ id: string }> {
  const res = await as(app, user).post('/creditors/payments', { creditorId, amount });
  if (res.statusCode !== 201) throw new Error(`recordCreditPayment: ${res.statusCode} ${res.body}`);
  return res.json().data.payment;
}

/**
 * A station with one pump of petrol nozzles (one per opening reading) and a petrol price in effect from a
 * month ago: the smallest place a sale can happen.
 */
export async function createPricedStation(
  db: Db,
  tenantId: string,
  values: { openings?: string[]; price?: string } = {},
): Promise<{ station: { id: string; name: string }; nozzleIds: string[] }> {
  const station = await createStation(db, tenantId);
  const pump = await createPump(db, tenantId, station.id);
  const nozzleIds: string[] = [];
  for (const openingReading of values.openings ?? ['1000.000']) nozzleIds.push((await createNozzle(db, tenantId, pump.id, { openingReading })).id);
  await createPrice(db, tenantId, station.id, { price: values.price ?? '102.47', validFrom: new Date(Date.now() - 30 * 86_400_000) });
  return { station, nozzleIds };
}
