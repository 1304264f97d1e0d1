import type { Db } from '../src/db/client';
import { singleStatement } from '../src/db/tenant';
import type { TReadingWriteItem } from '../src/db/write-batch';

/** One batch of reading writes, sent exactly as db/write-batch.ts sends it: ONE statement, its answers in the items' order. */
export async function sendBatch<TAnswer>(db: Db, items: TReadingWriteItem[]): Promise<TAnswer[]> {
  const [row] = await singleStatement<{ results: TAnswer[] }>(db, 'fc_request_reading_writes', 'select fc_request_reading_writes($1::jsonb) as results', [
    JSON.stringify(items),
  ]);
  return row!.results;
}
