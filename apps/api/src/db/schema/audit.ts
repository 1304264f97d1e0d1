import { index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenantPolicies } from '../rls';
import { createdAt, rowId, tenantId } from './columns';
import { tenants } from './platform';

/** Who did what and when: voids, day closes, deletions, sign-ups. Never updated or deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: rowId(),
    tenantId: tenantId().references(() => tenants.id),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'audit_log_pkey', columns: [t.tenantId, t.id] }),
    index('audit_log_tenant_created_idx').on(t.tenantId, t.createdAt),
    ...tenantPolicies('audit_log'),
  ],
).enableRLS();
