import {
  alertText,
  CASH_REPORT_PENDING_AFTER_MS,
  CREDITOR_NEAR_LIMIT_RATIO,
  defaultTankName,
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

/**
 * A tank as its stock alert reads it; the alert's subject is the tank's id, and a tank with a name of its
 * own (not the default "Diesel tank") is named beside its station (docs/decisions/068).
 */
export type TTankForAlert = Omit<TTankState, 'name'> & { name?: string };

/** Where the alert says the fuel is: the station, and the tank when it has a name of its own. */
function tankPlace(tank: TTankForAlert, stationName: string): string {
  return tank.name && tank.name.toLowerCase() !== defaultTankName(tank.fuelType).toLowerCase() ? `${stationName} · ${tank.name}` : stationName;
}

/** The stock alert a tank's status calls for (set-up tanks only), without its texts. */
export function stockAlertType(tank: TTankForAlert): 'low_stock' | 'critical_stock' | null {
  if (!tank.isSetUp) return null;
  const status = inventoryStatus(tank.stock, tank.capacity, tank.minimumLevel);
  return status === 'critical' ? 'critical_stock' : status === 'low' ? 'low_stock' : null;
}

function stockCondition(tank: TTankForAlert, type: 'low_stock' | 'critical_stock', stationName: string): q.TAlertCondition {
  const fuel = tank.fuelType;
  const percent = fillPercent(tank.stock, tank.capacity);
  const base = { fuel, station: tankPlace(tank, stationName), litres: formatLitres(tank.stock) };
  // A tank with a capacity shows its share of it (its own key, so no text is nested in another).
  const share = percent !== null ? { ...base, percent, capacity: formatLitres(tank.capacity!) } : null;
  const minimum = tank.minimumLevel !== null ? formatLitres(tank.minimumLevel) : null;
  const critical = type === 'critical_stock';
  return {
    type,
    subject: tank.id,
    stationId: tank.stationId,
    priority: critical ? 'urgent' : 'high',
    title: critical ? alertText('alert.criticalStockTitle', { fuel }) : alertText('alert.lowStockTitle', { fuel }),
    message: !critical
      ? share
        ? alertText('alert.lowStockOfCapacity', share)
        : alertText('alert.lowStock', base)
      : minimum !== null
        ? share
          ? alertText('alert.criticalStockBelowMinimumOfCapacity', { ...share, minimum })
          : alertText('alert.criticalStockBelowMinimum', { ...base, minimum })
        : share
          ? alertText('alert.criticalStockOfCapacity', share)
          : alertText('alert.criticalStock', base),
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
  const keep = wanted.map((w) => q.conditionKey({ type: w.type, subject: w.tank.id }));
  const subjects = wholeTenant ? undefined : tanks.map((tank) => tank.id);
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
    title: alertText('alert.noReadingsTitle'),
    message: alertText('alert.noReadings', { station: n.stationName, pump: n.pumpName, nozzle: n.nozzleName, fuel: n.fuelType }),
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
    const amounts = { partyName: c.partyName, balance: formatINR(c.balance), limit: formatINR(c.creditLimit) };
    return c.over
      ? {
          type: 'creditor_over_limit',
          subject: c.creditorId,
          stationId: c.stationId,
          priority: 'urgent',
          title: alertText('alert.creditorOverLimitTitle', { partyName: c.partyName }),
          message: alertText('alert.creditorOverLimit', amounts),
        }
      : {
          type: 'creditor_near_limit',
          subject: c.creditorId,
          stationId: c.stationId,
          priority: 'high',
          title: alertText('alert.creditorNearLimitTitle', { partyName: c.partyName }),
          message: alertText('alert.creditorNearLimit', amounts),
        };
  });
  await q.resolveAlerts(tx, tenantId, ['creditor_near_limit', 'creditor_over_limit'], conditions.map(q.conditionKey));
  await q.raiseAlerts(tx, tenantId, conditions);
}

/** cash_report_pending per cash report pending for CASH_REPORT_PENDING_AFTER_MS; resolved once reviewed (or re-submitted recently). */
export async function syncCashReportAlerts(tx: Tx, tenantId: string, now: Date): Promise<void> {
  const rows = await q.selectWaitingCashReports(tx, tenantId, new Date(now.getTime() - CASH_REPORT_PENDING_AFTER_MS));
  const conditions: q.TAlertCondition[] = rows.map((r) => ({
    type: 'cash_report_pending',
    subject: r.id,
    stationId: r.stationId,
    priority: 'medium',
    title: alertText('alert.cashReportPendingTitle'),
    // `shift`: the shift value, which is its English in lower case ('night shift').
    message: alertText('alert.cashReportPending', { user: r.userName, shift: r.shift, station: r.stationName, day: formatDate(r.businessDay) }),
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
    title: alertText('alert.dayNotReconciledTitle'),
    message: alertText('alert.dayNotReconciled', { station: r.stationName, day: formatDate(r.businessDay) }),
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
    title: alertText('alert.priceMissingTitle', { fuel: r.fuelType }),
    message: alertText('alert.priceMissing', { station: r.stationName, fuel: r.fuelType }),
  }));
  await q.resolveAlerts(tx, tenantId, ['price_missing'], conditions.map(q.conditionKey), undefined, now);
  await q.raiseAlerts(tx, tenantId, conditions);
}

/** A tank's state after a change, with its stock before it (fc_reading_write's answer; litres as text). */
export type TTankChange = {
  id: string;
  name?: string;
  stationId: string;
  fuelType: TTankForAlert['fuelType'];
  stockBefore: string;
  stock: string;
  capacity: string | null;
  minimumLevel: string | null;
  isSetUp: boolean;
};

const tankAfter = (change: TTankChange): TTankForAlert => ({
  id: change.id,
  name: change.name,
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
