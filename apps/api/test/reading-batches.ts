import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client';
import { singleStatement } from '../src/db/tenant';
import { readingAnswerObject, type TReadingWriteItem } from '../src/db/write-batch';
import { createNozzle, createPrice, createPump, createStation, type TestTenant } from './factories';

/** A cash create by `user` on `nozzle` with a fresh id, as the API puts it in a batch; `extra` overrides any field. */
export function createItem(user: TestTenant['owner'], nozzle: string, reading: string, extra: Partial<TReadingWriteItem> = {}): TReadingWriteItem {
  return { op: 'create', tenant: user.tenantId, actor: user.id, role: user.role, id: randomUUID(), nozzle, reading, payment: 'cash', ...extra };
}

/** One batch of reading writes, sent exactly as db/write-batch.ts sends it: ONE statement, its answers in the items' order, as the database gives them. */
export async function sendBatchRaw<TAnswer>(db: Db, items: TReadingWriteItem[]): Promise<TAnswer[]> {
  const [row] = await singleStatement<{ results: TAnswer[] }>(db, 'fc_request_reading_writes', 'select fc_request_reading_writes($1::jsonb) as results', [
    JSON.stringify(items),
  ]);
  return row!.results;
}

/** The same, each answer as the batcher hands it on: a reading given as a positional array (drizzle/0034) as its object. */
export async function sendBatch<TAnswer>(db: Db, items: TReadingWriteItem[]): Promise<TAnswer[]> {
  return (await sendBatchRaw<{ ok?: unknown }>(db, items)).map((answer) => ('ok' in answer ? { ...answer, ok: readingAnswerObject(answer.ok) } : answer) as TAnswer);
}

/**
 * A station for the batch tests: one pump with petrol nozzles p1 and p2 (openings 1000, 2000) and a diesel
 * nozzle d1 (opening 500), priced ₹100 and ₹90 from 30 days ago.
 */
export async function batchStation(db: Db, tenantId: string, name?: string) {
  const s = await createStation(db, tenantId, name ? { name } : {});
  const pump = await createPump(db, tenantId, s.id);
  const p1 = (await createNozzle(db, tenantId, pump.id, { fuelType: 'petrol', openingReading: '1000' })).id;
  const p2 = (await createNozzle(db, tenantId, pump.id, { fuelType: 'petrol', openingReading: '2000' })).id;
  const d1 = (await createNozzle(db, tenantId, pump.id, { fuelType: 'diesel', openingReading: '500' })).id;
  const validFrom = new Date(Date.now() - 30 * 86_400_000);
  await createPrice(db, tenantId, s.id, { fuelType: 'petrol', price: '100.00', validFrom });
  await createPrice(db, tenantId, s.id, { fuelType: 'diesel', price: '90.00', validFrom });
  return { id: s.id, pump: pump.id, pumpName: pump.name, p1, p2, d1 };
}
