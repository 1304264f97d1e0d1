import { Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { NamedOptions } from '@/components/asset-fields';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { NativeSelect } from '@/components/ui/select';
import { useStations } from '@/features/stations/api/get-stations';
import { TankResults } from '../components/tank-results';

/** /dashboard/tanks: the stations' tanks (station filter in ?stationId), their stock and the nozzles each feeds. */
export default function TankListPage() {
  const [params, setParams] = useSearchParams();
  const stationId = params.get('stationId') ?? '';
  const stations = useStations();
  const addTo = stationId ? `/dashboard/tanks/new?stationId=${stationId}` : '/dashboard/tanks/new';

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
        title="Tanks"
        description="Each tank holds one fuel and feeds the nozzles given to it: their sales take litres out of its book stock."
        actions={
          <LinkButton to={addTo} icon={Plus}>
            Add Tank
          </LinkButton>
        }
      />
      <div className="sm:w-72">
        <label htmlFor="tank-station-filter" className="mb-1.5 block text-sm font-medium">
          Station
        </label>
        <NativeSelect id="tank-station-filter" value={stationId} onChange={(e) => setStation(e.target.value)}>
          <NamedOptions items={stations.data?.items ?? []} empty="All stations" />
        </NativeSelect>
      </div>
      <TankResults stationId={stationId} addTo={addTo} />
    </div>
  );
}
