import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { plans, platformAdmins, platformSettings, tenants, users } from './schema';
import { withPlatform } from './tenant';
import { hashPassword } from '../lib/passwords';

/** The demo logins: printed at start-up of the embedded database and listed in the README. */
export const DEMO_LOGINS = [
  { role: 'superadmin', email: 'admin@forecourt.example', password: 'Admin@12345', name: 'Platform Admin' },
  { role: 'owner', email: 'owner@sharma-fuels.example', password: 'Owner@12345', name: 'Rajesh Sharma' },
  { role: 'manager', email: 'manager@sharma-fuels.example', password: 'Manager@12345', name: 'Priya Verma' },
  { role: 'attendant', email: 'attendant@sharma-fuels.example', password: 'Attendant@12345', name: 'Amit Kumar' },
] as const;

export const DEMO_TENANT_NAME = 'Sharma Fuels';
const SEEDED_KEY = 'demo.seeded';

/**
 * Seeds the demo business "Sharma Fuels" (on Premium) with its three users and the demo superadmin,
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
    for (const [i, login] of DEMO_LOGINS.entries()) {
      if (login.role === 'superadmin') continue;
      await tx
        .insert(users)
        .values({ tenantId: tenant!.id, email: login.email, name: login.name, role: login.role, passwordHash: hashes[i]! });
    }
    await tx.insert(platformSettings).values({ key: SEEDED_KEY, value: { at: new Date().toISOString() } });
    return true;
  });
}
