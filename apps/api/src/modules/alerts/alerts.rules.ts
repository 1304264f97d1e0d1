import {
  FUEL_TYPE_LABELS,
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
  const level = `${formatLitres(tank.stock)}${percent !== null ? ` (${percent}% of ${formatLitres(tank.capacity!)})` : ''}`;
  const critical = type === 'critical_stock';
  return {
    type,
    subject: q.stockSubject(tank.stationId, tank.fuelType),
    stationId: tank.stationId,
    priority: critical ? 'urgent' : 'high',
    title: critical ? `Critical stock: ${fuel}` : `Low stock: ${fuel}`,
    message: critical
      ? `${fuel} at ${stationName} is at ${level}${tank.minimumLevel !== null ? `, at or below the minimum level of ${formatLitres(tank.minimumLevel)}` : ''}. Refill now.`
      : `${fuel} at ${stationName} is down to ${level}. Plan a delivery.`,
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
    title: 'No readings in 24 hours',
    message: `${n.stationName} · ${n.pumpName} · ${n.nozzleName} (${FUEL_TYPE_LABELS[n.fuelType]}) has no reading in the last 24 hours.`,
  }));
  await q.resolveAlerts(tx, tenantId, ['no_readings_24h'], conditions.map(q.conditionKey), undefined, now);
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
