import type { Db } from '../db/client';
import { withTenant } from '../db/tenant';
import {
  syncCashReportAlerts,
  syncCreditorAlerts,
  syncNoReadingAlerts,
  syncPriceAlerts,
  syncReconciliationAlerts,
  syncStockAlerts,
} from '../modules/alerts/alerts.rules';
import { selectTanks } from '../modules/inventory/inventory.queries';
import { forEachTenant, type TJob } from './job-runner';

/** Alert jobs run every 5 minutes (one run per period across every API process). */
export const ALERT_JOB_PERIOD_MS = 5 * 60_000;

/** alerts.no_readings: no_readings_24h per active nozzle without a reading for 24 h; cleared when one arrives. */
export const noReadingsJob: TJob = {
  name: 'alerts.no_readings',
  periodMs: ALERT_JOB_PERIOD_MS,
  run: ({ db, tenantIds, now }) => forEachTenant(db, tenantIds, (tenantId) => withTenant(db, tenantId, (tx) => syncNoReadingAlerts(tx, tenantId, now))),
};

/** alerts.stock: low_stock / critical_stock per set-up tank from its status; cleared when back to normal. */
export const stockJob: TJob = {
  name: 'alerts.stock',
  periodMs: ALERT_JOB_PERIOD_MS,
  run: ({ db, tenantIds }) =>
    forEachTenant(db, tenantIds, (tenantId) =>
      withTenant(db, tenantId, async (tx) => {
        const tanks = await selectTanks(tx, { tenantId, userId: tenantId, role: 'owner' }, {});
        await syncStockAlerts(tx, tenantId, tanks, true);
      }),
    ),
};

/** alerts.creditors: creditor_near_limit / creditor_over_limit from balances; cleared when back under 80 %. */
export const creditorJob: TJob = {
  name: 'alerts.creditors',
  periodMs: ALERT_JOB_PERIOD_MS,
  run: ({ db, tenantIds }) => forEachTenant(db, tenantIds, (tenantId) => withTenant(db, tenantId, (tx) => syncCreditorAlerts(tx, tenantId))),
};

/** alerts.cash_reports: cash_report_pending for reports waiting 4 h; cleared when reviewed. */
export const cashReportJob: TJob = {
  name: 'alerts.cash_reports',
  periodMs: ALERT_JOB_PERIOD_MS,
  run: ({ db, tenantIds, now }) => forEachTenant(db, tenantIds, (tenantId) => withTenant(db, tenantId, (tx) => syncCashReportAlerts(tx, tenantId, now))),
};

/** alerts.prices: price_missing per station fuel with active nozzles and no price; cleared when a price is set. */
export const priceJob: TJob = {
  name: 'alerts.prices',
  periodMs: ALERT_JOB_PERIOD_MS,
  run: ({ db, tenantIds, now }) => forEachTenant(db, tenantIds, (tenantId) => withTenant(db, tenantId, (tx) => syncPriceAlerts(tx, tenantId, now))),
};

/** alerts.reconciliation: day_not_reconciled per station whose yesterday had sales and is not closed; cleared by day close. */
export const reconciliationJob: TJob = {
  name: 'alerts.reconciliation',
  periodMs: ALERT_JOB_PERIOD_MS,
  run: ({ db, tenantIds, now }) =>
    forEachTenant(db, tenantIds, (tenantId) => withTenant(db, tenantId, (tx) => syncReconciliationAlerts(tx, tenantId, now))),
};

export const ALERT_JOBS: TJob[] = [noReadingsJob, stockJob, creditorJob, cashReportJob, priceJob, reconciliationJob];

/** Runs the alert jobs for some tenants now, outside the runner (the demo seed). */
export async function runAlertJobsFor(db: Db, tenantIds: string[], now: Date): Promise<void> {
  for (const job of ALERT_JOBS) await job.run({ db, tenantIds, now });
}
