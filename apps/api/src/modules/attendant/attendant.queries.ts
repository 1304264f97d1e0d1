import { and, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ATTENDANT_MORNING_ENDS_HOUR,
  ATTENDANT_STOCK_ALERT_TYPES,
  ATTENDANT_TASKS,
  type TFuelType,
  type TPaymentMethod,
  type TReadingStatus,
} from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { alerts, cashReports, nozzleReadings as r, nozzles, pumps, stations } from '../../db/schema';
import { stationVisible, type TScope } from '../../db/scope';
import { businessToday, dayStart, once, tenantZone } from '../../db/business-days';
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
  /** Live stations assigned to the caller (none: no task of Today's Tasks). */
  stationsAssigned: number;
  /** Active nozzles of those stations (of an active, live pump and station), and how many have a morning reading. */
  nozzlesTotal: number;
  nozzlesRead: number;
  /** Low- and critical-stock alerts of those stations still waiting (active, not acknowledged, not dismissed). */
  stockAlerts: number;
  /** Each task's due instant today (seconds since the epoch), in ATTENDANT_TASKS' order. */
  dueAt: number[];
  /** The end of the morning window (seconds since the epoch). */
  morningEndsAt: number;
};

/**
 * The instant a time of day falls at on today's business day, in the tenant's zone (a wall-clock time:
 * right on a day whose offset changes, which "day start + 9 h" would not be).
 */
function todayAt(tenantId: string, hour: number, minute: number): SQL {
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return sql`((${businessToday(tenantId)} + ${time}::time) at time zone ${tenantZone(tenantId)})`;
}

/** An instant as seconds since the epoch (one JSON-safe value on both drivers). */
const epoch = (instant: SQL) => sql`extract(epoch from ${instant})::float8`;

/**
 * Today's Tasks' facts (docs/decisions/062), as scalar subqueries of the summary's one statement: the
 * live stations assigned to the caller; their active nozzles and how many have a non-voided reading (by
 * anyone) in this morning's window — each probe one range of the nozzle's reading index
 * (tenant, nozzle, recorded_at); the stock alerts waiting at those stations.
 */
function taskFacts(tx: Tx, scope: TScope) {
  const tenantId = scope.tenantId;
  const morningEnds = todayAt(tenantId, ATTENDANT_MORNING_ENDS_HOUR, 0);
  const stationsAssigned = tx
    .select({ n: countInt() })
    .from(stations)
    .where(and(eq(stations.tenantId, tenantId), isNull(stations.deletedAt), stationVisible(scope, stations.id)));
  const readInMorning = sql`exists (select 1 from ${r} where ${and(
    eq(r.tenantId, nozzles.tenantId),
    eq(r.nozzleId, nozzles.id),
    eq(r.status, 'recorded'),
    gte(r.recordedAt, dayStart(tenantId)),
    sql`${r.recordedAt} < ${once(morningEnds)}`,
  )})`;
  const nozzleCounts = tx
    .select({
      total: countInt().as('nozzles_total'),
      read: sql<number>`(count(*) filter (where ${readInMorning}))::int`.as('nozzles_read'),
    })
    .from(nozzles)
    .innerJoin(pumps, and(eq(pumps.tenantId, nozzles.tenantId), eq(pumps.id, nozzles.pumpId)))
    .innerJoin(stations, and(eq(stations.tenantId, pumps.tenantId), eq(stations.id, pumps.stationId)))
    .where(
      and(
        eq(nozzles.tenantId, tenantId),
        eq(nozzles.status, 'active'),
        eq(pumps.status, 'active'),
        eq(stations.status, 'active'),
        isNull(nozzles.deletedAt),
        isNull(pumps.deletedAt),
        isNull(stations.deletedAt),
        stationVisible(scope, stations.id),
      ),
    )
    .as('nozzle_counts');
  const stockAlerts = tx
    .select({ n: countInt() })
    .from(alerts)
    .where(
      and(
        eq(alerts.tenantId, tenantId),
        inArray(alerts.type, [...ATTENDANT_STOCK_ALERT_TYPES]),
        eq(alerts.active, true),
        eq(alerts.acknowledged, false),
        eq(alerts.dismissed, false),
        stationVisible(scope, alerts.stationId),
      ),
    );
  const due = sql.join(
    ATTENDANT_TASKS.map((task) => epoch(todayAt(tenantId, task.hour, task.minute))),
    sql`, `,
  );
  return {
    nozzleCounts,
    columns: {
      stationsAssigned: sql<number>`(${stationsAssigned})`.mapWith(Number),
      nozzlesTotal: sql<number>`${nozzleCounts.total}`.mapWith(Number),
      nozzlesRead: sql<number>`${nozzleCounts.read}`.mapWith(Number),
      stockAlerts: sql<number>`(${stockAlerts})`.mapWith(Number),
      dueAt: sql<number[]>`json_build_array(${due})`,
      morningEndsAt: sql<number>`${epoch(morningEnds)}`.mapWith(Number),
    },
  };
}

/**
 * Today's summary of the caller in one statement: their non-voided readings of today's business day
 * (the tenant's zone) at stations they may see — count, litres and rupees summed exactly in SQL — the
 * last of them with its nozzle and pump, whether they have a cash report for today at such a
 * station (any status), and the facts of Today's Tasks (taskFacts).
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
  const tasks = taskFacts(tx, scope);
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
      ...tasks.columns,
    })
    .from(totals)
    .leftJoin(last, sql`true`)
    .crossJoin(tasks.nozzleCounts);
  return row!;
}
