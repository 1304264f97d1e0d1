import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { TScope } from '../db/scope';
import { resultRows } from '../db/sql-fragments';
import { newId } from '../lib/ids';
import { changeRecord, closeDay, reopenDay } from '../modules/reconciliation/reconciliation.queries';
import { DEMO_CASH_REPORT_DAYS, DEMO_REPORT_MISMATCHES, PENDING_DAYS_AGO } from './demo-cash-reports';
import type { TDemoStationRef, TDemoUsers } from './demo-history';

/** Closed days older than this many days are also approved by the owner. */
export const APPROVED_FROM_DAYS_AGO = 8;
/** The day closed and then reopened by the owner (its rejected cash report waits for the recount). */
export const DEMO_REOPENED = {
  station: 0,
  daysAgo: 3,
  reason: "Amit's morning cash report was rejected, ₹500.00 short; the day stays open until his recount is filed and approved.",
};

/** The manager's note on a day closed with a mismatch: what the mismatched report's reviewer found. */
const closeNote = (station: number, daysAgo: number): string | null => {
  const m = DEMO_REPORT_MISMATCHES.find((x) => x.station === station && x.daysAgo === daysAgo && x.status === 'approved');
  return m ? `Closed with a difference: ${m.note}` : null;
};

/**
 * Closes the demo month's past days at every station through the product's own close, approval and
 * reopen (fc_day_close, the approval, fc_day_reopen: every rule, the closures, the records and the audit
 * entries), then dates what they wrote to when a business would have done it: the manager closes each
 * day the next morning at 10:00, the owner approves it that evening, and one day is reopened by the
 * owner with its reason (docs/decisions/067). Yesterday, whose reports are pending, stays open.
 * Statements: one per close, approval and reopen (about 160), then three set-based updates.
 */
export async function seedDemoDayCloses(tx: Tx, tenantId: string, users: TDemoUsers, seeded: TDemoStationRef[]): Promise<void> {
  const manager: TScope = { tenantId, userId: users.manager.id, role: 'manager' };
  const owner: TScope = { tenantId, userId: users.owner.id, role: 'owner' };
  const today = String(resultRows(await tx.execute(sql`select fc_tenant_today(${tenantId}::uuid)::text as d`))[0]!.d);
  const dayOf = (daysAgo: number) => new Date(Date.parse(`${today}T00:00:00Z`) - daysAgo * 86_400_000).toISOString().slice(0, 10);

  for (let daysAgo = DEMO_CASH_REPORT_DAYS; daysAgo > PENDING_DAYS_AGO; daysAgo--) {
    for (const station of seeded) {
      const id = await closeDay(tx, manager, { id: newId(), stationId: station.id, day: dayOf(daysAgo), notes: closeNote(station.index, daysAgo) });
      if (daysAgo >= APPROVED_FROM_DAYS_AGO) await changeRecord(tx, owner, id, { kind: 'approve' });
      if (station.index === DEMO_REOPENED.station && daysAgo === DEMO_REOPENED.daysAgo) await reopenDay(tx, owner, id, DEMO_REOPENED.reason);
    }
  }

  // The dates: closed the next morning, approved that evening, reopened an hour and a half after the close.
  const closedAt = sql`((r.business_day + 1)::timestamp + interval '10 hours') at time zone tn.time_zone`;
  await tx.execute(sql`
    update reconciliations r set closed_at = ${closedAt}, created_at = ${closedAt},
      approved_at = case when r.approved_at is not null then ${closedAt} + interval '8 hours' end,
      reopened_at = case when r.reopened_at is not null then ${closedAt} + interval '90 minutes' end,
      updated_at = ${closedAt} + case when r.approved_at is not null then interval '8 hours'
                                      when r.reopened_at is not null then interval '90 minutes' else interval '0' end
    from tenants tn where tn.id = r.tenant_id and r.tenant_id = ${tenantId}::uuid`);
  await tx.execute(sql`
    update station_day_closures c set closed_at = r.closed_at
    from reconciliations r where r.tenant_id = c.tenant_id and r.station_id = c.station_id and r.business_day = c.business_day
      and c.tenant_id = ${tenantId}::uuid`);
  await tx.execute(sql`
    update audit_log a set created_at = case a.action when 'day.closed' then r.closed_at when 'day.approved' then r.approved_at else r.reopened_at end
    from reconciliations r where r.tenant_id = a.tenant_id and r.id = a.entity_id and a.entity_type = 'reconciliation'
      and a.tenant_id = ${tenantId}::uuid`);
}
