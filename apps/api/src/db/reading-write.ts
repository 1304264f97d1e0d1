import { singleStatement, type Db } from './client';

/**
 * A reading's change as ONE statement (docs/decisions/057): fc_request_reading_write sets the caller's
 * tenant, checks the caller and runs fc_reading_write, the one implementation of a reading's rules and
 * effects (drizzle/functions/). The statement is its own transaction: one round trip, committed as it
 * returns. A refusal is the database's error (fc_raise: SQLSTATE FC000, its key and arguments), thrown
 * as it came for the error handler to answer; nothing was stored.
 *
 * A deadlock or a serialization failure against another writer stored nothing either, and is sent again
 * (up to three tries in all).
 */

/** One change of a reading, as fc_reading_write takes it. */
export type TReadingWriteItem = {
  op: 'create' | 'void' | 'correct' | 'notes';
  tenant: string;
  actor: string;
  role: string;
  id: string;
  nozzle?: string | null;
  reading?: string | null;
  recordedAt?: string | null;
  payment?: string | null;
  creditor?: string | null;
  /** An owner's or manager's reason to let a credit sale pass the creditor's limit (docs/decisions/015). */
  creditOverride?: string | null;
  notes?: string | null;
  setNotes?: boolean;
  reason?: string | null;
  requestHash?: string | null;
};

const RETRYABLE = new Set(['40P01', '40001']);
const MAX_TRIES = 3;
const NAME = 'fc_request_reading_write';
const TEXT = 'select fc_request_reading_write($1::jsonb) as result';

function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Applies one reading change; its answer (the reading, whether it was a replay, the tank it moved). */
export async function writeReadingChange<T>(db: Db, item: TReadingWriteItem): Promise<T> {
  const params = [JSON.stringify(item)];
  for (let tries = 1; ; tries++) {
    try {
      const [row] = await singleStatement<{ result: T }>(db, NAME, TEXT, params);
      return row!.result;
    } catch (error) {
      if (tries >= MAX_TRIES || !RETRYABLE.has(sqlState(error) ?? '')) throw error;
    }
  }
}
