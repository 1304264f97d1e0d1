import { PAGE_DEFAULT_LIMIT, SEARCH_DEBOUNCE_MS, type TFuelType, type TNozzle } from '@forecourt/shared';
import { Droplets, Plus, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { LinkButton } from '@/components/ui/link-button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { NativeSelect } from '@/components/ui/select';
import { usePumps } from '@/features/pumps/api/get-pumps';
import { useStations } from '@/features/stations/api/get-stations';
import { FuelTypeOptions, NamedOptions } from '@/components/asset-fields';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { SearchInput } from '@/components/search-input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useNozzles } from '../api/get-nozzles';
import { DeleteNozzleDialog } from '../components/delete-nozzle-dialog';
import { NozzleCard } from '@/components/nozzle-card';
import { nozzleCreateLink, readingNewLink } from '../lib/nozzle-links';

/** /dashboard/nozzles and /dashboard/pumps/{pumpId}/nozzles: nozzles with search, station, pump and fuel type filters. */
export default function NozzleListPage() {
  const { pumpId: pathPumpId } = useParams();
  const [query] = useSearchParams();
  const [search, setSearch] = useState('');
  const [stationId, setStationId] = useState(query.get('stationId') ?? '');
  const [pumpId, setPumpId] = useState(pathPumpId ?? query.get('pumpId') ?? '');
  const [fuelType, setFuelType] = useState<TFuelType | ''>('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<TNozzle | null>(null);
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => setPage(1), [term, stationId, pumpId, fuelType]);

  const stations = useStations();
  const pumps = usePumps(stationId ? { stationId } : {});
  const nozzles = useNozzles({
    page,
    limit: PAGE_DEFAULT_LIMIT,
    ...(term ? { search: term } : {}),
    ...(stationId ? { stationId } : {}),
    ...(pumpId ? { pumpId } : {}),
    ...(fuelType ? { fuelType } : {}),
  });

  const pump = pumps.data?.items.find((p) => p.id === pumpId);
  const filtered = Boolean(term || stationId || pumpId || fuelType);
  const addTo = nozzleCreateLink(pumpId, stationId || pump?.stationId);
  const items = nozzles.data?.items ?? [];

  return (
    <div className="space-y-6">
      <Breadcrumbs items={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Pumps', to: '/dashboard/pumps' }, { label: 'Nozzles' }]} />
      <PageHeader
        title={pump ? `Nozzles for ${pump.name}` : 'Nozzles'}
        description="Each nozzle dispenses one fuel type; its meter readings record the sales."
        actions={
          <LinkButton to={addTo} icon={Plus}>
            Add Nozzle
          </LinkButton>
        }
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SearchInput id="nozzle-search" label="Search nozzles" placeholder="Search nozzles..." value={search} onChange={setSearch} />
        <div>
          <label htmlFor="nozzle-station-filter" className="sr-only">
            Station
          </label>
          <NativeSelect
            id="nozzle-station-filter"
            value={stationId}
            onChange={(e) => {
              setStationId(e.target.value);
              setPumpId('');
            }}
          >
            <NamedOptions items={stations.data?.items ?? []} empty="All Stations" />
          </NativeSelect>
        </div>
        <div>
          <label htmlFor="nozzle-pump-filter" className="sr-only">
            Pump
          </label>
          <NativeSelect id="nozzle-pump-filter" value={pumpId} onChange={(e) => setPumpId(e.target.value)}>
            <NamedOptions
              items={pumps.data?.items ?? []}
              empty="All Pumps"
              label={(p) => (stationId ? p.name : `${p.name} (${p.stationName})`)}
            />
          </NativeSelect>
        </div>
        <div>
          <label htmlFor="nozzle-fuel-filter" className="sr-only">
            Fuel type
          </label>
          <NativeSelect id="nozzle-fuel-filter" value={fuelType} onChange={(e) => setFuelType(e.target.value as TFuelType | '')}>
            <FuelTypeOptions empty="All Fuel Types" />
          </NativeSelect>
        </div>
      </div>

      {nozzles.isPending ? (
        <CardGridSkeleton label="Loading nozzles" />
      ) : nozzles.isError ? (
        <LoadError title="Error loading nozzles" message={nozzles.error.message} onRetry={() => void nozzles.refetch()} />
      ) : items.length === 0 ? (
        filtered ? (
          <EmptyState icon={SearchX} title="No nozzles found" description="No nozzle matches these filters." />
        ) : (
          <EmptyState
            icon={Droplets}
            title="No nozzles yet"
            description="Add nozzles to your pumps to start recording meter readings."
            action={
              <LinkButton to={addTo} icon={Plus}>
                Add Nozzle
              </LinkButton>
            }
          />
        )
      ) : (
        <div className="space-y-4">
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Nozzles">
            {items.map((n) => (
              <li key={n.id}>
                <NozzleCard nozzle={n} showPump readingTo={readingNewLink(n)} onDelete={setDeleting} />
              </li>
            ))}
          </ul>
          <Pagination page={page} limit={nozzles.data.limit} total={nozzles.data.total} onPageChange={setPage} label="Nozzle pages" />
        </div>
      )}
      <DeleteNozzleDialog nozzle={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
