import { ASSET_MSG, FUEL_TYPES, TANK_MSG, type TCreateTank, type TFuelType } from '@forecourt/shared';
import { Building2, Plus } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '@/components/list-states';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useStations } from '@/features/stations/api/get-stations';
import { notify } from '@/lib/notify';
import { useCreateTank } from '../api/create-tank';
import { TankForm } from '../components/tank-form';
import { emptyTankFormValues } from '../lib/tank-form-values';

const isFuel = (v: string | null): v is TFuelType => v !== null && (FUEL_TYPES as readonly string[]).includes(v);

/** /dashboard/tanks/new (?stationId and ?fuelType preselect): Add Tank, then back to the list. */
export default function TankCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const givenStationId = params.get('stationId') ?? '';
  const fuel = params.get('fuelType');
  const stations = useStations();
  const create = useCreateTank();
  const back = givenStationId ? `/dashboard/tanks?stationId=${givenStationId}` : '/dashboard/tanks';

  if (stations.isPending) return <Skeleton className="mx-auto h-80 max-w-2xl rounded-xl" />;
  if (stations.isError) return <LoadError title="Error loading stations" message={ASSET_MSG.stationsFetchFailed} onRetry={() => void stations.refetch()} />;

  const list = stations.data.items;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={Building2}
        title="No Stations Available"
        description="Please create a station before adding a tank."
        action={
          <LinkButton to="/dashboard/stations/new" icon={Plus}>
            Create Station
          </LinkButton>
        }
      />
    );
  }
  // A single station is the only choice: preselect it.
  const preselected = givenStationId || (list.length === 1 ? (list[0]?.id ?? '') : '');

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Breadcrumbs items={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Tanks', to: '/dashboard/tanks' }, { label: 'New Tank' }]} />
      <PageHeader title="Add Tank" description="A tank holds one fuel at a station; tick the nozzles it feeds." />
      <Card>
        <CardContent className="pt-5">
          <TankForm
            mode="create"
            stations={list}
            defaultValues={emptyTankFormValues(preselected, isFuel(fuel) ? fuel : '')}
            submitLabel="Add Tank"
            pendingLabel="Saving..."
            failTitle="Failed to add tank"
            onCancel={() => void navigate(back)}
            onSubmit={async (request) => {
              const tank = await create.mutateAsync(request as TCreateTank);
              notify.success(TANK_MSG.created, `${tank.name} was added to ${tank.stationName}.`);
              void navigate(back);
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
