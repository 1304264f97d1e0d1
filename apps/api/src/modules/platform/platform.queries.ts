import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { platformSettings } from '../../db/schema';
import { withPlatform } from '../../db/tenant';

/** Platform settings by key, for a caller without a session (the public landing page): one statement. */
export async function getPlatformSettings(db: Db, keys: string[]): Promise<Map<string, unknown>> {
  return withPlatform(db, async (tx) => {
    const rows = await tx.select().from(platformSettings).where(inArray(platformSettings.key, keys));
    return new Map(rows.map((r) => [r.key, r.value]));
  });
}

/** One platform setting inside the caller's platform transaction. */
export async function readPlatformSetting<T>(tx: Tx, key: string): Promise<T | undefined> {
  const [row] = await tx.select().from(platformSettings).where(eq(platformSettings.key, key));
  return row?.value as T | undefined;
}

export async function writePlatformSetting(tx: Tx, key: string, value: unknown): Promise<void> {
  await tx
    .insert(platformSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value: sql`excluded.value`, updatedAt: new Date() } });
}
