import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { litresAtDip, type TDipPoint } from '@forecourt/shared';
import type { Tx } from '../db/client';
import { resultRows } from '../db/sql-fragments';
import { newId } from '../lib/ids';
import { tankDipCharts, tankDips } from '../db/schema';
import type { TDemoUsers } from './demo-history';

/** Days before today with a closing dip in every demo tank (22:00 India time). */
export const DEMO_DIP_DAYS = 30;
/** The tanks' shape: horizontal cylinders of this diameter (cm) by capacity (litres). */
const DIAMETER_CM: Record<string, number> = { '10000.000': 200, '15000.000': 230, '20000.000': 250, '25000.000': 260 };

/**
 * A horizontal cylinder's calibration chart, one point a centimetre (litres to 2 decimals, as
 * calibrators print them): V(h) = L·(R²·acos((R−h)/R) − (R−h)·√(2Rh − h²)), with L from the capacity.
 */
export function cylinderChart(capacityLitres: number, diameterCm: number): TDipPoint[] {
  const r = diameterCm / 2;
  const length = (capacityLitres * 1000) / (Math.PI * r * r);
  const points: TDipPoint[] = [];
  for (let h = 0; h <= diameterCm; h++) {
    const area = r * r * Math.acos((r - h) / r) - (r - h) * Math.sqrt(Math.max(0, 2 * r * h - h * h));
    points.push([h * 10, ((area * length) / 1000).toFixed(2).concat('0')]);
  }
  return points;
}

/** The whole millimetre whose litres by the chart come nearest a target (the dip a tank with that stock shows). */
function dipFor(points: TDipPoint[], target: Decimal): number {
  let lo = 0;
  let hi = points[points.length - 1]![0];
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (new Decimal(litresAtDip(points, mid)!).lte(target)) lo = mid;
    else hi = mid;
  }
  const below = new Decimal(litresAtDip(points, lo)!);
  const above = new Decimal(litresAtDip(points, hi)!);
  return target.minus(below).lte(above.minus(target)) ? lo : hi;
}

/**
 * Every demo tank gets a calibration chart for its shape, and a month of closing dips: the dip a tank
 * shows when its fuel is its book stock at 22:00 plus a small, fixed evaporation and handling loss
 * (−0.05 % to −0.15 % of the stock, one day in nine a gain), read back through the chart like any dip
 * (docs/decisions/069). Two statements for the stocks and the inserts; the rest is arithmetic.
 */
export async function seedDemoWetStock(tx: Tx, tenantId: string, users: TDemoUsers): Promise<void> {
  const tanks = resultRows<{ id: string; station_id: string; capacity: string }>(
    await tx.execute(sql`select id, station_id, capacity::text as capacity from fuel_tanks where tenant_id = ${tenantId}::uuid order by station_id, fuel_type, name`),
  );
  const charts = tanks.map((t) => {
    const points = cylinderChart(Number(t.capacity), DIAMETER_CM[t.capacity] ?? 250);
    const last = points[points.length - 1]!;
    return { id: newId(), tenantId, tankId: t.id, points, maxDipCm: (last[0] / 10).toFixed(1), maxLitres: last[1], fixes: [], uploadedBy: users.owner.id };
  });
  await tx.insert(tankDipCharts).values(charts.map((c) => ({ ...c, createdAt: new Date(Date.now() - 91 * 86_400_000) })));

  // Each tank's book stock at 22:00 of each day: its stock less every movement after that time.
  const stocks = resultRows<{ tank_id: string; days_ago: number; at_ms: string; book: string }>(
    await tx.execute(sql`
      select t.id as tank_id, g as days_ago, (extract(epoch from d.at) * 1000)::bigint::text as at_ms,
        (t.stock - coalesce((select sum(m.quantity) from inventory_movements m
                             where m.tenant_id = t.tenant_id and m.tank_id = t.id and m.created_at > d.at), 0))::numeric(14,3)::text as book
      from fuel_tanks t
      join tenants tn on tn.id = t.tenant_id
      cross join generate_series(1, ${DEMO_DIP_DAYS}) g
      cross join lateral (select ((fc_tenant_today(tn.id, g)::timestamp + interval '22 hours') at time zone tn.time_zone) as at) d
      where t.tenant_id = ${tenantId}::uuid`),
  );
  const chartOf = new Map(charts.map((c) => [c.tankId, c]));
  const stationOf = new Map(tanks.map((t) => [t.id, t.station_id]));
  const dips = stocks.map((s, i) => {
    const chart = chartOf.get(s.tank_id)!;
    const book = new Decimal(s.book);
    const lossPermille = i % 9 === 4 ? -0.4 : 0.5 + ((i * 7) % 11) / 10;
    const mm = dipFor(chart.points, Decimal.max(0, book.times(1 - lossPermille / 1000)));
    const litres = litresAtDip(chart.points, mm)!;
    return {
      tenantId,
      tankId: s.tank_id,
      stationId: stationOf.get(s.tank_id)!,
      chartId: chart.id,
      kind: 'closing' as const,
      dipCm: (mm / 10).toFixed(1),
      waterDipCm: null,
      litres,
      waterLitres: '0.000',
      bookStock: book.toFixed(3),
      difference: new Decimal(litres).minus(book).toFixed(3),
      recordedAt: new Date(Number(s.at_ms)),
      recordedBy: users.manager.id,
      recordedByName: users.manager.name,
      createdAt: new Date(Number(s.at_ms)),
    };
  });
  for (let i = 0; i < dips.length; i += 500) await tx.insert(tankDips).values(dips.slice(i, i + 500));
}
