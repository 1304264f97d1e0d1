import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { tenants, tenantSettings } from '../../db/schema';

/** A tenant's settings (key/value, set by the platform; docs/decisions/027). */

export type TSettingRow = { key: string; value: string; updatedAt: Date | string };

/** The tenant's name and its stored settings by key (two statements, sent together). */
export function settingsOf(tx: Tx, tenantId: string) {
  return Promise.all([
    tx.select({ id: tenants.id, name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId)),
    tx
      .select({ key: tenantSettings.key, value: tenantSettings.value, updatedAt: tenantSettings.updatedAt })
      .from(tenantSettings)
      .where(eq(tenantSettings.tenantId, tenantId))
      .orderBy(asc(tenantSettings.key)),
  ]);
}

/** One stored value (inside a tenant's own transaction too: app_user may read its tenant's settings). */
export async function settingValue(tx: Tx, tenantId: string, key: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ value: tenantSettings.value })
    .from(tenantSettings)
    .where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.key, key)));
  return row?.value;
}

/** The stored values of these keys, locked until the transaction ends (the change that follows is audited against them). */
export async function lockedValues(tx: Tx, tenantId: string, keys: string[]): Promise<Map<string, string>> {
  const rows = await tx
    .select({ key: tenantSettings.key, value: tenantSettings.value })
    .from(tenantSettings)
    .where(and(eq(tenantSettings.tenantId, tenantId), inArray(tenantSettings.key, keys)))
    .for('update');
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Stores the values (insert or replace). */
export async function upsertSettings(tx: Tx, tenantId: string, entries: Array<[string, string]>, by: string): Promise<void> {
  const at = new Date();
  await tx
    .insert(tenantSettings)
    .values(entries.map(([key, value]) => ({ tenantId, key, value, updatedAt: at, updatedBy: by })))
    .onConflictDoUpdate({
      target: [tenantSettings.tenantId, tenantSettings.key],
      set: { value: sql`excluded.value`, updatedAt: at, updatedBy: by },
    });
}
