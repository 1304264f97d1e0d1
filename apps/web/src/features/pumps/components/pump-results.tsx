import { PAGE_DEFAULT_LIMIT } from '@forecourt/shared';
import { Fuel, Plus, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LinkButton } from '@/components/ui/link-button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { type TPumpListParams, usePumps } from '../api/get-pumps';
import { PumpGrid } from './pump-grid';

/** A filtered, paged pump list: loading, error, the two empty states ("No pumps yet" / "No pumps found"), cards. */
export function PumpResults({ params, filtered, addTo }: { params: Omit<TPumpListParams, 'page' | 'limit'>; filtered: boolean; addTo: string }) {
  const [page, setPage] = useState(1);
  const key = JSON.stringify(params);
  useEffect(() => setPage(1), [key]);
  const pumps = usePumps({ ...params, page, limit: PAGE_DEFAULT_LIMIT });

  if (pumps.isPending) return <CardGridSkeleton label="Loading pumps" />;
  if (pumps.isError) return <LoadError title="Error loading pumps" message={pumps.error.message} onRetry={() => void pumps.refetch()} />;
  const { items, total, limit } = pumps.data;
  if (items.length === 0) {
    return filtered ? (
      <EmptyState icon={SearchX} title="No pumps found" description="No pump matches this search or station." />
    ) : (
      <EmptyState
        icon={Fuel}
        title="No pumps yet"
        description="Add a pump to a station, then configure its nozzles."
        action={
          <LinkButton to={addTo} icon={Plus}>
            Add Pump
          </LinkButton>
        }
      />
    );
  }
  return (
    <div className="space-y-4">
      <PumpGrid pumps={items} />
      <Pagination page={page} limit={limit} total={total} onPageChange={setPage} label="Pump pages" />
    </div>
  );
}
