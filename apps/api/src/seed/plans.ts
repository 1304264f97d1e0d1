import { eq, sql } from 'drizzle-orm';
import { DEFAULT_PLAN_NAME, SEED_PLANS } from '@forecourt/shared';
import type { Db } from '../db/client';
import { plans } from '../db/schema';
import { withPlatform } from '../db/tenant';

/**
 * Reference data every installation needs: the three plans of DESIGN.md section 4, inserted when
 * missing (by name) and never overwritten, since the superadmin edits them later.
 */
export async function ensurePlans(db: Db): Promise<void> {
  await withPlatform(db, async (tx) => {
    for (const plan of SEED_PLANS) {
      await tx
        .insert(plans)
        .values({ ...plan, isDefault: false })
        .onConflictDoNothing({ target: plans.name });
    }
    const [{ defaults } = { defaults: 0 }] = await tx
      .select({ defaults: sql<number>`count(*)::int` })
      .from(plans)
      .where(eq(plans.isDefault, true));
    if (Number(defaults) === 0) await tx.update(plans).set({ isDefault: true }).where(eq(plans.name, DEFAULT_PLAN_NAME));
  });
}
