import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useFormat } from '@/i18n/use-format';
import { useT } from '@/i18n/use-t';
import { isPortalQuery } from '@/lib/offline/query-persister';
import { useOnline } from '@/lib/offline/use-online';

type TLastKnown = { asOf: number | null; missing: boolean };

/**
 * What the page on screen shows of the portal's data that could not be refreshed (its queries, not the
 * header's): the time of the oldest such data (its fetch paused offline, or failed), and whether some of
 * it was never loaded on this phone at all.
 */
function useLastKnown(): TLastKnown {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [state, setState] = useState<TLastKnown>({ asOf: null, missing: false });
  useEffect(() => {
    const cache = queryClient.getQueryCache();
    const read = () => {
      const shown = cache.getAll().filter((q) => q.getObserversCount() > 0 && isPortalQuery(q));
      const stale = shown
        .filter((q) => q.state.data !== undefined && q.state.dataUpdatedAt > 0)
        .filter((q) => !online || q.state.fetchStatus === 'paused' || q.state.status === 'error')
        .map((q) => q.state.dataUpdatedAt);
      const asOf = stale.length > 0 ? Math.min(...stale) : null;
      const missing = shown.some((q) => q.state.data === undefined && q.state.fetchStatus === 'paused');
      setState((prev) => (prev.asOf === asOf && prev.missing === missing ? prev : { asOf, missing }));
    };
    read();
    return cache.subscribe(read);
  }, [queryClient, online]);
  return state;
}

/**
 * Said above an attendant page when the phone is offline or the data could not be refreshed (issue 13):
 * what is shown is what the phone last loaded, and from when (the banner above says entries are kept).
 */
export function OfflineDataNote() {
  const online = useOnline();
  const { asOf, missing } = useLastKnown();
  const t = useT();
  const fmt = useFormat();
  if (asOf === null && !missing) return null;
  return (
    <p role="status" className="mb-4 flex items-start gap-2 rounded-lg border border-warning-foreground/20 bg-warning px-3 py-2 text-sm text-warning-foreground">
      <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {online && asOf !== null && `${t('offline.note.couldNotRefresh')} `}
        {asOf !== null && (
          <>
            {t.rich('offline.note.asOf', {
              when: fmt.dateTime(new Date(asOf)),
              time: (chunks: ReactNode[]) => <time dateTime={new Date(asOf).toISOString()}>{chunks}</time>,
            })}{' '}
          </>
        )}
        {missing && t('offline.note.missing')}
      </span>
    </p>
  );
}
