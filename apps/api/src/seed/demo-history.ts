import { and, eq, inArray, sql } from 'drizzle-orm';
import { newId } from '../lib/ids';
import { FUEL_TYPES, defaultTankName, saleAmount, type TFuelType } from '@forecourt/shared';
import type { Tx } from '../db/client';
import { rebuildReadingTotals } from '../modules/readings/reading-totals.queries';
import { fuelPrices, fuelTanks, inventoryMovements, nozzleReadings, nozzles, pumps, stations } from '../db/schema';
import { demoCreditSale, insertDemoCreditors, settleDemoCredit, type TDemoCreditSale } from './demo-creditors';

/**
 * 90 days of demo history up to now, computed deterministically (arithmetic on the indexes, no
 * chance) and written set-based: bulk inserts of computed rows, never one API call per reading.
 * Every stored figure follows the rules the API applies (docs/decisions/007 and 009): previous = the
 * nozzle's prior reading, volume = the difference, price = the one in effect at the time, amount =
 * volume × price rounded half-up to the paisa, a sale movement of −volume per reading, deliveries as
 * stock updates (adjustments), and each tank's book stock = the sum of its movements. Some sales are
 * credit sales of the demo creditors, who pay them off on their terms (demo-creditors.ts).
 */

export type TDemoUsers = Record<'owner' | 'manager' | 'attendant', { id: string; name: string }>;
export type TDemoNozzleRef = { id: string; pumpId: string; pumpIndex: number; fuelType: TFuelType; opening: string; active: boolean };
export type TDemoStationRef = { id: string; index: number; nozzles: TDemoNozzleRef[] };

export const HISTORY_DAYS = 90;
const DAY = 86_400_000;
const IST_OFFSET = 5.5 * 3_600_000;
/** Reading slots of a day (IST): opening, midday, evening and night shift changes. */
const SLOTS: Array<[number, number]> = [[8, 0], [12, 30], [17, 0], [21, 30]];
const PAYMENTS = ['cash', 'upi', 'card', 'cash', 'upi', 'upi', 'card'] as const;
const BASE_LITRES: Record<TFuelType, number> = { petrol: 150, diesel: 190, premium: 40 };

/** Prices per station (index) and fuel, realistic for Bengaluru, in effect from the start of the history. */
const BASE_PRICES: Array<Record<TFuelType, string>> = [
  { petrol: '102.31', diesel: '88.74', premium: '109.82' },
  { petrol: '102.60', diesel: '89.00', premium: '110.25' },
  { petrol: '102.17', diesel: '88.60', premium: '109.60' },
];
/** Price changes (paise), days before today at 06:00 IST; station null = every station. */
const PRICE_CHANGES: Array<{ station: number | null; fuelType: TFuelType; daysAgo: number; paise: number }> = [
  { station: null, fuelType: 'petrol', daysAgo: 61, paise: 55 },
  { station: 0, fuelType: 'diesel', daysAgo: 40, paise: -30 },
  { station: null, fuelType: 'premium', daysAgo: 30, paise: 80 },
  { station: null, fuelType: 'petrol', daysAgo: 21, paise: 45 },
  { station: null, fuelType: 'diesel', daysAgo: 10, paise: 20 },
];
const CAPACITY_LITRES: Record<TFuelType, number> = { petrol: 20_000, diesel: 25_000, premium: 10_000 };
/**
 * Electronic City keeps its diesel in two tanks (a common layout): pumps 1 and 2 draw from the first,
 * pumps 3 and 4 from the second. Every other station has one tank per fuel.
 */
const SPLIT_TANKS = { station: 2, fuelType: 'diesel' as TFuelType, capacityLitres: 15_000, secondFromPump: 2 };
/** A delivery is ordered when the night's dip is under this share of capacity, and fills to ~90%. */
const REORDER_SHARE = 0.45;
/** The tank left low at the end (Whitefield premium): no delivery in the last days, a dip set so it ends at ~18%. */
const LOW_TANK = { station: 1, fuelType: 'premium' as TFuelType, finalShare: 0.18, fromDaysAgo: 3 };
/** A nozzle whose readings stop two days before today (a Pending Readings entry): Electronic City, its last nozzle. */
const SILENT_DAYS = 2;

/** midnight IST of `daysAgo` days before today, plus hh:mm. */
function istAt(now: Date, daysAgo: number, hours: number, minutes = 0): Date {
  const local = new Date(now.getTime() + IST_OFFSET);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - IST_OFFSET;
  return new Date(midnight - daysAgo * DAY + (hours * 60 + minutes) * 60_000);
}

const litresText = (ml: number) => (ml / 1000).toFixed(3);
const paiseText = (paise: number) => (paise / 100).toFixed(2);
const tankKey = (stationId: string, fuelType: TFuelType) => `${stationId}:${fuelType}`;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seedDemoHistory(tx: Tx, tenantId: string, users: TDemoUsers, seeded: TDemoStationRef[], now: Date): Promise<{ readings: number }> {
  const start = istAt(now, HISTORY_DAYS, 6);
  // The assets existed before their history.
  await tx.execute(sql`update ${stations} set created_at = ${start} where ${stations.tenantId} = ${tenantId}`);
  await tx.execute(sql`update ${pumps} set created_at = ${start} where ${pumps.tenantId} = ${tenantId}`);
  await tx.execute(sql`update ${nozzles} set created_at = ${start} where ${nozzles.tenantId} = ${tenantId}`);
  const creditorIds = await insertDemoCreditors(tx, tenantId, seeded.map((s) => s.id), users.owner.id, start);
  const creditSales: TDemoCreditSale[] = [];

  // Prices: the base from the start, then the changes; kept per station and fuel for the price at a time.
  type TPrice = { id: string; validFrom: Date; paise: number };
  const prices = new Map<string, TPrice[]>();
  const priceRows: Array<typeof fuelPrices.$inferInsert> = [];
  for (const station of seeded) {
    for (const fuelType of FUEL_TYPES) {
      let paise = Math.round(Number(BASE_PRICES[station.index]![fuelType]) * 100);
      const list: TPrice[] = [{ id: newId(), validFrom: start, paise }];
      for (const c of PRICE_CHANGES.filter((c) => c.fuelType === fuelType && (c.station === null || c.station === station.index))) {
        paise += c.paise;
        list.push({ id: newId(), validFrom: istAt(now, c.daysAgo, 6), paise });
      }
      prices.set(tankKey(station.id, fuelType), list);
      for (const p of list) {
        priceRows.push({ id: p.id, tenantId, stationId: station.id, fuelType, price: paiseText(p.paise), validFrom: p.validFrom, createdBy: users.owner.id, createdAt: p.validFrom, updatedAt: p.validFrom });
      }
    }
  }
  await tx.insert(fuelPrices).values(priceRows);
  const priceAt = (stationId: string, fuelType: TFuelType, at: Date): TPrice => {
    const list = prices.get(tankKey(stationId, fuelType))!;
    let found = list[0]!;
    for (const p of list) if (p.validFrom.getTime() <= at.getTime()) found = p;
    return found;
  };

  // Readings and their sale movements, day by day; stock tracked per tank (millilitres) for deliveries.
  const readingRows: Array<typeof nozzleReadings.$inferInsert> = [];
  const movementRows: Array<typeof inventoryMovements.$inferInsert> = [];
  const stock = new Map<string, number>();
  type TTank = { id: string; stationId: string; index: number; fuelType: TFuelType; name: string; capacityMl: number; nozzleIds: string[] };
  const tanks: TTank[] = seeded.flatMap((s) =>
    [...new Set(s.nozzles.map((n) => n.fuelType))].flatMap((fuelType) => {
      const fed = s.nozzles.filter((n) => n.fuelType === fuelType);
      const label = defaultTankName(fuelType);
      if (s.index === SPLIT_TANKS.station && fuelType === SPLIT_TANKS.fuelType) {
        return [1, 2].map((k) => ({
          id: newId(),
          stationId: s.id,
          index: s.index,
          fuelType,
          name: `${label} ${k}`,
          capacityMl: SPLIT_TANKS.capacityLitres * 1000,
          nozzleIds: fed.filter((n) => (n.pumpIndex >= SPLIT_TANKS.secondFromPump) === (k === 2)).map((n) => n.id),
        }));
      }
      return [{ id: newId(), stationId: s.id, index: s.index, fuelType, name: label, capacityMl: CAPACITY_LITRES[fuelType] * 1000, nozzleIds: fed.map((n) => n.id) }];
    }),
  );
  const tankOfNozzle = new Map(tanks.flatMap((t) => t.nozzleIds.map((id) => [id, t] as const)));
  // The tanks exist before their ledger (its key names them); their stock is set from it at the end.
  await tx.insert(fuelTanks).values(
    tanks.map((t) => ({
      id: t.id,
      tenantId,
      stationId: t.stationId,
      name: t.name,
      fuelType: t.fuelType,
      capacity: litresText(t.capacityMl),
      minimumLevel: litresText(t.capacityMl / 10),
      isSetUp: true,
      createdAt: start,
    })),
  );
  for (const t of tanks) {
    await tx.update(nozzles).set({ tankId: t.id }).where(and(eq(nozzles.tenantId, tenantId), inArray(nozzles.id, t.nozzleIds)));
  }
  const adjust = (tank: TTank, newStockMl: number, at: Date, note: string) => {
    const book = stock.get(tank.id) ?? 0;
    movementRows.push({ tenantId, stationId: tank.stationId, fuelType: tank.fuelType, tankId: tank.id, kind: 'adjustment', quantity: litresText(newStockMl - book), note, createdBy: users.manager.id, createdAt: at });
    stock.set(tank.id, newStockMl);
  };
  for (const tank of tanks) adjust(tank, Math.round(tank.capacityMl * 0.7), start, 'Opening dip');

  const meters = new Map(seeded.flatMap((s) => s.nozzles.map((n) => [n.id, Math.round(Number(n.opening) * 1000)])));
  const lastStation = seeded[seeded.length - 1]!;
  const silentNozzle = lastStation.nozzles[lastStation.nozzles.length - 1]!.id;
  const cutoff = now.getTime() - 120_000;
  const lowTank = tanks.find((t) => t.index === LOW_TANK.station && t.fuelType === LOW_TANK.fuelType);

  /** The sales of one day (slots already past only), in order; returns them without recording. */
  const daySales = (day: number) => {
    const out: Array<{ station: TDemoStationRef; nozzle: TDemoNozzleRef; at: Date; ml: number; slot: number; i: number }> = [];
    for (const [slot, [h, m]] of SLOTS.entries()) {
      const at = istAt(now, day, h, m);
      if (at.getTime() > cutoff) continue;
      for (const station of seeded) {
        for (const [i, nozzle] of station.nozzles.entries()) {
          if (!nozzle.active || (nozzle.id === silentNozzle && day <= SILENT_DAYS)) continue;
          const k = station.index * 31 + i * 7 + day * 13 + slot * 5;
          const weekend = istAt(now, day, 12).getUTCDay() % 6 === 0 ? 1.15 : 1;
          const ml = Math.round(((BASE_LITRES[nozzle.fuelType] + (k % 47)) * 1000 + ((k * 211) % 1000)) * weekend);
          out.push({ station, nozzle, at, ml, slot, i });
        }
      }
    }
    return out;
  };

  for (let day = HISTORY_DAYS - 1; day >= 0; day--) {
    const sales = daySales(day);
    // Morning delivery before the first slot when last night's dip was under the reorder line.
    for (const tank of tanks) {
      const book = stock.get(tank.id)!;
      if (tank === lowTank && day <= LOW_TANK.fromDaysAgo) {
        if (day === LOW_TANK.fromDaysAgo) {
          // A dip that leaves the tank at ~18% after the remaining days' sales.
          let rest = 0;
          for (let d = day; d >= 0; d--) for (const s of daySales(d)) if (tankOfNozzle.get(s.nozzle.id) === tank) rest += s.ml;
          adjust(tank, Math.round(tank.capacityMl * LOW_TANK.finalShare) + rest, istAt(now, day, 7), 'Dip check; delivery delayed by the supplier');
        }
        continue;
      }
      if (book < tank.capacityMl * REORDER_SHARE) {
        const deliveredMl = Math.round(tank.capacityMl * 0.9 - book) - ((day * 37 + tank.index * 11) % 60) * 1000;
        const dipMl = book + deliveredMl - (((day * 53 + tank.index) % 400) * 100); // small unloading variance
        adjust(tank, dipMl, istAt(now, day, 7), `Tanker delivery ${(deliveredMl / 1000).toFixed(0)} L; dip after unloading`);
      }
    }
    for (const s of sales) {
      const previous = meters.get(s.nozzle.id)!;
      const reading = previous + s.ml;
      meters.set(s.nozzle.id, reading);
      const price = priceAt(s.station.id, s.nozzle.fuelType, s.at);
      const role = s.station.index === 0 && s.slot < 2 ? 'attendant' : (s.i + s.slot + day) % 2 === 0 ? 'manager' : 'owner';
      const id = newId();
      const volume = litresText(s.ml);
      const amount = saleAmount(volume, paiseText(price.paise));
      const creditor = demoCreditSale(s.station.index, s.i, s.slot, day);
      if (creditor) creditSales.push({ creditor, at: s.at, paise: Math.round(Number(amount) * 100) });
      readingRows.push({
        id,
        tenantId,
        nozzleId: s.nozzle.id,
        pumpId: s.nozzle.pumpId,
        stationId: s.station.id,
        fuelType: s.nozzle.fuelType,
        reading: litresText(reading),
        previousReading: litresText(previous),
        volume,
        pricePerLitre: paiseText(price.paise),
        amount,
        fuelPriceId: price.id,
        paymentMethod: creditor ? 'credit' : PAYMENTS[(s.i * 3 + s.slot + day * 5) % PAYMENTS.length]!,
        creditorId: creditor ? creditorIds.get(creditor)! : null,
        recordedAt: s.at,
        recordedBy: users[role].id,
        recordedByName: users[role].name,
        createdAt: s.at,
        updatedAt: s.at,
      });
      const tank = tankOfNozzle.get(s.nozzle.id)!;
      movementRows.push({ tenantId, stationId: s.station.id, fuelType: s.nozzle.fuelType, tankId: tank.id, kind: 'sale', quantity: litresText(-s.ml), readingId: id, createdBy: users[role].id, createdAt: s.at });
      stock.set(tank.id, stock.get(tank.id)! - s.ml);
    }
  }

  await insertChunked(readingRows, (chunk) => tx.insert(nozzleReadings).values(chunk));
  await insertChunked(movementRows, (chunk) => tx.insert(inventoryMovements).values(chunk));
  // The per-day rollups of the readings (docs/decisions/010), set-based from the rows just written.
  await rebuildReadingTotals(tx, tenantId);
  await settleDemoCredit(tx, tenantId, creditorIds, creditSales, [users.owner, users.manager], HISTORY_DAYS, (d, h, m) => istAt(now, d, h, m));
  // Each tank's book stock = the exact sum of its movements (set-based).
  await tx.execute(sql`
    update ${fuelTanks} t set stock = m.total, last_movement_at = m.last, updated_at = m.last
    from (select tank_id, sum(quantity) as total, max(created_at) as last
          from ${inventoryMovements} where tenant_id = ${tenantId} group by tank_id) m
    where t.tenant_id = ${tenantId} and t.id = m.tank_id`);
  return { readings: readingRows.length };
}
