import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openDb, type DbHandle } from '../../db/client';
import { withPlatform } from '../../db/tenant';
import { creditors } from '../../db/schema';
import { testConfig } from '../../../test/harness';
import { as, createCreditor, createNozzle, createPrice, createPump, createStation, createTenant, type TestTenant } from '../../../test/factories';

/**
 * The credit limit is decided under the creditor's row lock (docs/decisions/015): credit sales racing for
 * the last rupees of a limit cannot both pass. Two API instances (two pools, two reading batchers, like two
 * processes) fire at once; PGlite has one connection and cannot race, so this runs on PostgreSQL only.
 */
const target = inject('apiDb');
const onPostgres = target.driver === 'postgres';

let handles: DbHandle[] = [];
let apps: FastifyInstance[] = [];
let tenant: TestTenant;

beforeAll(async () => {
  if (!onPostgres) return;
  handles = await Promise.all([0, 1].map(() => openDb({ driver: 'postgres', url: target.url, poolSize: 8 })));
  // One configuration (one token secret) for both instances, as for processes behind one address.
  const config = testConfig();
  apps = await Promise.all(handles.map(async (h) => {
    const app = await buildApp({ config, db: h.db });
    await app.ready();
    return app;
  }));
  tenant = await createTenant(apps[0]!, handles[0]!.db, { plan: 'Pro' });
});
afterAll(async () => {
  if (!onPostgres) return;
  for (const app of apps) await app.close();
  for (const h of handles) await h.close();
});

describe('concurrent credit sales against one limit', () => {
  it.runIf(onPostgres)('PostgreSQL only: 24 sales of ₹100 against a ₹1,000 limit from two instances: exactly 10 pass, the balance ends at the limit', async () => {
    const db = handles[0]!.db;
    const station = await createStation(db, tenant.id);
    const nozzles: string[] = [];
    for (let p = 0; p < 2; p++) {
      const pump = await createPump(db, tenant.id, station.id);
      for (let n = 0; n < 12; n++) nozzles.push((await createNozzle(db, tenant.id, pump.id, { openingReading: '100.000' })).id);
    }
    await createPrice(db, tenant.id, station.id, { price: '100.00' });
    const creditor = await createCreditor(db, tenant.id, { creditLimit: '1000.00' });

    const answers = await Promise.all(
      nozzles.map((nozzleId, i) =>
        as(apps[i % 2]!, i % 3 === 0 ? tenant.manager : tenant.owner).post('/nozzle-readings', {
          nozzleId,
          reading: 101,
          paymentMethod: 'credit',
          creditorId: creditor.id,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 201 && s !== 422), answers.map((a) => a.body).join('\n')).toEqual([]);
    for (const refused of answers.filter((a) => a.statusCode === 422)) expect(refused.json().code).toBe('CREDIT_LIMIT');
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    const [row] = await withPlatform(db, (tx) => tx.select().from(creditors).where(eq(creditors.id, creditor.id)));
    expect(row!.creditSales).toBe('1000.00');
  });
});
