import { ASSET_MSG, SEARCH_DEBOUNCE_MS, type TStation } from '@forecourt/shared';
import { Building2, Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import { LinkButton } from '@/components/ui/link-button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useStations } from '../api/get-stations';
import { DeleteStationDialog } from '../components/delete-station-dialog';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { SearchInput } from '@/components/search-input';
import { StationCard } from '../components/station-card';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** /dashboard/stations: the Station Network. */
export default function StationListPage() {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const stations = useStations(term ? { search: term } : {});
  const [deleting, setDeleting] = useState<TStation | null>(null);
  const items = stations.data?.items ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Station Network"
        description="Your fuel stations, their pumps and their status."
        actions={
          <LinkButton to="/dashboard/stations/new" icon={Plus}>
            Add Station
          </LinkButton>
        }
      />
      <SearchInput id="station-search" label="Search stations" placeholder="Search stations..." value={search} onChange={setSearch} className="max-w-md" />

      {stations.isPending ? (
        <CardGridSkeleton label="Loading stations" />
      ) : stations.isError ? (
        <LoadError title="Error loading stations" message={ASSET_MSG.stationsFetchFailed} onRetry={() => void stations.refetch()} />
      ) : items.length === 0 ? (
        term ? (
          <EmptyState icon={SearchX} title="No stations found" description={`No station name or address matches “${term}”.`} />
        ) : (
          <EmptyState
            icon={Building2}
            title="No stations yet"
            description="Add your first fuel station to start managing pumps, nozzles and readings."
            action={
              <LinkButton to="/dashboard/stations/new" icon={Plus}>
                Add First Station
              </LinkButton>
            }
          />
        )
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Stations">
          {items.map((station) => (
            <li key={station.id} className="flex">
              <div className="flex w-full flex-col [&>*]:flex-1">
                <StationCard station={station} onDelete={setDeleting} />
              </div>
            </li>
          ))}
        </ul>
      )}

      <DeleteStationDialog station={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
