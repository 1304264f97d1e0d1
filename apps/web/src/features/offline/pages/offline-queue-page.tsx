import { CloudCheck, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useT } from '@/i18n/use-t';
import { QueueEntryItem } from '../components/queue-entry-item';
import { queueStore } from '@/lib/offline/queue-store';
import { useOfflineQueue } from '@/lib/offline/use-offline-queue';
import { useOnline } from '@/lib/offline/use-online';
import { requestSync } from '@/lib/offline/window-sync';

/**
 * /attendant/sync (issue 13): the entries kept on this phone, oldest first — waiting, being sent, or
 * refused with the server's reason (dismissed by the attendant once read). "Sync now" sends at once.
 */
export default function OfflineQueuePage() {
  const { entries, counts } = useOfflineQueue();
  const online = useOnline();
  const [syncing, setSyncing] = useState(false);
  const t = useT();

  const syncNow = () => {
    setSyncing(true);
    void requestSync({ force: true }).finally(() => setSyncing(false));
  };

  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <PageHeader
        title={t('route.sync')}
        description={online ? t('offline.page.online') : t('offline.page.offline')}
        actions={
          counts.pending > 0 ? (
            <Button className="h-11" onClick={syncNow} disabled={!online || syncing}>
              <RefreshCw className={syncing ? 'animate-spin' : undefined} aria-hidden="true" />
              {syncing ? t('offline.page.syncing') : t('offline.page.syncNow')}
            </Button>
          ) : undefined
        }
      />
      {entries.length === 0 ? (
        <EmptyState
          icon={CloudCheck}
          title={t('offline.page.empty')}
          description={t('offline.page.emptyHint')}
        />
      ) : (
        <ul aria-label={t('offline.page.list')} className="space-y-3">
          {entries.map((entry) => (
            <QueueEntryItem key={entry.id} entry={entry} onDismiss={(e) => queueStore.remove(e.id)} />
          ))}
        </ul>
      )}
    </div>
  );
}
