import { and, asc, desc, eq, gte, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TAssetStatus, TFuelType, TPaymentMethod } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { creditors, nozzleReadings as r, nozzles, pumps, stations } from '../../db/schema';
import { scopeValues, scopeWith, stationVisible, type TScope } from '../../db/scope';
import { type TWindow, FIRST_ROW } from '../../lib/paging';
import { dateStart, dayStart, once } from '../../db/business-days';
import { dayClosed } from '../../db/day-gate';
import { filterValues, runPrepared } from '../../db/prepared';

const pumpOfNozzle = and(eq(pumps.tenantId, nozzles.tenantId), eq(pumps.id, nozzles.pumpId));
const stationOfPump = and(eq(stations.tenantId, pumps.tenantId), eq(stations.id, pumps.stationId));

export type TNozzleForReading = {
  id: string;
  nozzleNumber: number;
  fuelType: TFuelType;
  openingReading: string;
  pumpId: string;
  stationId: string;
  stationName: string;
  /** Nozzle, pump and station all active. */
  active: boolean;
};

function nozzleForReadingQuery(tx: Tx, scope: TScope, nozzleId: string) {
  return tx
    .select({
      id: nozzles.id,
      nozzleNumber: nozzles.nozzleNumber,
      fuelType: nozzles.fuelType,
      openingReading: nozzles.openingReading,
      pumpId: nozzles.pumpId,
      stationId: pumps.stationId,
      stationName: stations.name,
      nozzleStatus: nozzles.status,
      pumpStatus: pumps.status,
      stationStatus: stations.status,
    })
    .from(nozzles)
    .innerJoin(pumps, pumpOfNozzle)
    .innerJoin(stations, stationOfPump)
    .where(
      and(
        eq(nozzles.tenantId, scope.tenantId),
        eq(nozzles.id, nozzleId),
        isNull(nozzles.deletedAt),
        isNull(pumps.deletedAt),
        isNull(stations.deletedAt),
        stationVisible(scope, pumps.stationId),
      ),
    );
}

const allActive = (...statuses: TAssetStatus[]) => statuses.every((s) => s === 'active');

/**
 * A live nozzle the caller may record on (with its pump and station), its row locked FOR UPDATE until
 * the transaction ends when `lock` is set: readings of one nozzle are serialised by this lock.
 */
export async function findNozzleForReading(tx: Tx, scope: TScope, nozzleId: string, lock: boolean): Promise<TNozzleForReading | undefined> {
  const query = nozzleForReadingQuery(tx, scope, nozzleId);
  const [row] = lock ? await query.for('update', { of: nozzles }) : await query;
  if (!row) return undefined;
  const { nozzleStatus, pumpStatus, stationStatus, ...rest } = row;
  return { ...rest, active: allActive(nozzleStatus, pumpStatus, stationStatus) };
}

/** The nozzle's latest non-voided reading (by time, then id), leaving out `exceptId` (a correction of it). */
export async function latestReading(tx: Tx, tenantId: string, nozzleId: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: r.id, reading: r.reading, recordedAt: r.recordedAt })
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.nozzleId, nozzleId), eq(r.status, 'recorded'), exceptId ? ne(r.id, exceptId) : undefined))
    .orderBy(desc(r.recordedAt), desc(r.id))
    .limit(1);
  return row;
}

/** The latest non-voided reading's value and time of a nozzle id column (correlated; for lists with joins). */
export function latestReadingOf(tenantId: string, nozzleId: AnyPgColumn) {
  const latest = (column: AnyPgColumn) =>
    sql`(select ${column} from ${r} where ${r.tenantId} = ${tenantId} and ${r.nozzleId} = ${nozzleId} and ${r.status} = 'recorded'
      order by ${r.recordedAt} desc, ${r.id} desc limit 1)`;
  return {
    currentReading: sql<string | null>`${latest(r.reading)}`,
    lastReadingAt: sql<Date | null>`${latest(r.recordedAt)}`.mapWith(r.recordedAt),
  };
}

// ------------------------------------------------------------------ lists (readings and sales)

export type TReadingRow = {
  id: string;
  nozzleId: string;
  nozzleNumber: number;
  nozzleName: string;
  pumpId: string;
  pumpName: string;
  stationId: string;
  stationName: string;
  fuelType: TFuelType;
  reading: string;
  previousReading: string;
  volume: string;
  pricePerLitre: string;
  amount: string;
  paymentMethod: TPaymentMethod;
  creditorId: string | null;
  creditorName: string | null;
  notes: string | null;
  status: 'recorded' | 'voided';
  voidReason: string | null;
  voidedAt: Date | null;
  recordedAt: Date;
  recordedBy: string;
  createdAt: Date;
  updatedAt: Date;
  /** Its station's business day is closed (a sale in it is posted, docs/decisions/024). */
  dayClosed: boolean;
};

/** A reading as fc_reading_write answers it (fc_reading_json): the row of a list, instants as ISO text. */
export type TReadingJson = Omit<TReadingRow, 'voidedAt' | 'recordedAt' | 'createdAt' | 'updatedAt' | 'dayClosed'> & {
  voidedAt: string | null;
  recordedAt: string;
  createdAt: string;
  updatedAt: string;
};

export type TReadingFilter = {
  id?: string;
  nozzleId?: string;
  pumpId?: string;
  stationId?: string;
  period?: 'today' | 'week' | 'all';
  includeVoided?: boolean;
  paymentMethod?: TPaymentMethod;
  fuelType?: TFuelType;
  /** Whole business days YYYY-MM-DD in the tenant's zone, both inclusive (served by the rollups). */
  fromDay?: string;
  toDay?: string;
  /** Instants (inclusive from, exclusive to): not whole days, so summaries fall back to the raw rows. */
  from?: SQL;
  to?: SQL;
};

/**
 * A filter whose every condition is a value can be a statement built once (db/prepared.ts); instants
 * given as SQL (`from`, `to`) cannot, and those rare reads are built each time.
 */
export const isPreparable = (filter: TReadingFilter): boolean => filter.from === undefined && filter.to === undefined;

/**
 * Whether a reading list's statements plan well once for all values (`genericPlans`, docs/decisions/033):
 * any period or day range, filtered by ids (a station, pump or nozzle: alike in size), newest first. A
 * filter on a skewed value (credit sales are few) or another sort needs the values to choose its plan
 * (measured 1.5-2.5 times slower under a generic plan), so those keep `auto`.
 */
export function plansOnce(filter: TReadingFilter, sort: TReadingSort = { by: 'recordedAt', order: 'desc' }): boolean {
  return !filter.paymentMethod && !filter.fuelType && sort.by === 'recordedAt' && sort.order === 'desc' && isPreparable(filter);
}

/** What decides a reading statement's text besides which values are present: the role, the period, voided rows. */
export function readingShape(scope: TScope, filter: TReadingFilter, ...more: string[]): string {
  return [scope.role, filter.period ?? '', filter.includeVoided ? 'voided' : '', ...more].join('/');
}

/**
 * The values of a reading statement (placeholders in the statement built once). An empty text counts as
 * absent, as the conditions it would feed test it for truth.
 */
export function readingValues(scope: TScope, filter: TReadingFilter, window?: TWindow) {
  return {
    ...scopeValues(scope),
    ...filterValues(filter, ['id', 'nozzleId', 'pumpId', 'stationId', 'paymentMethod', 'fuelType', 'fromDay', 'toDay']),
    limit: window?.limit,
    offset: window?.offset,
  };
}
type TReadingValues = ReturnType<typeof readingValues>;

/** The filter of a reading statement rebuilt from its values (real, or placeholders) and its shape. */
export function filterFromValues(filter: TReadingFilter, v: TReadingValues): TReadingFilter {
  const { tenantId: _t, userId: _u, limit: _l, offset: _o, ...values } = v;
  return { ...values, period: filter.period, includeVoided: filter.includeVoided };
}

/** The columns a reading and its per-day rollup share (reading_daily_totals, docs/decisions/010). */
type TDimensionColumns = Record<'stationId' | 'paymentMethod' | 'fuelType', AnyPgColumn> & Partial<Record<'nozzleId' | 'pumpId', AnyPgColumn>>;

/** The attendant's scope and the dimension filters (station, pump, nozzle, payment, fuel) on readings or their rollups. */
export function dimensionsWhere(scope: TScope, filter: TReadingFilter, c: TDimensionColumns): SQL | undefined {
  if ((filter.nozzleId && !c.nozzleId) || (filter.pumpId && !c.pumpId)) throw new Error('dimensionsWhere: no pump or nozzle column');
  return and(
    stationVisible(scope, c.stationId),
    filter.nozzleId ? eq(c.nozzleId!, filter.nozzleId) : undefined,
    filter.pumpId ? eq(c.pumpId!, filter.pumpId) : undefined,
    filter.stationId ? eq(c.stationId, filter.stationId) : undefined,
    filter.paymentMethod ? eq(c.paymentMethod, filter.paymentMethod) : undefined,
    filter.fuelType ? eq(c.fuelType, filter.fuelType) : undefined,
  );
}

/** Readings of the tenant the caller may see (attendants: assigned stations), with the filter applied. */
export function readingWhere(scope: TScope, filter: TReadingFilter): SQL | undefined {
  return and(
    eq(r.tenantId, scope.tenantId),
    filter.id ? eq(r.id, filter.id) : undefined,
    dimensionsWhere(scope, filter, r),
    filter.includeVoided ? undefined : eq(r.status, 'recorded'),
    filter.period === 'today' ? gte(r.recordedAt, dayStart(scope.tenantId, 0)) : undefined,
    filter.period === 'week' ? gte(r.recordedAt, dayStart(scope.tenantId, 6)) : undefined,
    filter.fromDay ? gte(r.recordedAt, dateStart(scope.tenantId, filter.fromDay)) : undefined,
    filter.toDay ? sql`${r.recordedAt} < ${dateStart(scope.tenantId, filter.toDay, 1)}` : undefined,
    filter.from ? sql`${r.recordedAt} >= ${filter.from}` : undefined,
    filter.to ? sql`${r.recordedAt} < ${filter.to}` : undefined,
  );
}

/** Join conditions from a reading to its nozzle, pump and station (the names of lists and exports). */
export const nozzleOfReading = and(eq(nozzles.tenantId, r.tenantId), eq(nozzles.id, r.nozzleId));
export const pumpOfReading = and(eq(pumps.tenantId, r.tenantId), eq(pumps.id, r.pumpId));
export const stationOfReading = and(eq(stations.tenantId, r.tenantId), eq(stations.id, r.stationId));
/** A credit reading's creditor (left join: most readings name none). */
const creditorOfReading = and(eq(creditors.tenantId, r.tenantId), eq(creditors.id, r.creditorId));

export const READING_SORT = { recordedAt: r.recordedAt, reading: r.reading, amount: r.amount, volume: r.volume } as const;
export type TReadingSort = { by: keyof typeof READING_SORT; order: 'asc' | 'desc' };

/**
 * A page of readings with their nozzle, pump, station and creditor names in one statement (deleted
 * assets keep their rows, so the names of old readings stay). Ties are broken by id.
 */
export async function selectReadings(
  tx: Tx,
  scope: TScope,
  filter: TReadingFilter,
  window: TWindow = FIRST_ROW,
  sort: TReadingSort = { by: 'recordedAt', order: 'desc' },
): Promise<TReadingRow[]> {
  if (!isPreparable(filter)) return readingsPage(tx, scope, filter, window, sort);
  const shape = readingShape(scope, filter, sort.by, sort.order);
  return runPrepared(tx, 'readings.page', shape, readingValues(scope, filter, window), (v) =>
    readingsPage(tx, scopeWith(scope.role, v), filterFromValues(filter, v), { limit: v.limit!, offset: v.offset! }, sort),
  );
}

function readingsPage(tx: Tx, scope: TScope, filter: TReadingFilter, window: TWindow, sort: TReadingSort) {
  const dir = sort.order === 'asc' ? asc : desc;
  return tx
    .select({
      id: r.id,
      nozzleId: r.nozzleId,
      nozzleNumber: nozzles.nozzleNumber,
      nozzleName: nozzles.name,
      pumpId: r.pumpId,
      pumpName: pumps.name,
      stationId: r.stationId,
      stationName: stations.name,
      fuelType: r.fuelType,
      reading: r.reading,
      previousReading: r.previousReading,
      volume: r.volume,
      pricePerLitre: r.pricePerLitre,
      amount: r.amount,
      paymentMethod: r.paymentMethod,
      creditorId: r.creditorId,
      creditorName: creditors.partyName,
      notes: r.notes,
      status: r.status,
      voidReason: r.voidReason,
      voidedAt: r.voidedAt,
      recordedAt: r.recordedAt,
      recordedBy: r.recordedByName,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      dayClosed: dayClosed(scope.tenantId, r.stationId, { at: r.recordedAt }),
    })
    .from(r)
    .innerJoin(nozzles, nozzleOfReading)
    .innerJoin(pumps, pumpOfReading)
    .innerJoin(stations, stationOfReading)
    .leftJoin(creditors, creditorOfReading)
    .where(readingWhere(scope, filter))
    .orderBy(dir(READING_SORT[sort.by]), dir(r.id))
    .limit(window.limit)
    .offset(window.offset);
}

export type TReadingSummaryRow = {
  total: number;
  today: number;
  week: number;
  amount: string;
  volume: string;
  creditAmount: string;
  /** The amount of the sales whose station day is closed (posted). */
  postedAmount: string;
};

/**
 * Totals over the whole filter in one statement over the raw rows; money and litres only over
 * non-voided readings. The lists use the rollups (reading-totals.queries.ts) whenever the filter is
 * whole days; this is their fallback and the reference the rollup test compares against.
 */
export async function summarizeReadings(tx: Tx, scope: TScope, filter: TReadingFilter): Promise<TReadingSummaryRow> {
  const [row] = isPreparable(filter)
    ? await runPrepared(tx, 'readings.summary', readingShape(scope, filter), readingValues(scope, filter), (v) =>
        readingsSummary(tx, scopeWith(scope.role, v), filterFromValues(filter, v)),
      )
    : await readingsSummary(tx, scope, filter);
  return row!;
}

function readingsSummary(tx: Tx, scope: TScope, filter: TReadingFilter) {
  const live = sql`${r.status} = 'recorded'`;
  return tx
    .select({
      total: sql<number>`count(*)::int`.mapWith(Number),
      today: sql<number>`(count(*) filter (where ${r.recordedAt} >= ${once(dayStart(scope.tenantId, 0))}))::int`.mapWith(Number),
      week: sql<number>`(count(*) filter (where ${r.recordedAt} >= ${once(dayStart(scope.tenantId, 6))}))::int`.mapWith(Number),
      amount: sql<string>`coalesce(sum(${r.amount}) filter (where ${live}), 0)::text`,
      volume: sql<string>`coalesce(sum(${r.volume}) filter (where ${live}), 0)::text`,
      creditAmount: sql<string>`coalesce(sum(${r.amount}) filter (where ${live} and ${r.paymentMethod} = 'credit'), 0)::text`,
      postedAmount: sql<string>`coalesce(sum(${r.amount}) filter (where ${live} and ${dayClosed(scope.tenantId, r.stationId, { at: r.recordedAt })}), 0)::text`,
    })
    .from(r)
    .where(readingWhere(scope, filter));
}

/** Today's non-voided readings per station (the tenant's day): sales, litres and count, as a grouped subquery. */
export function todayByStation(tx: Tx, tenantId: string) {
  return tx
    .select({
      stationId: r.stationId,
      sales: sql<string>`sum(${r.amount})`.as('today_sales'),
      volume: sql<string>`sum(${r.volume})`.as('today_volume'),
      count: sql<number>`count(*)::int`.as('today_count'),
    })
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.status, 'recorded'), gte(r.recordedAt, dayStart(tenantId, 0))))
    .groupBy(r.stationId)
    .as('today');
}
