import { sql } from 'drizzle-orm';
import type { Tx } from './client';

/**
 * THE gate of a station's business day (DESIGN.md §3, docs/decisions/013): every write that lands in a
 * station's day calls it inside its transaction — readings through fc_reading_write (which calls the same
 * SQL function), everything else through here. A closed day refuses with the database error DAY_CLOSED,
 * which the error handler answers as 409 'Day already finalized for this station.'. `at` is the instant
 * the write lands at (default: now); its day is taken in the tenant's time zone. The check holds a
 * shared lock on (station, day) until the transaction ends, so a day close cannot slip in before commit.
 */
export async function assertDayOpen(tx: Tx, tenantId: string, stationId: string, at?: Date): Promise<void> {
  await tx.execute(sql`select fc_assert_day_open(${tenantId}::uuid, ${stationId}::uuid, ${at ? at.toISOString() : sql`now()`}::timestamptz)`);
}
