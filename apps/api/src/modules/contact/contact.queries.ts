import { desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TContactMessageListQuery, TContactRequest, TContactStatus } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { contactMessages, platformAdmins } from '../../db/schema';
import { windowOf } from '../../lib/paging';

/** The contact messages (docs/decisions/063): a platform table, on the platform path only. */

export async function insertMessage(tx: Tx, body: TContactRequest) {
  const [row] = await tx
    .insert(contactMessages)
    .values({
      name: body.name,
      email: body.email,
      phone: body.phone ?? null,
      businessName: body.businessName,
      stations: body.stations ?? null,
      message: body.message,
    })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row!;
}

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  businessName: contactMessages.businessName,
  stations: contactMessages.stations,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handledByName: platformAdmins.name,
};

function statusFilter(status: TContactStatus | undefined): SQL | undefined {
  if (status === 'open') return isNull(contactMessages.handledAt);
  if (status === 'handled') return isNotNull(contactMessages.handledAt);
  return undefined;
}

/** One page (newest first), the total over the filter and the open count of the inbox: three statements, sent together. */
export function messagePage(tx: Tx, query: TContactMessageListQuery) {
  const where = statusFilter(query.status);
  const { limit, offset } = windowOf(query);
  const count = sql<number>`count(*)::int`.mapWith(Number);
  return Promise.all([
    tx
      .select(columns)
      .from(contactMessages)
      .leftJoin(platformAdmins, eq(platformAdmins.id, contactMessages.handledBy))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset),
    tx.select({ total: count }).from(contactMessages).where(where),
    tx.select({ open: count }).from(contactMessages).where(statusFilter('open')),
  ]);
}

/**
 * Marks a message handled by `adminId` (the first time and who stay when it was handled already), or open
 * again (null); the id of the row changed, if there is one.
 */
export async function setHandled(tx: Tx, id: string, adminId: string | null) {
  const [row] = await tx
    .update(contactMessages)
    .set(
      adminId
        ? { handledAt: sql`coalesce(${contactMessages.handledAt}, now())`, handledBy: sql`case when ${contactMessages.handledAt} is null then ${adminId}::uuid else ${contactMessages.handledBy} end` }
        : { handledAt: null, handledBy: null },
    )
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return row;
}

/** One message as the inbox shows it. */
export async function messageById(tx: Tx, id: string) {
  const [row] = await tx
    .select(columns)
    .from(contactMessages)
    .leftJoin(platformAdmins, eq(platformAdmins.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id));
  return row;
}
