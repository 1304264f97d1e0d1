import { Banknote, Gauge, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { TMessageId } from '@/i18n/messages/en';
import { useFormat } from '@/i18n/use-format';
import { useT } from '@/i18n/use-t';
import type { TRetryReason } from '@/lib/offline/classify-answer';
import { entrySummary } from '@/lib/offline/entry-summary';
import type { TOfflineEntry } from '@/lib/offline/offline-entry';

const KIND_LABELS: Record<TOfflineEntry['kind'], TMessageId> = { reading: 'offline.kind.reading', cash_report: 'offline.kind.cash_report' };

/** Why the last send of a waiting entry did not get through, in the attendant's words. */
const RETRY_REASONS: Record<TRetryReason, TMessageId> = {
  network: 'offline.retry.network',
  timeout: 'offline.retry.timeout',
  'rate-limited': 'offline.retry.rateLimited',
  server: 'offline.retry.server',
  'invalid-answer': 'offline.retry.invalidAnswer',
};

/** Whether the manager knows of the refusal (POST /attendant/sync-refusals). */
const REPORT_NOTES: Record<NonNullable<TOfflineEntry['report']>, TMessageId> = {
  reported: 'offline.report.reported',
  pending: 'offline.report.pending',
  failed: 'offline.report.failed',
};

function StatusBadge({ entry }: { entry: TOfflineEntry }) {
  const t = useT();
  if (entry.status === 'refused') return <Badge className="border-transparent bg-destructive text-destructive-foreground">{t('offline.status.refused')}</Badge>;
  if (entry.status === 'sending') return <Badge variant="accent">{t('offline.status.sending')}</Badge>;
  return <Badge variant="secondary">{t('offline.status.waiting')}</Badge>;
}

/** How often a waiting entry was tried, why the last try failed, and when the next one is. */
function Tries({ entry }: { entry: TOfflineEntry }) {
  const t = useT();
  const fmt = useFormat();
  const reasonId = RETRY_REASONS[entry.lastError as TRetryReason] as TMessageId | undefined;
  const values = { count: entry.attempts, reason: reasonId ? t(reasonId) : (entry.lastError ?? '') };
  return (
    <p className="text-sm text-muted-foreground">
      {entry.nextAttemptAt > Date.now()
        ? t('offline.item.triedAt', { ...values, time: fmt.clock(new Date(entry.nextAttemptAt)) })
        : t('offline.item.triedSoon', values)}
    </p>
  );
}

/** One entry on the phone: what it is, when it was taken, where it stands; a refused one says why and can be dismissed. */
export function QueueEntryItem({ entry, onDismiss }: { entry: TOfflineEntry; onDismiss: (entry: TOfflineEntry) => Promise<void> }) {
  const t = useT();
  const fmt = useFormat();
  const [confirming, setConfirming] = useState(false);
  const [dismissing, setDismissing] = useState(false);
  const Icon = entry.kind === 'reading' ? Gauge : Banknote;
  const tried = entry.status === 'waiting' && entry.attempts > 0 && entry.lastError;
  const summary = entrySummary(entry, t, fmt);

  return (
    <li className="rounded-xl border bg-card p-4 shadow-xs">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <p className="min-w-0 break-words font-semibold">{summary}</p>
            <StatusBadge entry={entry} />
          </div>
          <p className="text-sm text-muted-foreground">
            {t.rich('offline.item.taken', {
              kind: t(KIND_LABELS[entry.kind]),
              when: fmt.dateTime(entry.takenAt),
              time: (chunks: ReactNode[]) => <time dateTime={entry.takenAt}>{chunks}</time>,
            })}
          </p>
          {tried && <Tries entry={entry} />}
        </div>
      </div>

      {entry.status === 'refused' && entry.refusal && (
        <Alert variant="destructive" role="note" className="mt-3">
          <TriangleAlert aria-hidden="true" />
          <div className="min-w-0 flex-1 space-y-2">
            <AlertTitle>{t('offline.refused.title')}</AlertTitle>
            <AlertDescription>
              <p className="break-words">{t.known(entry.refusal)}</p>
              <p className="mt-1 text-muted-foreground">{t(REPORT_NOTES[entry.report ?? 'pending'])}</p>
            </AlertDescription>
            <Button variant="outline" className="h-11" onClick={() => setConfirming(true)}>
              {t('offline.dismiss')}
            </Button>
          </div>
        </Alert>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && !dismissing && setConfirming(false)}
        title={t('offline.dismiss.title')}
        description={t('offline.dismiss.description', { summary })}
        confirmLabel={t('offline.dismiss')}
        pending={dismissing}
        onConfirm={() => {
          setDismissing(true);
          void onDismiss(entry).finally(() => {
            setDismissing(false);
            setConfirming(false);
          });
        }}
      />
    </li>
  );
}
