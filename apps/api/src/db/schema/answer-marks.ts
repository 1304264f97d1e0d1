import { sql } from 'drizzle-orm';
import { bigint, integer, pgPolicy, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { platformPolicy, tenantPolicies } from '../rls';

// Answers of list routes, kept and reused while nothing they read has changed (docs/decisions/038).

/**
 * Change marks: a counter per (tenant, slot) that every committed write to an answer's table raises
 * (the statement trigger fc_mark_answers, drizzle/0027). A tenant's mark is the sum of its slots and
 * of answer_global_marks; it only grows, and it changes exactly when a write that touched the tenant's data
 * commits — in the same transaction as that write. The slot is the writing connection's backend id
 * modulo 64, so concurrent writers of one tenant do not queue on one row.
 */
export const answerMarks = pgTable(
  'answer_marks',
  {
    tenantId: uuid('tenant_id').notNull(),
    slot: integer('slot').notNull(),
    mark: bigint('mark', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.slot] }),
    ...tenantPolicies('answer_marks'),
  ],
).enableRLS();

/**
 * The marks of writes made outside any tenant (the platform path, a migration, an operator's SQL): every
 * tenant's answers may read what they touched, so every tenant's mark includes them. Readable by all.
 */
export const answerGlobalMarks = pgTable(
  'answer_global_marks',
  {
    slot: integer('slot').primaryKey(),
    mark: bigint('mark', { mode: 'number' }).notNull(),
  },
  () => [
    platformPolicy('answer_global_marks'),
    pgPolicy('answer_global_marks_read', { as: 'permissive', for: 'select', to: 'public', using: sql`true` }),
  ],
).enableRLS();
