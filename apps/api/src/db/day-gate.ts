import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from './client';
import { tenantZone } from './business-days';

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

/**
 * Whether a station's business day is closed — a row of station_day_closures, the table the gate reads —
 * for a station id column and either the day (a date column) or an instant in it (its day taken in the
 * tenant's zone). A sale is posted while its day is closed, pending otherwise (docs/decisions/024).
 */
export function dayClosed(tenantId: string, stationId: AnyPgColumn, day: { date: AnyPgColumn } | { at: AnyPgColumn }): SQL<boolean> {
  const businessDay = 'date' in day ? sql`${day.date}` : sql`(${day.at} at time zone ${tenantZone(tenantId)})::date`;
  return sql<boolean>`exists (select 1 from station_day_closures c
    where c.tenant_id = ${tenantId} and c.station_id = ${stationId} and c.business_day = ${businessDay})`;
}
