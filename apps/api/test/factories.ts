import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { plans, platformAdmins, tenants, users } from '../src/db/schema';
import { withPlatform } from '../src/db/tenant';
import { hashPassword } from '../src/lib/passwords';

export const TEST_PASSWORD = 'Test@12345';
let cachedHash: Promise<string> | undefined;
const passwordHash = () => (cachedHash ??= hashPassword(TEST_PASSWORD));

export type TestUser = { id: string; email: string; role: 'owner' | 'manager' | 'attendant'; token: string; tenantId: string };
export type TestTenant = {
  id: string;
  name: string;
  owner: TestUser;
  manager: TestUser;
  attendant: TestUser;
};

const unique = () => uuidv7().replace(/-/g, '').slice(-12);

/** Signs in through the real endpoint and returns the access token. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD, admin = false): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: admin ? '/api/v1/admin/auth/login' : '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${res.statusCode} ${res.body}`);
  return res.json().data.token;
}

/** A tenant of its own with an owner, a manager and an attendant, each signed in. */
export async function createTenant(
  app: FastifyInstance,
  db: Db,
  opts: { plan?: 'Regular' | 'Premium' | 'Pro'; status?: 'active' | 'suspended' | 'cancelled'; name?: string } = {},
): Promise<TestTenant> {
  const hash = await passwordHash();
  const tag = unique();
  const created = await withPlatform(db, async (tx) => {
    const [plan] = await tx.select().from(plans).where(eq(plans.name, opts.plan ?? 'Regular'));
    const [tenant] = await tx
      .insert(tenants)
      .values({ name: opts.name ?? `Test Fuels ${tag}`, planId: plan!.id })
      .returning();
    const made: Record<string, { id: string; email: string }> = {};
    for (const role of ['owner', 'manager', 'attendant'] as const) {
      const email = `${role}.${tag}@test.example`;
      const [u] = await tx
        .insert(users)
        .values({ tenantId: tenant!.id, email, name: `${role} ${tag}`, role, passwordHash: hash })
        .returning();
      made[role] = { id: u!.id, email };
    }
    return { tenant: tenant!, made };
  });
  const tokens = await Promise.all(
    (['owner', 'manager', 'attendant'] as const).map((role) => signIn(app, created.made[role]!.email)),
  );
  if (opts.status && opts.status !== 'active') {
    await withPlatform(db, (tx) => tx.update(tenants).set({ status: opts.status! }).where(eq(tenants.id, created.tenant.id)));
  }
  const user = (role: 'owner' | 'manager' | 'attendant', i: number): TestUser => ({
    ...created.made[role]!,
    role,
    token: tokens[i]!,
    tenantId: created.tenant.id,
  });
  return {
    id: created.tenant.id,
    name: created.tenant.name,
    owner: user('owner', 0),
    manager: user('manager', 1),
    attendant: user('attendant', 2),
  };
}

export async function createSuperadmin(app: FastifyInstance, db: Db): Promise<{ id: string; email: string; token: string }> {
  const email = `admin.${unique()}@platform.example`;
  const [admin] = await withPlatform(db, async (tx) =>
    tx.insert(platformAdmins).values({ email, name: 'Test Admin', passwordHash: await passwordHash() }).returning(),
  );
  return { id: admin!.id, email, token: await signIn(app, email, TEST_PASSWORD, true) };
}
