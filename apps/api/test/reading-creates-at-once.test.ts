import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPlatform, withTenant } from '../src/db/tenant';
import type { TReadingWriteItem } from '../src/db/write-batch';
import { resultRows } from '../src/db/sql-fragments';
import { batchStation, createItem, sendBatch } from './reading-batches';
import { createTestApp, type TestApp } from './harness';
import { assignStation, createTank, createTenant, type TestTenant } from './factories';
import { STATION_RUNNING } from './station-running';

/**
 * docs/decisions/044: a batch of creates on distinct nozzles, none on credit, is written set-based by
 * fc_reading_creates_at_once; any other batch, and any batch in which one item breaks a rule, goes item by
 * item through fc_reading_write, which alone words every refusal. These tests hold the two to each other:
 * the same answers, rows and effects when the batch is taken at once, and for every refusal
 * fc_reading_write can answer a create, a case here in which the batch is NOT taken at once.
 */
let t: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
});
afterAll(() => t.close());

type TAnswer = { ok?: { reading: Record<string, unknown>; replayed: boolean; tank: Record<string, unknown> | null }; error?: { code: string; message: string } };
type TRow = Record<string, unknown>;

const batch = (items: TReadingWriteItem[]) => sendBatch<TAnswer>(t.handle.db, items);

class Undo extends Error {
  constructor(readonly taken: boolean) {
    super('undo');
  }
}

/** Whether fc_reading_creates_at_once takes `items` (it answers them) or leaves them to go item by item; nothing is kept. */
async function takenAtOnce(tenantId: string, items: TReadingWriteItem[]): Promise<boolean> {
  try {
    await withTenant(t.handle.db, tenantId, async (tx) => {
      await tx.execute(sql`select set_config('fc.defer_create_effects', 'on', true)`);
      const rows = resultRows<{ taken: boolean }>(await tx.execute(sql`select fc_reading_creates_at_once(${JSON.stringify(items)}::jsonb) is not null as taken`));
      throw new Undo(rows[0]!.taken);
    });
  } catch (error) {
    if (error instanceof Undo) return error.taken;
    throw error;
  }
  throw new Error('takenAtOnce: the transaction was not undone');
}


/** A batch station (test/reading-batches.ts) with a petrol tank of 10,000 litres. */
async function station(of: TestTenant = tenant, name?: string) {
  const s = await batchStation(t.handle.db, of.id, name);
  await createTank(t.handle.db, of.id, s.id, { fuelType: 'petrol', capacity: '20000.000', minimumLevel: '1000.000', stock: '10000.000' });
  return s;
}

/** Everything a create writes at a station, with the ids it made replaced by their place. */
async function written(tenantId: string, stationId: string, names: Map<string, string>) {
  const rows = await withTenant(t.handle.db, tenantId, async (tx) => {
    const q = async (query: ReturnType<typeof sql>) => resultRows<TRow>(await tx.execute(query));
    return {
      readings: await q(sql`select nozzle_id, fuel_type, reading::text, previous_reading::text, volume::text, price_per_litre::text, amount::text,
          payment_method, creditor_id, notes, status, recorded_by, recorded_by_name, request_hash, (fuel_price_id is not null) as priced
        from nozzle_readings where station_id = ${stationId} order by reading`),
      stationDay: await q(sql`select business_day::text, fuel_type, payment_method, readings_count, live_count, live_amount::text, live_volume::text
        from reading_daily_station_totals where station_id = ${stationId} order by fuel_type, payment_method`),
      stationRunning: await q(sql`select fuel_type, payment_method, readings_count, live_count, live_amount::text, live_volume::text
        from ${STATION_RUNNING} where station_id = ${stationId} order by fuel_type, payment_method`),
      nozzleDay: await q(sql`select nozzle_id, business_day::text, payment_method, readings_count, live_count, live_amount::text, live_volume::text
        from reading_daily_totals where station_id = ${stationId} order by live_volume`),
      nozzleRunning: await q(sql`select nozzle_id, payment_method, readings_count, live_count, live_amount::text, live_volume::text
        from reading_running_totals where station_id = ${stationId} order by live_volume`),
      tanks: await q(sql`select fuel_type, stock::text, capacity::text, is_set_up from fuel_tanks where station_id = ${stationId} order by fuel_type`),
      moves: await q(sql`select m.kind, m.quantity::text, m.fuel_type, m.note, m.created_by, (m.created_at = r.recorded_at) as at_reading
        from inventory_movements m join nozzle_readings r on r.id = m.reading_id where m.station_id = ${stationId} order by m.quantity`),
    };
  });
  return JSON.parse(JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'string' && names.has(value) ? names.get(value) : value)));
}

/** A reading's answer without what differs between two stations (ids, names, times). */
function comparable(answer: TAnswer, names: Map<string, string>) {
  const reading = { ...answer.ok!.reading };
  for (const key of ['id', 'recordedAt', 'createdAt', 'updatedAt']) {
    expect(reading[key], key).toEqual(expect.any(String));
    delete reading[key];
  }
  const swap = (value: unknown) => (typeof value === 'string' && names.has(value) ? names.get(value) : value);
  const tank = answer.ok!.tank ? Object.fromEntries(Object.entries(answer.ok!.tank).map(([k, v]) => [k, swap(v)])) : null;
  return { ...answer, ok: { ...answer.ok!, reading: Object.fromEntries(Object.entries(reading).map(([k, v]) => [k, swap(v)])), tank } };
}

/** What differs between two businesses set up alike (ids, people's names), each replaced by what it is. */
async function names(of: TestTenant, s: Awaited<ReturnType<typeof station>>): Promise<Map<string, string>> {
  const people = await withPlatform(t.handle.db, (tx) => tx.execute(sql`select id, name, role from users where tenant_id = ${of.id}`));
  const map = new Map([[of.id, 'tenant'], [s.id, 'station'], [s.pump, 'pump'], [s.pumpName, 'pump name'], [s.p1, 'p1'], [s.p2, 'p2'], [s.d1, 'd1']]);
  for (const u of resultRows<{ id: string; name: string; role: string }>(people)) {
    map.set(u.id, u.role);
    map.set(u.name, `${u.role}'s name`);
  }
  return map;
}

describe('a batch of creates on distinct nozzles is written at once (decision 044)', () => {
  it('stores, answers and books exactly what the item-by-item path does', async () => {
    // Two businesses set up alike (station names are unique within a business).
    const twin = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const a = await station(tenant, 'Station at once');
    const b = await station(twin, 'Station at once');
    const items = (of: TestTenant, s: typeof a) => [
      createItem(of.owner, s.p1, '1010', { notes: 'first' }),
      createItem(of.attendant, s.d1, '520.125', { payment: 'upi' }),
      createItem(of.owner, s.p2, '2005.5', { payment: 'card', requestHash: 'hash-of-a-client-request' }),
    ];
    await assignStation(t.handle.db, tenant.id, tenant.attendant.id, a.id);
    await assignStation(t.handle.db, twin.id, twin.attendant.id, b.id);

    // At once: the batch as it stands is taken.
    expect(await takenAtOnce(tenant.id, items(tenant, a))).toBe(true);
    const atOnce = await batch(items(tenant, a));
    // Item by item: the same three creates, then one that breaks a rule (below the first), so the batch is
    // not taken at once; that one is refused and the three are stored.
    const byItem = await batch([...items(twin, b), createItem(twin.owner, b.p1, '1005')]);
    expect(byItem[3]!.error?.message).toBe('BELOW_PREVIOUS');

    const namesA = await names(tenant, a);
    const namesB = await names(twin, b);
    expect(atOnce.map((x) => x.error)).toEqual([undefined, undefined, undefined]);
    expect(atOnce.map((x) => comparable(x, namesA))).toEqual(byItem.slice(0, 3).map((x) => comparable(x, namesB)));
    expect(atOnce.map((x) => [x.ok!.reading.volume, x.ok!.reading.amount, x.ok!.tank?.stock ?? null])).toEqual([
      ['10.000', '1000.00', '9990.000'],
      ['20.125', '1811.25', '-20.125'],
      ['5.500', '550.00', '9984.500'],
    ]);
    expect(await written(tenant.id, a.id, namesA)).toEqual(await written(twin.id, b.id, namesB));

    // The next batch chains on what this one stored.
    const next = await batch([createItem(tenant.owner, a.p1, '1011.5'), createItem(tenant.owner, a.p2, '2006')]);
    expect(next.map((x) => [x.ok?.reading.previousReading, x.ok?.reading.volume])).toEqual([
      ['1010.000', '1.500'],
      ['2005.500', '0.500'],
    ]);
  });

  it('is not taken for a batch with another kind of change, two creates on one nozzle, two tenants, a credit sale or an item without its kind, tenant or role', async () => {
    const s = await station();
    const other = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const o = await station(other);
    expect(await takenAtOnce(tenant.id, [createItem(tenant.owner, s.p1, '1001'), createItem(tenant.owner, s.p1, '1002')])).toBe(false);
    expect(await takenAtOnce(tenant.id, [createItem(tenant.owner, s.p1, '1001'), createItem(other.owner, o.p1, '1001')])).toBe(false);
    expect(await takenAtOnce(tenant.id, [createItem(tenant.owner, s.p1, '1001', { payment: 'credit', creditor: randomUUID() })])).toBe(false);
    expect(await takenAtOnce(tenant.id, [createItem(tenant.owner, s.p1, '1001', { creditor: randomUUID() })])).toBe(false);
    expect(await takenAtOnce(tenant.id, [createItem(tenant.owner, s.p1, '1001'), { ...createItem(tenant.owner, s.p2, '2001'), op: 'void', reason: 'x' }])).toBe(false);
    // An item without its tenant, role or kind (the API always sends them) is not read as one like the others.
    expect(await takenAtOnce(tenant.id, [createItem(tenant.owner, s.p1, '1001'), { ...createItem(tenant.owner, s.p2, '2001'), tenant: null as unknown as string }])).toBe(false);
    expect(await takenAtOnce(tenant.id, [createItem(tenant.owner, s.p1, '1001'), { ...createItem(tenant.owner, s.p2, '2001'), role: null as unknown as string }])).toBe(false);
    expect(await takenAtOnce(tenant.id, [createItem(tenant.owner, s.p1, '1001'), { ...createItem(tenant.owner, s.p2, '2001'), op: null as unknown as 'create' }])).toBe(false);
    expect(await takenAtOnce(tenant.id, [createItem(tenant.owner, s.p1, '1001'), createItem(tenant.owner, s.p2, '2001')])).toBe(true);
  });
});

/**
 * Every refusal fc_reading_write (and the functions it calls) can give a create, with a batch that breaks
 * exactly that rule. The batch must not be taken at once, and the item-by-item path answers the refusal.
 * A new fc_raise in those functions fails the last test until it has a case here.
 */
type TCase = { code: string; items: (s: Awaited<ReturnType<typeof station>>) => Promise<TReadingWriteItem[]> | TReadingWriteItem[]; message?: string };

const REFUSALS_NOT_OF_A_CREATE = ['READING_NOT_FOUND', 'ALREADY_VOIDED', 'NOT_LATEST'];
/** Refusals of a create on credit: a credit sale is never taken at once (the test above). */
const REFUSALS_OF_CREDIT = ['CREDITOR_REQUIRED', 'CREDITOR_NOT_CREDIT', 'CREDIT_LIMIT'];

describe('every refusal of a create leaves the batch to fc_reading_write', () => {
  const past = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const cases: TCase[] = [
    { code: 'NOZZLE_NOT_FOUND', items: (s) => [createItem(tenant.owner, s.p1, '1001'), createItem(tenant.owner, randomUUID(), '1')] },
    {
      code: 'NOZZLE_NOT_FOUND',
      message: 'an attendant not assigned to the station',
      items: (s) => [createItem(tenant.owner, s.p1, '1001'), createItem(tenant.attendant, s.p2, '2001')],
    },
    {
      code: 'NOZZLE_NOT_FOUND',
      message: 'a deleted nozzle',
      items: async (s) => {
        await withTenant(t.handle.db, tenant.id, (tx) => tx.execute(sql`update nozzles set deleted_at = now() where id = ${s.p2}`));
        return [createItem(tenant.owner, s.p1, '1001'), createItem(tenant.owner, s.p2, '2001')];
      },
    },
    {
      code: 'NOT_ACTIVE',
      items: async (s) => {
        await withTenant(t.handle.db, tenant.id, (tx) => tx.execute(sql`update pumps set status = 'inactive' where id = ${s.pump}`));
        return [createItem(tenant.owner, s.p1, '1001')];
      },
    },
    { code: 'IN_FUTURE', items: (s) => [createItem(tenant.owner, s.p1, '1001'), createItem(tenant.owner, s.p2, '2001', { recordedAt: new Date(Date.now() + 3_600_000).toISOString() })] },
    {
      code: 'DAY_CLOSED',
      items: async (s) => {
        await withPlatform(t.handle.db, (tx) =>
          tx.execute(sql`insert into station_day_closures (tenant_id, station_id, business_day, notes)
            values (${tenant.id}, ${s.id}, fc_tenant_today(${tenant.id}::uuid, 2), 'closed by the test')`),
        );
        return [createItem(tenant.owner, s.p1, '1001'), createItem(tenant.owner, s.p2, '2001', { recordedAt: past(2) })];
      },
    },
    {
      code: 'BEFORE_LATEST',
      items: async (s) => {
        expect((await batch([createItem(tenant.owner, s.p2, '2001')]))[0]!.ok).toBeTruthy();
        return [createItem(tenant.owner, s.p1, '1001'), createItem(tenant.owner, s.p2, '2002', { recordedAt: past(1) })];
      },
    },
    { code: 'BELOW_PREVIOUS', items: (s) => [createItem(tenant.owner, s.p1, '1001'), createItem(tenant.owner, s.p2, '1999.999')] },
    { code: 'NO_PRICE', items: (s) => [createItem(tenant.owner, s.p1, '1001'), createItem(tenant.owner, s.p2, '2001', { recordedAt: past(40) })] },
    { code: 'AMOUNT_TOO_LARGE', items: (s) => [createItem(tenant.owner, s.p1, '1001'), createItem(tenant.owner, s.p2, '99999999999.999')] },
    {
      code: 'REPLAY_MISMATCH',
      items: async (s) => {
        const id = randomUUID();
        expect((await batch([createItem(tenant.owner, s.p2, '2001', { id, requestHash: 'one' })]))[0]!.ok).toBeTruthy();
        return [createItem(tenant.owner, s.p1, '1001'), createItem(tenant.owner, s.p2, '2002', { id, requestHash: 'another' })];
      },
    },
  ];

  for (const c of cases) {
    it(`${c.code}${c.message ? ` (${c.message})` : ''}`, async () => {
      const s = await station();
      const items = await c.items(s);
      expect(await takenAtOnce(tenant.id, items)).toBe(false);
      const answers = await batch(items);
      expect(answers.map((a) => a.error?.message ?? 'ok')).toEqual(items.map((_, i) => (i === items.length - 1 ? c.code : 'ok')));
    });
  }

  it('a replay of the same request is answered as stored, and stores nothing again', async () => {
    const s = await station();
    const id = randomUUID();
    const first = await batch([createItem(tenant.owner, s.p1, '1001', { id, requestHash: 'same' })]);
    const again = [createItem(tenant.owner, s.p1, '1001', { id, requestHash: 'same' }), createItem(tenant.owner, s.p2, '2001')];
    expect(await takenAtOnce(tenant.id, again)).toBe(false);
    const answers = await batch(again);
    expect(answers[0]!.ok).toMatchObject({ replayed: true, reading: { id: first[0]!.ok!.reading.id } });
    expect(answers[1]!.ok).toMatchObject({ replayed: false });
  });

  it('CALLER_GONE, TENANT_SUSPENDED and TENANT_CANCELLED: a caller who can no longer act, a suspended or cancelled business', async () => {
    const s = await station();
    await withPlatform(t.handle.db, (tx) => tx.execute(sql`update users set status = 'inactive' where id = ${tenant.manager.id}`));
    const items = [createItem(tenant.owner, s.p1, '1001'), createItem(tenant.manager, s.p2, '2001')];
    expect(await takenAtOnce(tenant.id, items)).toBe(false);
    expect((await batch(items)).map((a) => a.error?.message ?? 'ok')).toEqual(['ok', 'CALLER_GONE']);

    const other = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
    const o = await station(other);
    await withPlatform(t.handle.db, (tx) => tx.execute(sql`update tenants set status = 'suspended' where id = ${other.id}`));
    const suspended = [createItem(other.owner, o.p1, '1001')];
    expect(await takenAtOnce(other.id, suspended)).toBe(false);
    expect((await batch(suspended)).map((a) => a.error?.message)).toEqual(['TENANT_SUSPENDED']);
    await withPlatform(t.handle.db, (tx) => tx.execute(sql`update tenants set status = 'cancelled' where id = ${other.id}`));
    expect(await takenAtOnce(other.id, suspended)).toBe(false);
    expect((await batch(suspended)).map((a) => a.error?.message)).toEqual(['TENANT_CANCELLED']);
  });

  it('every refusal a create can get has a case above', async () => {
    const sources = await withPlatform(t.handle.db, (tx) =>
      tx.execute(sql`select string_agg(prosrc, ' ') as src from pg_proc
        where proname in ('fc_reading_write', 'fc_assert_caller', 'fc_assert_day_open', 'fc_reading_replay')`),
    );
    const codes = new Set([...resultRows<{ src: string }>(sources)[0]!.src.matchAll(/fc_raise\('([A-Z_]+)'/g)].map((m) => m[1]!));
    const covered = new Set([...cases.map((c) => c.code), 'CALLER_GONE', 'TENANT_SUSPENDED', 'TENANT_CANCELLED', ...REFUSALS_NOT_OF_A_CREATE, ...REFUSALS_OF_CREDIT]);
    expect([...codes].filter((code) => !covered.has(code))).toEqual([]);
    expect(codes.size).toBeGreaterThan(10);
  });
});
