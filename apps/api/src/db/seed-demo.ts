import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { nozzles, plans, platformAdmins, platformSettings, pumps, stations, tenants, users, userStationAssignments } from './schema';
import { withPlatform } from './tenant';
import type { Tx } from './client';
import { hashPassword } from '../lib/passwords';
import { insertPrice } from '../modules/fuel-prices/fuel-prices.queries';
import { recordReadingIn } from '../modules/readings/readings.service';

/** The demo logins: printed at start-up of the embedded database and listed in the README. */
export const DEMO_LOGINS = [
  { role: 'superadmin', email: 'admin@forecourt.example', password: 'Admin@12345', name: 'Platform Admin' },
  { role: 'owner', email: 'owner@sharma-fuels.example', password: 'Owner@12345', name: 'Rajesh Sharma' },
  { role: 'manager', email: 'manager@sharma-fuels.example', password: 'Manager@12345', name: 'Priya Verma' },
  { role: 'attendant', email: 'attendant@sharma-fuels.example', password: 'Attendant@12345', name: 'Amit Kumar' },
] as const;

export const DEMO_TENANT_NAME = 'Sharma Fuels';

type TDemoNozzle = { fuelType: 'petrol' | 'diesel' | 'premium'; opening: string };
type TDemoStation = {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  email: string;
  /** The demo attendant works here. */
  attendant?: true;
  pumps: Array<{ name: string; serialNumber: string; status?: 'active' | 'maintenance'; nozzles: TDemoNozzle[] }>;
};

const n = (fuelType: TDemoNozzle['fuelType'], opening: string): TDemoNozzle => ({ fuelType, opening });

/** The demo business's stations (Premium allows 3 stations, 8 pumps each, 6 nozzles a pump). Fixed data: no randomness. */
export const DEMO_STATIONS: TDemoStation[] = [
  {
    name: 'Sharma Fuels — MG Road',
    address: '45 Mahatma Gandhi Road, Ashok Nagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560001',
    phone: '9845012345',
    email: 'mgroad@sharma-fuels.example',
    attendant: true,
    pumps: [
      { name: 'Pump 1', serialNumber: 'TKW-BLR-MG-0101', nozzles: [n('petrol', '184523.450'), n('diesel', '231874.120'), n('premium', '45210.780')] },
      { name: 'Pump 2', serialNumber: 'TKW-BLR-MG-0102', nozzles: [n('petrol', '176002.305'), n('diesel', '219640.900')] },
      { name: 'Pump 3', serialNumber: 'TKW-BLR-MG-0103', nozzles: [n('diesel', '98231.640'), n('premium', '31876.215'), n('petrol', '120455.000')] },
    ],
  },
  {
    name: 'Sharma Fuels — Whitefield',
    address: 'ITPL Main Road, near Hope Farm Junction, Whitefield',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560066',
    phone: '9886023456',
    email: 'whitefield@sharma-fuels.example',
    pumps: [
      { name: 'Pump 1', serialNumber: 'GLB-BLR-WF-0201', nozzles: [n('petrol', '142310.880'), n('diesel', '167904.330'), n('premium', '22840.105')] },
      { name: 'Pump 2', serialNumber: 'GLB-BLR-WF-0202', status: 'maintenance', nozzles: [n('petrol', '133978.415'), n('diesel', '158200.760')] },
    ],
  },
  {
    name: 'Sharma Fuels — Electronic City',
    address: 'Hosur Road, Electronic City Phase 1',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560100',
    phone: '9900134567',
    email: 'ecity@sharma-fuels.example',
    pumps: [
      { name: 'Pump 1', serialNumber: 'WYN-BLR-EC-0301', nozzles: [n('petrol', '95512.250'), n('diesel', '201377.640')] },
      { name: 'Pump 2', serialNumber: 'WYN-BLR-EC-0302', nozzles: [n('petrol', '88741.935'), n('diesel', '187650.010'), n('premium', '17325.480')] },
      { name: 'Pump 3', serialNumber: 'WYN-BLR-EC-0303', nozzles: [n('diesel', '176420.555'), n('petrol', '79310.120')] },
      { name: 'Pump 4', serialNumber: 'WYN-BLR-EC-0304', nozzles: [n('premium', '12904.660'), n('petrol', '70218.390'), n('diesel', '160033.875')] },
    ],
  },
];

type TSeededStation = { id: string; index: number; nozzles: Array<{ id: string; fuelType: TDemoNozzle['fuelType']; opening: string; active: boolean }> };

/** The demo stations with their pumps and nozzles ("Nozzle 1..N"), and the attendant's assignment. */
async function seedDemoAssets(tx: Tx, tenantId: string, attendantId: string): Promise<TSeededStation[]> {
  const seeded: TSeededStation[] = [];
  for (const [index, s] of DEMO_STATIONS.entries()) {
    const { pumps: pumpList, attendant, ...values } = s;
    const [station] = await tx.insert(stations).values({ tenantId, ...values }).returning({ id: stations.id });
    if (attendant) await tx.insert(userStationAssignments).values({ tenantId, userId: attendantId, stationId: station!.id });
    const made: TSeededStation = { id: station!.id, index, nozzles: [] };
    seeded.push(made);
    for (const p of pumpList) {
      const [pump] = await tx
        .insert(pumps)
        .values({ tenantId, stationId: station!.id, name: p.name, serialNumber: p.serialNumber, status: p.status ?? 'active' })
        .returning({ id: pumps.id });
      const rows = await tx
        .insert(nozzles)
        .values(
          p.nozzles.map((nz, i) => ({
            tenantId,
            pumpId: pump!.id,
            nozzleNumber: i + 1,
            name: `Nozzle ${i + 1}`,
            fuelType: nz.fuelType,
            openingReading: nz.opening,
          })),
        )
        .returning({ id: nozzles.id });
      rows.forEach((row, i) => made.nozzles.push({ id: row.id, fuelType: p.nozzles[i]!.fuelType, opening: p.nozzles[i]!.opening, active: (p.status ?? 'active') === 'active' }));
    }
  }
  return seeded;
}
// ------------------------------------------------------------------ prices and a few days of readings

const DAY = 86_400_000;
const IST_OFFSET = 5.5 * 3_600_000;
/** An instant: `daysAgo` days before today's date in Asia/Kolkata (the demo tenant's zone), at hh:mm there. */
function istAt(daysAgo: number, hours: number, minutes = 0): Date {
  const local = new Date(Date.now() + IST_OFFSET);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - IST_OFFSET;
  return new Date(midnight - daysAgo * DAY + (hours * 60 + minutes) * 60_000);
}

/** Prices per station (index) and fuel, realistic for Bengaluru: in effect from a week ago. */
const DEMO_PRICES: Array<Record<TDemoNozzle['fuelType'], string>> = [
  { petrol: '102.86', diesel: '88.94', premium: '110.62' },
  { petrol: '103.15', diesel: '89.20', premium: '111.05' },
  { petrol: '102.72', diesel: '88.80', premium: '110.40' },
];
/** Price changes: petrol up everywhere three days ago, diesel down at MG Road two days ago. */
const DEMO_PRICE_CHANGES = [
  ...[0, 1, 2].map((station) => ({ station, fuelType: 'petrol' as const, daysAgo: 3, delta: '0.55' })),
  { station: 0, fuelType: 'diesel' as const, daysAgo: 2, delta: '-0.30' },
];
const DEMO_SLOTS: Array<[number, number]> = [[9, 0], [18, 30]];
const DEMO_DAYS = 3;
const PAYMENTS = ['cash', 'upi', 'card', 'cash', 'upi'] as const;
const BASE_LITRES: Record<TDemoNozzle['fuelType'], number> = { petrol: 160, diesel: 210, premium: 45 };

/**
 * Prices with a change or two, and readings of the last few days (and today's slots already past) on
 * every nozzle of an active pump, recorded through the same function as the API (every rule, exact
 * figures). Deterministic: volumes come from the indexes, not from chance.
 */
async function seedDemoMoney(
  tx: Tx,
  tenantId: string,
  userIds: Record<'owner' | 'manager' | 'attendant', string>,
  seeded: TSeededStation[],
): Promise<void> {
  for (const station of seeded) {
    for (const fuelType of ['petrol', 'diesel', 'premium'] as const) {
      const base = DEMO_PRICES[station.index]![fuelType];
      await insertPrice(tx, tenantId, userIds.owner, { stationId: station.id, fuelType, price: base, costPrice: null, validFrom: istAt(7, 6) });
      for (const change of DEMO_PRICE_CHANGES.filter((c) => c.station === station.index && c.fuelType === fuelType)) {
        const price = (Math.round(Number(base) * 100) + Math.round(Number(change.delta) * 100)) / 100;
        await insertPrice(tx, tenantId, userIds.owner, { stationId: station.id, fuelType, price: price.toFixed(2), costPrice: null, validFrom: istAt(change.daysAgo, 6) });
      }
    }
  }
  const meters = new Map(seeded.flatMap((s) => s.nozzles.map((n) => [n.id, Math.round(Number(n.opening) * 1000)])));
  const cutoff = Date.now() - 120_000;
  for (let day = DEMO_DAYS; day >= 0; day--) {
    for (const [slot, [h, m]] of DEMO_SLOTS.entries()) {
      const at = istAt(day, h, m);
      if (at.getTime() > cutoff) continue;
      for (const station of seeded) {
        for (const [i, nozzle] of station.nozzles.entries()) {
          if (!nozzle.active) continue;
          const k = station.index * 31 + i * 7 + day * 13 + slot * 5;
          const millilitres = (BASE_LITRES[nozzle.fuelType] + (k % 47)) * 1000 + ((k * 211) % 1000);
          const meter = meters.get(nozzle.id)! + millilitres;
          meters.set(nozzle.id, meter);
          const role = station.index === 0 && slot === 0 ? 'attendant' : (k % 2 === 0 ? 'manager' : 'owner');
          await recordReadingIn(tx, { tenantId, userId: userIds[role], role }, {
            nozzleId: nozzle.id,
            reading: meter / 1000,
            paymentMethod: PAYMENTS[k % PAYMENTS.length]!,
            notes: undefined,
            recordedAt: at.toISOString(),
          });
        }
      }
    }
  }
}

const SEEDED_KEY = 'demo.seeded';

/**
 * Seeds the demo business "Sharma Fuels" (on Premium) with its three users, its stations, pumps and
 * nozzles (the attendant assigned to one station), fuel prices with a change or two and a few days of
 * readings, and the demo superadmin,
 * once: a marker in platform_settings keeps a later start from re-creating what a user removed.
 * Returns false when the demo was seeded before.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const hashes = await Promise.all(DEMO_LOGINS.map((l) => hashPassword(l.password)));
  return withPlatform(db, async (tx) => {
    const [marker] = await tx.select().from(platformSettings).where(eq(platformSettings.key, SEEDED_KEY));
    if (marker) return false;
    const [premium] = await tx.select().from(plans).where(eq(plans.name, 'Premium'));
    if (!premium) throw new Error('Plans must be seeded before the demo');

    const admin = DEMO_LOGINS[0];
    await tx
      .insert(platformAdmins)
      .values({ email: admin.email, name: admin.name, passwordHash: hashes[0]! })
      .onConflictDoNothing();

    const [tenant] = await tx.insert(tenants).values({ name: DEMO_TENANT_NAME, planId: premium.id }).returning();
    const userIds: Record<'owner' | 'manager' | 'attendant', string> = { owner: '', manager: '', attendant: '' };
    for (const [i, login] of DEMO_LOGINS.entries()) {
      if (login.role === 'superadmin') continue;
      const [user] = await tx
        .insert(users)
        .values({ tenantId: tenant!.id, email: login.email, name: login.name, role: login.role, passwordHash: hashes[i]! })
        .returning({ id: users.id });
      userIds[login.role] = user!.id;
    }
    const seeded = await seedDemoAssets(tx, tenant!.id, userIds.attendant);
    await seedDemoMoney(tx, tenant!.id, userIds, seeded);
    await tx.insert(platformSettings).values({ key: SEEDED_KEY, value: { at: new Date().toISOString() } });
    return true;
  });
}
