import { and, eq, isNull, sql } from 'drizzle-orm';
import { alertTextRef, type TAlertText, type TOfflineEntryKind } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { alerts, stations, tenants, users } from '../../db/schema';
import { stationVisible, type TScope } from '../../db/scope';

/**
 * The refusal reports of offline entries (docs/decisions/028): one `offline_entry_refused` alert per
 * (tenant, entry id), the unique index `alerts_tenant_entry_unique` deciding. Two statements for a new
 * report — the context (with the request's first round trip) and the insert with its audit entry — and
 * one for a repeated one.
 */

export type TRefusalContext = {
  /** The station's name when the caller may see it (an attendant: assigned), else null. */
  stationName: string | null;
  /** The tenant's IANA zone: the time taken is shown in it. */
  zone: string;
  userName: string | null;
  /** The alert already raised for this entry id in the tenant, if any. */
  existingId: string | null;
};

/** Everything a report needs before it writes, in one statement: the station (visible or not), the zone, the reporter's name, an earlier report. */
export async function refusalContext(tx: Tx, scope: TScope, stationId: string, entryId: string): Promise<TRefusalContext> {
  const t = scope.tenantId;
  const [row] = await tx
    .select({
      stationName: stations.name,
      zone: tenants.timeZone,
      userName: sql<string | null>`(select ${users.name} from ${users} where ${users.tenantId} = ${t} and ${users.id} = ${scope.userId})`,
      existingId: sql<string | null>`(select ${alerts.id} from ${alerts} where ${alerts.tenantId} = ${t} and ${alerts.entryId} = ${entryId})`,
    })
    .from(tenants)
    .leftJoin(stations, and(eq(stations.tenantId, t), eq(stations.id, stationId), isNull(stations.deletedAt), stationVisible(scope, stations.id)))
    .where(eq(tenants.id, t));
  if (!row) throw new Error('refusalContext: the tenant row is not visible');
  return row;
}

export type TRefusalAlert = {
  id: string;
  entryId: string;
  stationId: string;
  /** The texts by key: the English goes into title and message, the keyed forms beside them. */
  title: TAlertText;
  message: TAlertText;
  /** What the audit entry keeps of the report. */
  details: { kind: TOfflineEntryKind; takenAt: string; status: number; code: string; message: string; summary: string };
};

/**
 * Raises the alert of a refused entry with its audit entry, in ONE statement; undefined when an alert for
 * the same entry id exists already (a report of the same entry that arrived meanwhile): nothing is written.
 * The conflict has no target: the alert is unique by entry id and, while active, by subject (the entry
 * id too), and a conflict named for one index only still fails with 23505 when two reports of the same
 * entry race and the other index finds the first (seen once in CI: one of six racing reports failed).
 */
export async function insertRefusalAlert(tx: Tx, scope: TScope, v: TRefusalAlert): Promise<string | undefined> {
  const t = scope.tenantId;
  const result = await tx.execute(sql`
    with ins as (
      insert into alerts (id, tenant_id, type, title, message, title_text, message_text, priority, station_id, subject, entry_id)
      values (${v.id}::uuid, ${t}::uuid, 'offline_entry_refused', ${v.title.message}, ${v.message.message},
        ${JSON.stringify(alertTextRef(v.title))}::jsonb, ${JSON.stringify(alertTextRef(v.message))}::jsonb, 'high', ${v.stationId}::uuid,
        ${v.entryId}::text, ${v.entryId}::uuid)
      on conflict do nothing
      returning id
    ), audit as (
      insert into audit_log (id, tenant_id, actor_id, actor_role, action, entity_type, entity_id, details)
      select fc_uuid7(), ${t}::uuid, ${scope.userId}::uuid, ${scope.role}::text, 'offline_entry.refused', 'alert', ins.id,
        ${JSON.stringify({ entryId: v.entryId, stationId: v.stationId, ...v.details })}::jsonb
      from ins
    )
    select id from ins`);
  const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ id: string }> }).rows) as Array<{ id: string }>;
  return rows[0]?.id;
}

/** The alert of an entry id, after an insert that found one (its statement could not see it yet). */
export async function refusalAlertId(tx: Tx, tenantId: string, entryId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.tenantId, tenantId), eq(alerts.entryId, entryId)));
  return row?.id;
}
