import { SEARCH_DEBOUNCE_MS } from '@forecourt/shared';
import { Droplets, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { NativeSelect } from '@/components/ui/select';
import { useStations } from '@/features/stations/api/get-stations';
import { NamedOptions } from '@/components/asset-fields';
import { SearchInput } from '@/components/search-input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { PumpResults } from '../components/pump-results';

/** /dashboard/pumps: Fuel Pump Management (search over name and serial number, station filter). */
export default function PumpListPage() {
  const [params, setParams] = useSearchParams();
  const stationId = params.get('stationId') ?? '';
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const stations = useStations();

  const setStation = (id: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('stationId', id);
        else next.delete('stationId');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Fuel Pump Management"
        description="Pumps across your stations, their nozzles and status."
        actions={
          <>
            <LinkButton to="/dashboard/nozzles" icon={Droplets} variant="outline">
              Nozzles
            </LinkButton>
            <LinkButton to={stationId ? `/dashboard/pumps/new?stationId=${stationId}` : '/dashboard/pumps/new'} icon={Plus}>
              Add Pump
            </LinkButton>
          </>
        }
      />
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_16rem]">
        <SearchInput id="pump-search" label="Search pumps" placeholder="Search pumps by name or serial number..." value={search} onChange={setSearch} />
        <div>
          <label htmlFor="pump-station-filter" className="sr-only">
            Station
          </label>
          <NativeSelect id="pump-station-filter" value={stationId} onChange={(e) => setStation(e.target.value)}>
            <NamedOptions items={stations.data?.items ?? []} empty="All Stations" />
          </NativeSelect>
        </div>
      </div>
      <PumpResults
        params={{ ...(stationId ? { stationId } : {}), ...(term ? { search: term } : {}) }}
        filtered={Boolean(term || stationId)}
        addTo="/dashboard/pumps/new"
      />
    </div>
  );
}
