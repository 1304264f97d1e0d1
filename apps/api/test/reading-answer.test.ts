import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant';
import { resultRows } from '../src/db/sql-fragments';
import { READING_ANSWER_FIELDS, readingAnswerObject } from '../src/db/write-batch';
import { batchStation, createItem, sendBatch, sendBatchRaw } from './reading-batches';
import { createTestApp, type TestApp } from './harness';
import { createCreditor, createTenant, type TestTenant } from './factories';

/**
 * docs/decisions/046: a batch of creates taken at once answers each reading as a positional array
 * (fc_reading_answer, drizzle/0034), and db/write-batch.ts turns it into the object the item-by-item path
 * answers (fc_reading_json). These tests hold the order of the array to the names of the object.
 */
let t: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
});
afterAll(() => t.close());

type TAnswer = { ok?: { reading: Record<string, unknown> }; error?: { code: string; message: string } };

describe('a reading answered as a positional array (decision 046)', () => {
  it('decodes to exactly the object fc_reading_json gives, for a reading with every field set', async () => {
    const s = await batchStation(t.handle.db, tenant.id);
    const creditor = await createCreditor(t.handle.db, tenant.id, { partyName: 'Sharma Transport' });
    // A credit sale (item by item) with notes, then voided: no field of the reading is empty.
    const [created] = await sendBatch<TAnswer>(t.handle.db, [
      createItem(tenant.owner, s.p1, '1012.5', { payment: 'credit', creditor: creditor.id, notes: 'Tanker 7' }),
    ]);
    const id = created!.ok!.reading.id as string;
    const [voided] = await sendBatch<TAnswer>(t.handle.db, [
      { op: 'void', tenant: tenant.id, actor: tenant.owner.id, role: 'owner', id, reason: 'Typed on the wrong nozzle' },
    ]);
    expect(voided!.error).toBeUndefined();

    const [row] = await withTenant(t.handle.db, tenant.id, async (tx) =>
      resultRows<{ positional: unknown[]; object: Record<string, unknown> }>(
        await tx.execute(sql`select fc_reading_answer(r, n.nozzle_number, n.name, p.name, s.name, c.party_name) as positional,
            fc_reading_json(r.tenant_id, r.id) as object
          from nozzle_readings r
          join nozzles n on n.tenant_id = r.tenant_id and n.id = r.nozzle_id
          join pumps p on p.tenant_id = r.tenant_id and p.id = r.pump_id
          join stations s on s.tenant_id = r.tenant_id and s.id = r.station_id
          join creditors c on c.tenant_id = r.tenant_id and c.id = r.creditor_id
          where r.id = ${id}`),
      ),
    );
    const { object, positional } = row!;
    expect(Object.keys(object).sort()).toEqual([...READING_ANSWER_FIELDS].sort());
    // Every field set and no two alike, so a field out of its place cannot go unseen.
    for (const field of READING_ANSWER_FIELDS) expect(object[field], field).not.toBeNull();
    const distinct = READING_ANSWER_FIELDS.filter((f) => !['createdAt', 'updatedAt', 'voidedAt', 'recordedAt'].includes(f));
    expect(new Set(distinct.map((f) => JSON.stringify(object[f]))).size).toBe(distinct.length);
    expect(object).toMatchObject({ status: 'voided', voidReason: 'Typed on the wrong nozzle', creditorName: 'Sharma Transport', notes: 'Tanker 7' });

    expect(Array.isArray(positional)).toBe(true);
    expect(readingAnswerObject({ reading: positional, replayed: false })).toEqual({ reading: object, replayed: false });
  });

  it('is what a batch taken at once answers, and what the item-by-item path answers is an object', async () => {
    const s = await batchStation(t.handle.db, tenant.id);
    const raw = (items: ReturnType<typeof createItem>[]) => sendBatchRaw<TAnswer>(t.handle.db, items);
    // Two creates on two nozzles: taken at once.
    const atOnce = await raw([createItem(tenant.owner, s.p1, '1001'), createItem(tenant.owner, s.p2, '2002')]);
    expect(atOnce.map((a) => Array.isArray(a.ok?.reading))).toEqual([true, true]);
    expect(atOnce.map((a) => (readingAnswerObject(a.ok) as TAnswer['ok'])!.reading.volume)).toEqual(['1.000', '2.000']);
    // Two creates on one nozzle chain one on the other: item by item.
    const byItem = await raw([createItem(tenant.owner, s.d1, '501'), createItem(tenant.owner, s.d1, '503')]);
    expect(byItem.map((a) => Array.isArray(a.ok?.reading))).toEqual([false, false]);
    expect(byItem.map((a) => a.ok!.reading.volume)).toEqual(['1.000', '2.000']);
  });

  it('passes an object through, and refuses an array of the wrong length', () => {
    const answer = { reading: { id: 'x' }, replayed: true, tank: null };
    expect(readingAnswerObject(answer)).toBe(answer);
    expect(() => readingAnswerObject({ reading: ['x'] })).toThrow(/a reading answer of 1 fields, not 25/);
  });
});
