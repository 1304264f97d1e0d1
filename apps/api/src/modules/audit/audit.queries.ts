import type { Tx } from '../../db/client';
import { auditLog } from '../../db/schema';

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
