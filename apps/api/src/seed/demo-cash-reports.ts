import { sql } from 'drizzle-orm';
import { sumDecimals, type TShift } from '@forecourt/shared';
import type { Tx } from '../db/client';
import { resultRows } from '../db/sql-fragments';
import { cashReports, nozzleReadings } from '../db/schema';
import type { TDemoStationRef, TDemoUsers } from './demo-history';

/** Days before today with demo cash reports at every station (none today: the demo attendant files today's). */
export const DEMO_CASH_REPORT_DAYS = 30;
/** Yesterday's reports wait for review (the list's Approve and Reject have something to act on). */
export const PENDING_DAYS_AGO = 1;
/** A report's shift by the hour (India) of the readings it covers: the 08:00 and 12:30 readings, then 17:00 and 21:30. */
const AFTERNOON_FROM_HOUR = 15;

type TDemoShift = Extract<TShift, 'morning' | 'afternoon'>;
type TMethod = 'cash' | 'card' | 'upi';

/**
 * The reports that do not match their readings (station index, days ago, shift): one rejected, the
 * others approved with what the reviewer found. Each makes its day a Mismatch in reconciliation.
 */
export const DEMO_REPORT_MISMATCHES: Array<{
  station: number;
  daysAgo: number;
  shift: TDemoShift;
  method: TMethod;
  rupees: string;
  status: 'approved' | 'rejected';
  note: string;
}> = [
  { station: 0, daysAgo: 3, shift: 'morning', method: 'cash', rupees: '-500', status: 'rejected', note: "Cash short by ₹500.00 against the morning's cash sales; counted again with the attendant." },
  { station: 1, daysAgo: 6, shift: 'afternoon', method: 'cash', rupees: '-150', status: 'approved', note: 'Cash ₹150.00 short in the evening count; recovered from the shift float.' },
  { station: 2, daysAgo: 12, shift: 'morning', method: 'upi', rupees: '-230', status: 'approved', note: 'One UPI payment of ₹230.00 never reached the account; the customer was asked to pay again.' },
  { station: 0, daysAgo: 19, shift: 'afternoon', method: 'cash', rupees: '50', status: 'approved', note: 'Cash ₹50.00 over: change a customer did not wait for.' },
];

/** India's wall clock on a business day ('YYYY-MM-DD', plus days) as an instant (the demo tenant's zone). */
export function demoAt(day: string, time: string, plusDays = 0): Date {
  const at = new Date(`${day}T${time}:00+05:30`);
  return new Date(at.getTime() + plusDays * 86_400_000);
}

/**
 * A month of shift cash reports at every demo station (docs/decisions/017 and 067): the morning
 * report covers the 08:00 and 12:30 readings, the afternoon one the 17:00 and 21:30 readings. At
 * MG Road the demo attendant files the morning and the manager reviews it; every other report is the
 * manager's, reviewed by the owner. What a report declares by method is what its readings took, exact
 * to the paisa, except the mismatches above; yesterday's reports are still pending. The takings are
 * read in one statement from the readings demo-history.ts wrote; the reports are one insert.
 */
export async function seedDemoCashReports(tx: Tx, tenantId: string, users: TDemoUsers, seeded: TDemoStationRef[]): Promise<number> {
  const r = nozzleReadings;
  const stationIds = seeded.map((s) => s.id);
  const takings = resultRows(
    await tx.execute(sql`
      select ${r.stationId}::text as station_id, d.day::text as day, d.days_ago::int as days_ago,
        case when extract(hour from ${r.recordedAt} at time zone tn.time_zone) < ${AFTERNOON_FROM_HOUR} then 'morning' else 'afternoon' end as shift,
        coalesce(sum(${r.amount}) filter (where ${r.paymentMethod} = 'cash'), 0)::text as cash,
        coalesce(sum(${r.amount}) filter (where ${r.paymentMethod} = 'card'), 0)::text as card,
        coalesce(sum(${r.amount}) filter (where ${r.paymentMethod} = 'upi'), 0)::text as upi,
        coalesce(sum(${r.amount}) filter (where ${r.paymentMethod} = 'credit'), 0)::text as credit
      from tenants tn
      cross join lateral (select fc_tenant_today(tn.id, g) as day, g as days_ago from generate_series(1, ${DEMO_CASH_REPORT_DAYS}) g) d
      join ${r} on ${r.tenantId} = tn.id and ${r.status} = 'recorded' and (${r.recordedAt} at time zone tn.time_zone)::date = d.day
      where tn.id = ${tenantId}::uuid and ${r.stationId} in (${sql.join(stationIds.map((id) => sql`${id}::uuid`), sql`, `)})
      group by 1, 2, 3, 4
      order by 2, 1, 4`),
  ) as Array<{ station_id: string; day: string; days_ago: number; shift: TDemoShift; cash: string; card: string; upi: string; credit: string }>;

  const indexOf = new Map(seeded.map((s) => [s.id, s.index]));
  const rows = takings.map((t) => {
    const station = indexOf.get(t.station_id)!;
    const byAttendant = station === 0 && t.shift === 'morning';
    const filer = byAttendant ? users.attendant : users.manager;
    const reviewer = byAttendant ? users.manager : users.owner;
    const mismatch = DEMO_REPORT_MISMATCHES.find((m) => m.station === station && m.daysAgo === t.days_ago && m.shift === t.shift);
    const declared = { cash: t.cash, card: t.card, upi: t.upi };
    if (mismatch) declared[mismatch.method] = sumDecimals([declared[mismatch.method], mismatch.rupees], 2);
    const pending = t.days_ago === PENDING_DAYS_AGO;
    // Filed after the shift's last reading; reviewed that evening (morning) or the next morning (afternoon).
    const filedAt = t.shift === 'morning' ? demoAt(t.day, '13:15') : demoAt(t.day, '22:00');
    const reviewedAt = t.shift === 'morning' ? demoAt(t.day, '19:00') : demoAt(t.day, '09:30', 1);
    return {
      tenantId,
      stationId: t.station_id,
      businessDay: t.day,
      shift: t.shift,
      userId: filer.id,
      userName: filer.name,
      cashAmount: declared.cash,
      cardAmount: declared.card,
      upiAmount: declared.upi,
      creditAmount: t.credit,
      notes: t.shift === 'morning' ? 'Morning shift, opening to 12:30 readings' : 'Afternoon shift, 17:00 and night readings',
      status: pending ? 'pending' : (mismatch?.status ?? 'approved'),
      reviewedBy: pending ? null : reviewer.id,
      reviewedByName: pending ? null : reviewer.name,
      reviewedAt: pending ? null : reviewedAt,
      reviewNote: pending ? null : (mismatch?.note ?? null),
      createdAt: filedAt,
      updatedAt: pending ? filedAt : reviewedAt,
    } satisfies typeof cashReports.$inferInsert;
  });
  if (rows.length > 0) await tx.insert(cashReports).values(rows);
  return rows.length;
}
