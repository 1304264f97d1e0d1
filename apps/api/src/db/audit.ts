import type { Tx } from './client';
import { auditLog } from './schema';
import type { TCaller } from './tenant';

export type TAuditEntry = {
  tenantId: string;
  actorId: string | null;
  actorRole: string | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
};

/** Appends to the audit log inside the caller's transaction, so the record and the change commit together. */
export async function recordAudit(tx: Tx, entry: TAuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, entityId: entry.entityId ?? null, details: entry.details ?? {} });
}

/** Records a change (asset deletion or status change, a price, a void or correction) by the caller, in the caller's transaction. */
export async function auditAsset(
  tx: Tx,
  ctx: TCaller,
  action: string,
  entity: { type: 'station' | 'pump' | 'nozzle' | 'fuel_price' | 'nozzle_reading'; id: string },
  details: Record<string, unknown>,
): Promise<void> {
  await recordAudit(tx, {
    tenantId: ctx.tenantId,
    actorId: ctx.userId,
    actorRole: ctx.role,
    action,
    entityType: entity.type,
    entityId: entity.id,
    details,
  });
}
