import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformSettings } from '../../db/schema';
import { withPlatform } from '../../db/tenant';

export async function getPlatformSetting<T>(db: Db, key: string): Promise<T | undefined> {
  return withPlatform(db, async (tx) => {
    const [row] = await tx.select().from(platformSettings).where(eq(platformSettings.key, key));
    return row?.value as T | undefined;
  });
}
