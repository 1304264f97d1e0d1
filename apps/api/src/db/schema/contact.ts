import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { platformPolicy } from '../rls';
import { createdAt, id } from './columns';

/**
 * Messages sent with the public Contact Sales form (docs/decisions/063). A platform table: no tenant,
 * no tenant policy; the tenant role has no grant on it at all (drizzle/0041), only the platform path
 * reads and writes it (the public form's insert, the superadmin's inbox).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    businessName: text('business_name').notNull(),
    stations: integer('stations'),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** When a superadmin marked it handled; null while open. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** Who did (a platform admin's id; no foreign key, so removing that admin keeps the message). */
    handledBy: uuid('handled_by'),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc(), t.id.desc()), platformPolicy('contact_messages')],
).enableRLS();
