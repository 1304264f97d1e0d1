import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { createTenant, type TestTenant } from './factories';
import { resultRows } from '../src/db/sql-fragments';
import { batchStation, createItem } from './reading-batches';

/**
 * A batch of reading writes probes its keys by index (drizzle/0036, decision 049). On a business with few
 * rows (this one: one station, one pump, three nozzles, two prices, one user) the planner would otherwise
 * read whole tables for the foreign-key checks and lookups of every reading.
 */
let t: TestApp;
let tenant: TestTenant;
let station: Awaited<ReturnType<typeof batchStation>>;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
  station = await batchStation(t.handle.db, tenant.id);
  // As autovacuum leaves a business's small tables: counted, each a page or so. (Never analyzed, the
  // planner takes a table to be ten pages and probes its index anyway.)
  await t.handle.db.execute(sql`analyze`);
});
afterAll(() => t.close());

/** Runs one batch in a transaction of its own and answers the sequential scans it made, by table. */
async function sequentialScansOf(items: unknown[]): Promise<{ answers: Array<{ ok?: unknown; error?: unknown }>; scans: Record<string, number> }> {
  return t.handle.db.transaction(async (tx) => {
    const [batch] = resultRows<{ results: Array<{ ok?: unknown; error?: unknown }> }>(
      await tx.execute(sql`select fc_request_reading_writes(${JSON.stringify(items)}::jsonb) as results`),
    );
    const rows = resultRows<{ relname: string; seq_scan: number }>(
      await tx.execute(sql`select relname, seq_scan::int as seq_scan from pg_stat_xact_user_tables where seq_scan > 0`),
    );
    return { answers: batch!.results, scans: Object.fromEntries(rows.map((r) => [r.relname, r.seq_scan])) };
  });
}

describe('a batch of reading writes', () => {
  it('is set to probe by index', async () => {
    const [row] = resultRows<{ config: string[] | null }>(
      await t.handle.db.execute(sql`select proconfig as config from pg_proc where proname = 'fc_request_reading_writes'`),
    );
    expect(row!.config).toContain('enable_seqscan=off');
  });

  it('taken at once, reads no table whole', async () => {
    const { answers, scans } = await sequentialScansOf([
      createItem(tenant.owner, station.p1, '1010'),
      createItem(tenant.owner, station.p2, '2020'),
      createItem(tenant.owner, station.d1, '530'),
    ]);
    expect(answers.map((a) => 'ok' in a)).toEqual([true, true, true]);
    expect(scans).toEqual({});
  });

  it('taken item by item (two writes on one nozzle), reads no table whole', async () => {
    const { answers, scans } = await sequentialScansOf([
      createItem(tenant.owner, station.p1, '1040'),
      createItem(tenant.owner, station.p1, '1050'),
    ]);
    expect(answers.map((a) => 'ok' in a)).toEqual([true, true]);
    expect(scans).toEqual({});
  });
});
