import type { TAttendantReading, TPage } from '@forecourt/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '@/components/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/use-t';
import { ReadingList } from './reading-list';

/** The attendant's latest `count` readings from the fetched page, with honest loading, error and empty states. */
export function RecentReadings({ query, count, label }: { query: UseQueryResult<TPage<TAttendantReading>>; count: number; label: string }) {
  const t = useT();
  if (query.isError) return <LoadError title={t('msg.attendant.loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('attendant.recent.loading')} className="space-y-3">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  const items = query.data?.items ?? [];
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{t('attendant.recent.empty')}</p>;
  return <ReadingList readings={items.slice(0, count)} label={label} />;
}
