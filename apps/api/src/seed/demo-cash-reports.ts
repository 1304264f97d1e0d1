import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { cashReports, nozzleReadings } from '../db/schema';
import type { TDemoStationRef, TDemoUsers } from './demo-history';

/** Days before today with a demo cash report (none today: the demo attendant files today's). */
export const DEMO_CASH_REPORT_DAYS = 6;
/** The one rejected report: its day, and the cash the attendant declared short of what the readings took. */
const REJECTED = { daysAgo: 3, shortRupees: 500 };
/** Yesterday's report waits for review (the list's Approve and Reject have something to act on). */
const PENDING_DAYS_AGO = 1;

/**
 * The demo attendant's morning-shift cash reports at their station for the last days (docs/decisions/017):
 * the declared cash, card, UPI and credit are the sums of the readings they recorded that morning, by
 * payment method, exact to the paisa — computed in SQL from the readings demo-history.ts wrote, so they agree with
 * the sales. The manager approved them in the evening, except one rejected for a cash shortfall and
 * yesterday's, still pending. One set-based insert.
 */
export async function seedDemoCashReports(tx: Tx, tenantId: string, users: TDemoUsers, seeded: TDemoStationRef[]): Promise<void> {
  const station = seeded[0]!;
  const r = nozzleReadings;
  const status = sql`case when s.days_ago = ${PENDING_DAYS_AGO} then 'pending' when s.days_ago = ${REJECTED.daysAgo} then 'rejected' else 'approved' end`;
  const at = (hours: string) => sql`((s.day::timestamp + ${hours}::interval) at time zone s.zone)`;
  await tx.execute(sql`
    insert into ${cashReports} (id, tenant_id, station_id, business_day, shift, user_id, user_name,
      cash_amount, card_amount, upi_amount, credit_amount, notes, status,
      reviewed_by, reviewed_by_name, reviewed_at, review_note, request_hash, created_at, updated_at)
    select fc_uuid7(), ${tenantId}::uuid, ${station.id}::uuid, s.day, 'morning', ${users.attendant.id}::uuid, ${users.attendant.name},
      s.cash - case when s.days_ago = ${REJECTED.daysAgo} then ${REJECTED.shortRupees}::numeric else 0 end, s.card, s.upi, s.credit,
      'Morning shift, pumps 1 to 3', ${status},
      case when s.days_ago = ${PENDING_DAYS_AGO} then null else ${users.manager.id}::uuid end,
      case when s.days_ago = ${PENDING_DAYS_AGO} then null else ${users.manager.name} end,
      case when s.days_ago = ${PENDING_DAYS_AGO} then null else ${at('19 hours')} end,
      case when s.days_ago = ${REJECTED.daysAgo}
        then ${`Cash short by ₹${REJECTED.shortRupees}.00 against the morning's cash sales; counted again with the attendant.`} end,
      null, ${at('13 hours 15 minutes')}, case when s.days_ago = ${PENDING_DAYS_AGO} then ${at('13 hours 15 minutes')} else ${at('19 hours')} end
    from (
      select d.day, d.days_ago, tn.time_zone as zone,
        coalesce(sum(${r.amount}) filter (where ${r.paymentMethod} = 'cash'), 0) as cash,
        coalesce(sum(${r.amount}) filter (where ${r.paymentMethod} = 'card'), 0) as card,
        coalesce(sum(${r.amount}) filter (where ${r.paymentMethod} = 'upi'), 0) as upi,
        coalesce(sum(${r.amount}) filter (where ${r.paymentMethod} = 'credit'), 0) as credit
      from tenants tn
      cross join lateral (select fc_tenant_today(tn.id, g) as day, g as days_ago from generate_series(1, ${DEMO_CASH_REPORT_DAYS}) g) d
      join ${r} on ${r.tenantId} = tn.id and ${r.stationId} = ${station.id}::uuid and ${r.recordedBy} = ${users.attendant.id}::uuid
        and ${r.status} = 'recorded' and (${r.recordedAt} at time zone tn.time_zone)::date = d.day
      where tn.id = ${tenantId}::uuid
      group by d.day, d.days_ago, tn.time_zone
    ) s`);
}
