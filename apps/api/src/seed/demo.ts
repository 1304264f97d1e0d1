import { eq } from 'drizzle-orm';
import { LANDING_STATS, type TFuelType, type TLandingFigure } from '@forecourt/shared';
import type { Db } from '../db/client';
import { nozzles, plans, platformAdmins, platformSettings, pumps, stations, tenants, users, userStationAssignments } from '../db/schema';
import { withPlatform } from '../db/tenant';
import type { Tx } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { runAlertJobsFor } from '../jobs/alert-jobs';
import { seedDemoHistory, type TDemoUsers } from './demo-history';
import { seedDemoCashReports } from './demo-cash-reports';
import { seedDemoDayCloses } from './demo-day-closes';
import { seedDemoWetStock } from './demo-wet-stock';
import { LANDING_KEYS } from '../modules/platform/landing.service';

/** The demo logins: printed at start-up of the embedded database and listed in the README. */
export const DEMO_LOGINS = [
  { role: 'superadmin', email: 'admin@forecourt.example', password: 'Admin@12345', name: 'Platform Admin' },
  { role: 'owner', email: 'owner@sharma-fuels.example', password: 'Owner@12345', name: 'Rajesh Sharma' },
  { role: 'manager', email: 'manager@sharma-fuels.example', password: 'Manager@12345', name: 'Priya Verma' },
  { role: 'attendant', email: 'attendant@sharma-fuels.example', password: 'Attendant@12345', name: 'Amit Kumar' },
] as const;

export const DEMO_TENANT_NAME = 'Sharma Fuels';

type TDemoNozzle = { fuelType: TFuelType; opening: string };
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

type TSeededStation = { id: string; index: number; nozzles: Array<{ id: string; pumpId: string; pumpIndex: number; fuelType: TDemoNozzle['fuelType']; opening: string; active: boolean }> };

/** The demo stations with their pumps and nozzles ("Nozzle 1..N"), and the attendant's assignment. */
async function seedDemoAssets(tx: Tx, tenantId: string, attendantId: string): Promise<TSeededStation[]> {
  const seeded: TSeededStation[] = [];
  for (const [index, s] of DEMO_STATIONS.entries()) {
    const { pumps: pumpList, attendant, ...values } = s;
    const [station] = await tx.insert(stations).values({ tenantId, ...values }).returning({ id: stations.id });
    if (attendant) await tx.insert(userStationAssignments).values({ tenantId, userId: attendantId, stationId: station!.id });
    const made: TSeededStation = { id: station!.id, index, nozzles: [] };
    seeded.push(made);
    for (const [pumpIndex, p] of pumpList.entries()) {
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
      rows.forEach((row, i) => made.nozzles.push({ id: row.id, pumpId: pump!.id, pumpIndex, fuelType: p.nozzles[i]!.fuelType, opening: p.nozzles[i]!.opening, active: (p.status ?? 'active') === 'active' }));
    }
  }
  return seeded;
}
const SEEDED_KEY = 'demo.seeded';

/** The Hindi labels of the specification's headline figures (LANDING_STATS), in their order. */
const LANDING_STATS_HI = ['पेट्रोल पंप', 'लेन-देन', 'अपटाइम', 'सहायता'] as const;

/**
 * What the demo's landing page shows: the specification's headline figures (document 1: marketing copy,
 * which only the embedded demo seeds; a real platform sets its own in the superadmin's settings, or none),
 * and the demo owner's sign-in for the product tour (docs/decisions/063).
 */
export const DEMO_LANDING_FIGURES: TLandingFigure[] = LANDING_STATS.map((s, i) => ({ value: s.value, label: s.label, labelHi: LANDING_STATS_HI[i]! }));
const DEMO_OWNER = DEMO_LOGINS[1];

/**
 * Seeds the demo business "Sharma Fuels" (on Premium) with its three users, its stations, pumps and
 * nozzles (the attendant assigned to one station), 90 days of history (prices with changes, readings,
 * tanks with deliveries; demo-history.ts), a month of shift cash reports at every station with its past
 * days closed (demo-cash-reports.ts, demo-day-closes.ts) and the demo superadmin, then runs the alert jobs once
 * for it so its alerts exist,
 * once: a marker in platform_settings keeps a later start from re-creating what a user removed.
 * Returns false when the demo was seeded before.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const hashes = await Promise.all(DEMO_LOGINS.map((l) => hashPassword(l.password)));
  const now = new Date();
  const seededTenant = await withPlatform(db, async (tx) => {
    const [marker] = await tx.select().from(platformSettings).where(eq(platformSettings.key, SEEDED_KEY));
    if (marker) return null;
    const [premium] = await tx.select().from(plans).where(eq(plans.name, 'Premium'));
    if (!premium) throw new Error('Plans must be seeded before the demo');

    const admin = DEMO_LOGINS[0];
    await tx
      .insert(platformAdmins)
      .values({ email: admin.email, name: admin.name, passwordHash: hashes[0]! })
      .onConflictDoNothing();

    const [tenant] = await tx.insert(tenants).values({ name: DEMO_TENANT_NAME, planId: premium.id }).returning();
    const demoUsers = {} as TDemoUsers;
    for (const [i, login] of DEMO_LOGINS.entries()) {
      if (login.role === 'superadmin') continue;
      const [user] = await tx
        .insert(users)
        .values({ tenantId: tenant!.id, email: login.email, name: login.name, role: login.role, passwordHash: hashes[i]! })
        .returning({ id: users.id });
      demoUsers[login.role] = { id: user!.id, name: login.name };
    }
    const seeded = await seedDemoAssets(tx, tenant!.id, demoUsers.attendant.id);
    await seedDemoHistory(tx, tenant!.id, demoUsers, seeded, now);
    await seedDemoCashReports(tx, tenant!.id, demoUsers, seeded);
    await seedDemoDayCloses(tx, tenant!.id, demoUsers, seeded);
    await seedDemoWetStock(tx, tenant!.id, demoUsers);
    await tx
      .insert(platformSettings)
      .values([
        { key: LANDING_KEYS.figures, value: DEMO_LANDING_FIGURES },
        { key: LANDING_KEYS.demoLogin, value: { email: DEMO_OWNER.email, password: DEMO_OWNER.password } },
      ])
      .onConflictDoNothing();
    await tx.insert(platformSettings).values({ key: SEEDED_KEY, value: { at: now.toISOString() } });
    return tenant!.id;
  });
  if (!seededTenant) return false;
  await runAlertJobsFor(db, [seededTenant], now);
  return true;
}
