import { sql } from 'drizzle-orm';
import { newId } from '../lib/ids';
import type { TCreditPaymentMethod } from '@forecourt/shared';
import type { Tx } from '../db/client';
import { creditPayments, creditors } from '../db/schema';

/**
 * The demo business's credit customers (docs/decisions/015): fixed creditors, which of the history's
 * readings are their credit sales (arithmetic on the day, slot and nozzle: no chance), and the payments
 * they made, each settling the sales older than its terms. The running totals on the creditor rows are
 * then the exact sums of those rows (set-based), as the write path would have kept them.
 */

type TDemoCreditor = {
  key: string;
  partyName: string;
  /** Index of the demo station it buys at; null: any station. */
  station: number | null;
  contactPerson: string;
  phoneNumber: string;
  address: string;
  paymentTerms: string;
  notes?: string;
  /** Pays every `payEvery` days (on days where daysAgo % payEvery === payOffset) the sales older than `lagDays`. */
  payEvery: number;
  payOffset: number;
  lagDays: number;
  /** The share of its limit the final balance uses (the limit follows from it): the badges of the list page. */
  share: number;
  /** Stops buying this many days before today and is made inactive once settled. */
  inactiveFromDaysAgo?: number;
  /** Whether the sale of a station (index), nozzle (index in the station), slot and day is this creditor's. */
  buys: (station: number, nozzle: number, slot: number, daysAgo: number) => boolean;
};

export const DEMO_CREDITORS: TDemoCreditor[] = [
  {
    key: 'kaveri',
    partyName: 'Kaveri Logistics',
    station: 0,
    contactPerson: 'Suresh Rao',
    phoneNumber: '98450 67890',
    address: '14 Industrial Suburb, Yeshwanthpur, Bengaluru',
    paymentTerms: '21 days',
    payEvery: 7,
    payOffset: 2,
    lagDays: 21,
    share: 0.55,
    buys: (s, n, slot, d) => s === 0 && n === 1 && slot === 2 && d % 2 === 0,
  },
  {
    key: 'cabs',
    partyName: 'Bengaluru City Cabs Co-operative',
    station: null,
    contactPerson: 'Farhan Ali',
    phoneNumber: '080-4123-5566',
    address: '3rd Cross, Shivajinagar, Bengaluru',
    paymentTerms: '15 days',
    notes: 'Drivers sign the slip with their cab number.',
    payEvery: 7,
    payOffset: 5,
    lagDays: 14,
    share: 0.4,
    buys: (s, n, slot, d) => (s === 1 || s === 2) && n === 0 && slot === 1 && d % 3 === 1,
  },
  {
    key: 'hosur',
    partyName: 'Hosur Road Transport',
    station: 2,
    contactPerson: 'Manjunath Gowda',
    phoneNumber: '99001 45678',
    address: 'Bommasandra Industrial Area, Hosur Road',
    paymentTerms: '30 days',
    payEvery: 10,
    payOffset: 3,
    lagDays: 30,
    share: 0.65,
    buys: (s, n, slot, d) => s === 2 && n === 3 && slot === 3 && d % 2 === 1,
  },
  {
    key: 'farms',
    partyName: 'Green Valley Farms',
    station: 1,
    contactPerson: 'Lakshmi Narayan',
    phoneNumber: '94480 11223',
    address: 'Varthur Road, Whitefield',
    paymentTerms: '30 days',
    notes: 'Tractor and generator diesel; pays after the harvest sales.',
    payEvery: 14,
    payOffset: 6,
    lagDays: 35,
    share: 0.88,
    buys: (s, n, slot, d) => s === 1 && n === 1 && slot === 0 && d % 4 === 0,
  },
  {
    key: 'deccan',
    partyName: 'Deccan Movers',
    station: null,
    contactPerson: 'Imran Sheikh',
    phoneNumber: '97391 22334',
    address: 'Peenya 2nd Stage, Bengaluru',
    paymentTerms: '7 days',
    notes: 'Closed their Bengaluru branch; account settled.',
    payEvery: 7,
    payOffset: 0,
    lagDays: 7,
    share: 0,
    inactiveFromDaysAgo: 60,
    buys: (s, n, slot, d) => s === 0 && n === 0 && slot === 3 && d % 5 === 0 && d >= 60,
  },
];

const METHODS: TCreditPaymentMethod[] = ['bank_transfer', 'upi', 'check', 'bank_transfer', 'cash'];

/** The creditor (key) whose credit sale a history reading is, or null for a sale paid at the pump. */
export function demoCreditSale(station: number, nozzle: number, slot: number, daysAgo: number): string | null {
  return DEMO_CREDITORS.find((c) => c.buys(station, nozzle, slot, daysAgo))?.key ?? null;
}

/** Inserts the demo creditors (limits set once the balances are known); returns their ids by key. */
export async function insertDemoCreditors(tx: Tx, tenantId: string, stationIds: string[], createdBy: string, at: Date): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  await tx.insert(creditors).values(
    DEMO_CREDITORS.map((c) => {
      const id = newId();
      ids.set(c.key, id);
      return {
        id,
        tenantId,
        partyName: c.partyName,
        stationId: c.station === null ? null : stationIds[c.station]!,
        contactPerson: c.contactPerson,
        phoneNumber: c.phoneNumber,
        address: c.address,
        paymentTerms: c.paymentTerms,
        notes: c.notes ?? null,
        createdBy,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  return ids;
}

export type TDemoCreditSale = { creditor: string; at: Date; paise: number };
type TPayer = { id: string; name: string };

/**
 * The payments of the demo creditors and their final figures: on each pay day (11:00 IST) a creditor
 * settles its sales older than its terms; then every creditor's running totals become the exact sums of
 * its credit readings and payments, its limit follows from its balance and share, and a creditor that
 * stopped buying is made inactive.
 */
export async function settleDemoCredit(
  tx: Tx,
  tenantId: string,
  ids: Map<string, string>,
  sales: TDemoCreditSale[],
  payers: [TPayer, TPayer],
  days: number,
  istAt: (daysAgo: number, hours: number, minutes?: number) => Date,
): Promise<void> {
  const rows: Array<typeof creditPayments.$inferInsert> = [];
  for (const [ci, c] of DEMO_CREDITORS.entries()) {
    const mine = sales.filter((s) => s.creditor === c.key).sort((a, b) => a.at.getTime() - b.at.getTime());
    let paid = 0;
    let count = 0;
    for (let day = days - 1; day >= 0; day--) {
      if (day % c.payEvery !== c.payOffset) continue;
      const cutoff = istAt(day + c.lagDays, 23, 59).getTime();
      const due = mine.filter((s) => s.at.getTime() <= cutoff).reduce((sum, s) => sum + s.paise, 0) - paid;
      if (due <= 0) continue;
      paid += due;
      count += 1;
      const method = METHODS[(ci + count) % METHODS.length]!;
      const payer = payers[count % 2]!;
      const at = istAt(day, 11, 5 * ci);
      rows.push({
        tenantId,
        creditorId: ids.get(c.key)!,
        amount: (due / 100).toFixed(2),
        paymentMethod: method,
        referenceNumber: method === 'cash' ? null : `${method === 'check' ? 'CHQ' : method === 'upi' ? 'UPI' : 'NEFT'}-${c.key.toUpperCase()}-${String(count).padStart(3, '0')}`,
        paidAt: at,
        recordedBy: payer.id,
        recordedByName: payer.name,
        createdAt: at,
      });
    }
  }
  if (rows.length) await tx.insert(creditPayments).values(rows);

  // Running totals from the rows themselves (what fc_reading_write and the payments keep up to date).
  await tx.execute(sql`
    update creditors c set
      credit_sales = coalesce((select sum(r.amount) from nozzle_readings r where r.tenant_id = c.tenant_id and r.creditor_id = c.id
        and r.status = 'recorded' and r.payment_method = 'credit'), 0),
      payments_total = coalesce((select sum(p.amount) from credit_payments p where p.tenant_id = c.tenant_id and p.creditor_id = c.id), 0)
    where c.tenant_id = ${tenantId}`);
  // A limit that the balance uses `share` of (rounded up to ₹1,000, at least ₹25,000): each badge of the list shows.
  for (const c of DEMO_CREDITORS) {
    const share = c.share > 0 ? c.share : 1;
    await tx.execute(sql`
      update creditors set
        credit_limit = least(9999999, greatest(25000, ceil(greatest(credit_sales - payments_total, 0) / ${share}::numeric / 1000) * 1000)),
        status = ${c.inactiveFromDaysAgo === undefined ? 'active' : 'inactive'}
      where tenant_id = ${tenantId} and id = ${ids.get(c.key)!}`);
  }
}
