import type { z } from 'zod';
import { newId } from '../../lib/ids';
import { alertText, errorText, formatDateTime, type TAlertText, type TSyncRefusalResult, type ZSyncRefusal } from '@forecourt/shared';
import { AppError } from '../../http/app-error';
import type { TTenantCtx } from '../../http/context';
import { withTenant } from '../../db/tenant';
import { scopeOf } from '../../db/scope';
import * as q from './sync-refusals.queries';

type TRefusalInput = z.output<typeof ZSyncRefusal>;

/** A sentence of text that may or may not end with its own stop. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The alert's texts by key (a key per kind of entry): who took the entry, where, when (Indian English, the
 * tenant's zone), what it was and why the server refused it — the manager reads what the attendant was
 * shown (the summary and the reason as the phone sent them, in English).
 */
function refusalTexts(
  input: Pick<TRefusalInput, 'kind' | 'takenAt' | 'summary' | 'message'>,
  names: { userName: string; stationName: string; zone: string },
): { title: TAlertText; message: TAlertText } {
  const user = names.userName;
  const params = {
    user,
    station: names.stationName,
    when: formatDateTime(input.takenAt, { timeZone: names.zone }),
    summary: sentence(input.summary),
    reason: sentence(input.message),
  };
  return input.kind === 'reading'
    ? { title: alertText('alert.offlineReadingRefusedTitle', { user }), message: alertText('alert.offlineReadingRefused', params) }
    : { title: alertText('alert.offlineCashReportRefusedTitle', { user }), message: alertText('alert.offlineCashReportRefused', params) };
}

/**
 * POST /attendant/sync-refusals (docs/decisions/028): the attendant's phone reports an entry it queued
 * offline that the server refused when it synced. Raises one `offline_entry_refused` alert (high, for the
 * station's owners and managers) per entry id and audits it; the same entry id reported again answers the
 * same alert and changes nothing (the database's unique index decides, so two reports racing raise one).
 * A station the caller may not see is 404. Not a write into a business day: no day gate.
 */
export async function reportSyncRefusal(ctx: TTenantCtx, input: TRefusalInput): Promise<TSyncRefusalResult> {
  const scope = scopeOf(ctx);
  return withTenant(ctx, async (tx) => {
    const c = await q.refusalContext(tx, scope, input.stationId, input.entryId);
    if (c.stationName === null) throw new AppError('NOT_FOUND', errorText('station.notFound'));
    if (c.existingId) return { alertId: c.existingId, created: false };

    const texts = refusalTexts(input, { userName: c.userName ?? 'An attendant', stationName: c.stationName, zone: c.zone });
    const id = await q.insertRefusalAlert(tx, scope, {
      id: newId(),
      entryId: input.entryId,
      stationId: input.stationId,
      ...texts,
      details: { kind: input.kind, takenAt: input.takenAt, status: input.status, code: input.code, message: input.message, summary: input.summary },
    });
    if (id) return { alertId: id, created: true };
    // A report of the same entry was stored between the context and the insert.
    const existing = await q.refusalAlertId(tx, ctx.tenantId, input.entryId);
    if (!existing) throw new Error('reportSyncRefusal: the insert found a conflicting alert that cannot be read');
    return { alertId: existing, created: false };
  });
}
