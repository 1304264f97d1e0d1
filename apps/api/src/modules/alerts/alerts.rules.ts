import {
  ALERT_TEXT,
  CASH_REPORT_PENDING_AFTER_MS,
  CREDITOR_NEAR_LIMIT_RATIO,
  FUEL_TYPE_LABELS,
  formatDate,
  formatINR,
  fillPercent,
  formatLitres,
  inventoryStatus,
  type TAlertType,
} from '@forecourt/shared';
import type { Tx } from '../../db/client';
import type { TTankState } from '../../db/tank-state';
import * as q from './alerts.queries';

/**
 * The conditions behind alerts, raised and cleared from real state (docs/decisions/009). Used by the
 * background jobs (whole tenant) and at once by a change that may cross a line (one tank, one nozzle),
 * always inside the tenant's transaction.
 */

export const NO_READINGS_WINDOW_MS = 24 * 3_600_000;
const STOCK_TYPES: TAlertType[] = ['low_stock', 'critical_stock'];

export type TTankForAlert = Omit<TTankState, 'id'>;

/** The stock alert a tank's status calls for (set-up tanks only), without its texts. */
export function stockAlertType(tank: TTankForAlert): 'low_stock' | 'critical_stock' | null {
  if (!tank.isSetUp) return null;
  const status = inventoryStatus(tank.stock, tank.capacity, tank.minimumLevel);
  return status === 'critical' ? 'critical_stock' : status === 'low' ? 'low_stock' : null;
}

function stockCondition(tank: TTankForAlert, type: 'low_stock' | 'critical_stock', stationName: string): q.TAlertCondition {
  const fuel = FUEL_TYPE_LABELS[tank.fuelType];
  const percent = fillPercent(tank.stock, tank.capacity);
  const litres = formatLitres(tank.stock);
  const level = percent !== null ? ALERT_TEXT.stockLevelOfCapacity(litres, percent, formatLitres(tank.capacity!)) : litres;
  const critical = type === 'critical_stock';
  return {
    type,
    subject: q.stockSubject(tank.stationId, tank.fuelType),
    stationId: tank.stationId,
    priority: critical ? 'urgent' : 'high',
    title: critical ? ALERT_TEXT.criticalStockTitle(fuel) : ALERT_TEXT.lowStockTitle(fuel),
    message: !critical
      ? ALERT_TEXT.lowStock(fuel, stationName, level)
      : tank.minimumLevel !== null
        ? ALERT_TEXT.criticalStockBelowMinimum(fuel, stationName, level, formatLitres(tank.minimumLevel))
        : ALERT_TEXT.criticalStock(fuel, stationName, level),
  };
}

/**
 * Brings the stock alerts of these tanks in line with their status: the alert their status calls for
 * stays or is raised, any other active stock alert of the tank is resolved. With `wholeTenant`, active
 * stock alerts of tanks not in the list are resolved too (the job's full pass).
 */
export async function syncStockAlerts(tx: Tx, tenantId: string, tanks: TTankForAlert[], wholeTenant = false): Promise<void> {
  const wanted = tanks.flatMap((tank) => {
    const type = stockAlertType(tank);
    return type ? [{ tank, type }] : [];
  });
  const keep = wanted.map((w) => q.conditionKey({ type: w.type, subject: q.stockSubject(w.tank.stationId, w.tank.fuelType) }));
  const subjects = wholeTenant ? undefined : tanks.map((tank) => q.stockSubject(tank.stationId, tank.fuelType));
  await q.resolveAlerts(tx, tenantId, STOCK_TYPES, keep, subjects);
  if (!wanted.length) return;
  const names = await q.stationNames(tx, tenantId, [...new Set(wanted.map((w) => w.tank.stationId))]);
  await q.raiseAlerts(
    tx,
    tenantId,
    wanted.map((w) => stockCondition(w.tank, w.type, names.get(w.tank.stationId) ?? 'the station')),
  );
}

/**
 * no_readings_24h for the whole tenant at `now`: raised per active nozzle (older than the window itself)
 * with no non-voided reading in the window; resolved for every other nozzle.
 */
export async function syncNoReadingAlerts(tx: Tx, tenantId: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - NO_READINGS_WINDOW_MS);
  const silent = await q.selectSilentNozzles(tx, tenantId, since);
  const conditions: q.TAlertCondition[] = silent.map((n) => ({
    type: 'no_readings_24h',
    subject: n.nozzleId,
    stationId: n.stationId,
    priority: 'medium',
    title: ALERT_TEXT.noReadingsTitle,
    message: ALERT_TEXT.noReadings(n.stationName, n.pumpName, n.nozzleName, FUEL_TYPE_LABELS[n.fuelType]),
  }));
  await q.resolveAlerts(tx, tenantId, ['no_readings_24h'], conditions.map(q.conditionKey), undefined, now);
  await q.raiseAlerts(tx, tenantId, conditions);
}

/**
 * creditor_near_limit (balance above 80 % of a positive limit) / creditor_over_limit (above the limit) per
 * active creditor; the other one of the pair and every creditor back under the line are resolved.
 */
export async function syncCreditorAlerts(tx: Tx, tenantId: string): Promise<void> {
  const rows = await q.selectCreditorsNearLimit(tx, tenantId, CREDITOR_NEAR_LIMIT_RATIO);
  const conditions: q.TAlertCondition[] = rows.map((c) => {
    const amounts = `${formatINR(c.balance)} of its ${formatINR(c.creditLimit)} credit limit`;
    return c.over
      ? {
          type: 'creditor_over_limit',
          subject: c.creditorId,
          stationId: c.stationId,
          priority: 'urgent',
          title: `Over credit limit: ${c.partyName}`,
          message: `${c.partyName} owes ${amounts}. Collect a payment before more credit sales.`,
        }
      : {
          type: 'creditor_near_limit',
          subject: c.creditorId,
          stationId: c.stationId,
          priority: 'high',
          title: `Near credit limit: ${c.partyName}`,
          message: `${c.partyName} owes ${amounts} (over 80%).`,
        };
  });
  await q.resolveAlerts(tx, tenantId, ['creditor_near_limit', 'creditor_over_limit'], conditions.map(q.conditionKey));
  await q.raiseAlerts(tx, tenantId, conditions);
}

const SHIFT_LABEL = { morning: 'Morning', afternoon: 'Afternoon', night: 'Night' } as const;

/** cash_report_pending per cash report pending for CASH_REPORT_PENDING_AFTER_MS; resolved once reviewed (or re-submitted recently). */
export async function syncCashReportAlerts(tx: Tx, tenantId: string, now: Date): Promise<void> {
  const rows = await q.selectWaitingCashReports(tx, tenantId, new Date(now.getTime() - CASH_REPORT_PENDING_AFTER_MS));
  const conditions: q.TAlertCondition[] = rows.map((r) => ({
    type: 'cash_report_pending',
    subject: r.id,
    stationId: r.stationId,
    priority: 'medium',
    title: 'Cash report waiting for approval',
    message: `${r.userName}'s ${SHIFT_LABEL[r.shift].toLowerCase()} shift cash report for ${r.stationName} on ${formatDate(r.businessDay)} is waiting for approval.`,
  }));
  await q.resolveAlerts(tx, tenantId, ['cash_report_pending'], conditions.map(q.conditionKey), undefined, now);
  await q.raiseAlerts(tx, tenantId, conditions);
}

/**
 * day_not_reconciled per station whose previous business day had sales and is not closed (subject
 * "<station>:<day>"); resolved when the day is closed, or when the next day begins (a new subject then).
 */
export async function syncReconciliationAlerts(tx: Tx, tenantId: string, now: Date): Promise<void> {
  const rows = await q.selectUnreconciledYesterdays(tx, tenantId);
  const conditions: q.TAlertCondition[] = rows.map((r) => ({
    type: 'day_not_reconciled',
    subject: `${r.stationId}:${r.businessDay}`,
    stationId: r.stationId,
    priority: 'high',
    title: 'Day not reconciled',
    message: `${r.stationName}: the sales of ${formatDate(r.businessDay)} are not reconciled yet. Compare them with the cash reports and close the day.`,
  }));
  await q.resolveAlerts(tx, tenantId, ['day_not_reconciled'], conditions.map(q.conditionKey), undefined, now);
  await q.raiseAlerts(tx, tenantId, conditions);
}

/** price_missing per (station, fuel) with an active nozzle and no price in effect; resolved once a price is set. */
export async function syncPriceAlerts(tx: Tx, tenantId: string, now: Date): Promise<void> {
  const rows = await q.selectMissingPrices(tx, tenantId, now);
  const conditions: q.TAlertCondition[] = rows.map((r) => ({
    type: 'price_missing',
    subject: q.stockSubject(r.stationId, r.fuelType),
    stationId: r.stationId,
    priority: 'high',
    title: `Price missing: ${FUEL_TYPE_LABELS[r.fuelType]}`,
    message: `${r.stationName} has active ${FUEL_TYPE_LABELS[r.fuelType]} nozzles but no ${FUEL_TYPE_LABELS[r.fuelType]} price. Readings cannot be recorded until a price is set.`,
  }));
  await q.resolveAlerts(tx, tenantId, ['price_missing'], conditions.map(q.conditionKey), undefined, now);
  await q.raiseAlerts(tx, tenantId, conditions);
}

/** A tank's state after a change, with its stock before it (fc_reading_write's answer; litres as text). */
export type TTankChange = {
  stationId: string;
  fuelType: TTankForAlert['fuelType'];
  stockBefore: string;
  stock: string;
  capacity: string | null;
  minimumLevel: string | null;
  isSetUp: boolean;
};

const tankAfter = (change: TTankChange): TTankForAlert => ({
  stationId: change.stationId,
  fuelType: change.fuelType,
  stock: change.stock,
  capacity: change.capacity,
  minimumLevel: change.minimumLevel,
  isSetUp: change.isSetUp,
});

/** Whether a change moved the tank across a stock line (its alert must be raised or cleared). */
export function stockLineCrossed(change: TTankChange): boolean {
  const after = tankAfter(change);
  return stockAlertType({ ...after, stock: change.stockBefore }) !== stockAlertType(after);
}

/** Brings the tank's stock alert in line with its state after a change that crossed a line. */
export async function syncStockAlertsOnChange(tx: Tx, tenantId: string, change: TTankChange): Promise<void> {
  await syncStockAlerts(tx, tenantId, [tankAfter(change)]);
}
