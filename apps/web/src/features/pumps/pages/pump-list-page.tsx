import { SEARCH_DEBOUNCE_MS } from '@forecourt/shared';
import { Droplets, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { NativeSelect } from '@/components/ui/select';
import { useStations } from '@/features/stations/api/get-stations';
import { SearchInput } from '@/features/stations/components/search-input';
import { useDebouncedValue } from '@/features/stations/lib/use-debounced-value';
import { PumpResults } from '../components/pump-results';

/** /dashboard/pumps: Fuel Pump Management (search over name and serial number, station filter). */
export function PumpListPage() {
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
            <Button asChild variant="outline">
              <Link to="/dashboard/nozzles">
                <Droplets aria-hidden="true" />
                Nozzles
              </Link>
            </Button>
            <Button asChild>
              <Link to={stationId ? `/dashboard/pumps/new?stationId=${stationId}` : '/dashboard/pumps/new'}>
                <Plus aria-hidden="true" />
                Add Pump
              </Link>
            </Button>
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
            <option value="">All Stations</option>
            {(stations.data?.items ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
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

export default PumpListPage;
