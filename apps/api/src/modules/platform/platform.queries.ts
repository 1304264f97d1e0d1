import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { platformSettings } from '../../db/schema';
import { withPlatform } from '../../db/tenant';

export async function getPlatformSetting<T>(db: Db, key: string): Promise<T | undefined> {
  return withPlatform(db, async (tx) => readPlatformSetting<T>(tx, key));
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
