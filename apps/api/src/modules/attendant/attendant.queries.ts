import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { TFuelType, TPaymentMethod, TReadingStatus } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { cashReports, nozzleReadings as r, nozzles, pumps, stations } from '../../db/schema';
import { stationVisible, type TScope } from '../../db/scope';
import { businessToday, dayStart } from '../../db/business-days';
import { countInt } from '../../db/sql-fragments';
import type { TWindow } from '../../lib/paging';
import { nozzleOfReading, pumpOfReading, stationOfReading } from '../readings/readings.queries';

/**
 * The attendant's own readings (recorded_by = the caller) at the stations they may see, served by the
 * index on (tenant, recorded_by, recorded_at desc, id desc) of drizzle/0018.
 */
function ownReadings(scope: TScope, ...more: Array<SQL | undefined>): SQL | undefined {
  return and(eq(r.tenantId, scope.tenantId), eq(r.recordedBy, scope.userId), stationVisible(scope, r.stationId), ...more);
}

export type TOwnReadingRow = {
  id: string;
  nozzleId: string;
  nozzleNumber: number;
  nozzleName: string;
  pumpName: string;
  stationId: string;
  stationName: string;
  fuelType: TFuelType;
  reading: string;
  volume: string;
  pricePerLitre: string;
  amount: string;
  paymentMethod: TPaymentMethod;
  status: TReadingStatus;
  recordedAt: Date;
  /** How many readings the whole list holds (the same on every row). */
  total: number;
};

/**
 * A page of the caller's own readings, newest first (voided ones too, with their status), with the
 * names of their nozzle, pump and station and the list's total: one statement.
 */
export async function selectOwnReadings(tx: Tx, scope: TScope, window: TWindow): Promise<TOwnReadingRow[]> {
  const total = tx.select({ n: countInt() }).from(r).where(ownReadings(scope));
  return tx
    .select({
      id: r.id,
      nozzleId: r.nozzleId,
      nozzleNumber: nozzles.nozzleNumber,
      nozzleName: nozzles.name,
      pumpName: pumps.name,
      stationId: r.stationId,
      stationName: stations.name,
      fuelType: r.fuelType,
      reading: r.reading,
      volume: r.volume,
      pricePerLitre: r.pricePerLitre,
      amount: r.amount,
      paymentMethod: r.paymentMethod,
      status: r.status,
      recordedAt: r.recordedAt,
      total: sql<number>`(${total})`.mapWith(Number),
    })
    .from(r)
    .innerJoin(nozzles, nozzleOfReading)
    .innerJoin(pumps, pumpOfReading)
    .innerJoin(stations, stationOfReading)
    .where(ownReadings(scope))
    .orderBy(desc(r.recordedAt), desc(r.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** How many readings of their own the caller may see (for a page past the end of the list). */
export async function countOwnReadings(tx: Tx, scope: TScope): Promise<number> {
  const [row] = await tx.select({ n: countInt() }).from(r).where(ownReadings(scope));
  return row?.n ?? 0;
}

export type TTodaysSummaryRow = {
  businessDay: string;
  totalReadings: number;
  totalVolume: string;
  totalRevenue: string;
  cashReported: boolean;
  lastId: string | null;
  lastNozzleName: string | null;
  lastPumpName: string | null;
  lastFuelType: TFuelType | null;
  lastVolume: string | null;
  lastAmount: string | null;
  lastAt: Date | string | null;
};

/**
 * Today's summary of the caller in one statement: their non-voided readings of today's business day
 * (the tenant's zone) at stations they may see — count, litres and rupees summed exactly in SQL — the
 * last of them with its nozzle and pump, and whether they have a cash report for today at such a
 * station (any status).
 */
export async function selectTodaysSummary(tx: Tx, scope: TScope): Promise<TTodaysSummaryRow> {
  const today = ownReadings(scope, eq(r.status, 'recorded'), gte(r.recordedAt, dayStart(scope.tenantId, 0)));
  const totals = tx
    .select({
      n: countInt().as('n'),
      volume: sql<string>`coalesce(sum(${r.volume}), 0)::text`.as('volume'),
      amount: sql<string>`coalesce(sum(${r.amount}), 0)::text`.as('amount'),
    })
    .from(r)
    .where(today)
    .as('totals');
  const last = tx
    .select({
      id: r.id,
      nozzleName: sql<string>`${nozzles.name}`.as('nozzle_name'),
      pumpName: sql<string>`${pumps.name}`.as('pump_name'),
      fuelType: r.fuelType,
      volume: sql<string>`${r.volume}::text`.as('last_volume'),
      amount: sql<string>`${r.amount}::text`.as('last_amount'),
      recordedAt: r.recordedAt,
    })
    .from(r)
    .innerJoin(nozzles, nozzleOfReading)
    .innerJoin(pumps, pumpOfReading)
    .where(today)
    .orderBy(desc(r.recordedAt), desc(r.id))
    .limit(1)
    .as('last');
  const c = cashReports;
  const reported = tx
    .select({ one: sql`1` })
    .from(c)
    .where(
      and(
        eq(c.tenantId, scope.tenantId),
        eq(c.userId, scope.userId),
        sql`${c.businessDay} = ${businessToday(scope.tenantId)}`,
        stationVisible(scope, c.stationId),
      ),
    );
  const [row] = await tx
    .select({
      businessDay: sql<string>`${businessToday(scope.tenantId)}::text`,
      totalReadings: totals.n,
      totalVolume: totals.volume,
      totalRevenue: totals.amount,
      cashReported: sql<boolean>`exists (${reported})`,
      lastId: last.id,
      lastNozzleName: last.nozzleName,
      lastPumpName: last.pumpName,
      lastFuelType: last.fuelType,
      lastVolume: last.volume,
      lastAmount: last.amount,
      lastAt: last.recordedAt,
    })
    .from(totals)
    .leftJoin(last, sql`true`);
  return row!;
}
