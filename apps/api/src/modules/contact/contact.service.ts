import { errorText, type TContactMessage, type TContactMessageListQuery, type TContactReceipt, type TContactRequest, type TContactSummary, type TPage } from '@forecourt/shared';
import type { Db } from '../../db/client';
import { withAdmin, withAdminRead, withPlatform, type TAdmin } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import { iso } from '../../lib/json-values';
import type { LoginLimiter } from '../../lib/login-limiter';
import { page } from '../../lib/paging';
import * as q from './contact.queries';

/**
 * Contact Sales (docs/decisions/063): a visitor's message is stored in a platform table and answered 201;
 * the superadmin reads the inbox (newest first) and marks messages handled. One client address may send
 * CONTACT_RATE_LIMIT.max messages in a window: the login limiter's mechanism, keyed on the address alone.
 */

/** The limiter counts per (key, address); the form's key is this, so only the address varies. */
const LIMITER_KEY = 'contact-sales';

export type TContactSender = { db: Db; ip: string; limiter: LoginLimiter };

export async function sendMessage(sender: TContactSender, body: TContactRequest): Promise<TContactReceipt> {
  if (sender.limiter.isBlocked(LIMITER_KEY, sender.ip)) throw new AppError('RATE_LIMITED', errorText('request.rateLimited'));
  // Counted before the write: a client retrying a failed write is still held to the limit.
  sender.limiter.recordFailure(LIMITER_KEY, sender.ip);
  const row = await withPlatform(sender.db, (tx) => q.insertMessage(tx, body));
  return { id: row.id, createdAt: iso(row.createdAt) };
}

type TRow = NonNullable<Awaited<ReturnType<typeof q.messageById>>>;

function shown(row: TRow): TContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    businessName: row.businessName,
    stations: row.stations,
    message: row.message,
    createdAt: iso(row.createdAt),
    status: row.handledAt ? 'handled' : 'open',
    handledAt: row.handledAt ? iso(row.handledAt) : null,
    handledByName: row.handledAt ? row.handledByName : null,
  };
}

export async function listMessages(admin: TAdmin, query: TContactMessageListQuery): Promise<TPage<TContactMessage> & { summary: TContactSummary }> {
  const [rows, [count], [open]] = await withAdminRead(admin, (tx) => q.messagePage(tx, query));
  return { ...page(rows.map(shown), query, count?.total ?? 0), summary: { open: open?.open ?? 0 } };
}

/** Marks a message handled (by this admin, now) or open again; answers it as the inbox shows it. */
export async function markMessage(admin: TAdmin, id: string, handled: boolean): Promise<TContactMessage> {
  const row = await withAdmin(admin, async (tx) => {
    const changed = await q.setHandled(tx, id, handled ? admin.adminId : null);
    return changed ? q.messageById(tx, id) : undefined;
  });
  if (!row) throw new AppError('NOT_FOUND', errorText('contact.notFound'));
  return shown(row);
}
