import { ASSET_MSG, type TCreatePump } from '@forecourt/shared';
import { ArrowLeft, Building2, Plus } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { LinkButton } from '@/components/ui/link-button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useStations } from '@/features/stations/api/get-stations';
import { LoadError } from '@/components/list-states';
import { notify } from '@/lib/notify';
import { useCreatePump } from '../api/create-pump';
import { PumpForm } from '../components/pump-form';
import { emptyPumpFormValues } from '../lib/pump-form-values';

/**
 * /dashboard/pumps/new (?stationId preselects the station; ?setup=true is the setup variant with a
 * nozzle count). After saving: the station's pumps when a station was given, otherwise /setup.
 */
export default function PumpCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const givenStationId = params.get('stationId') ?? '';
  const setup = params.get('setup') === 'true';
  const stations = useStations();
  const create = useCreatePump();

  if (stations.isPending) return <Skeleton className="mx-auto h-80 max-w-2xl rounded-xl" />;
  if (stations.isError) return <LoadError title="Error loading stations" message={ASSET_MSG.stationsFetchFailed} onRetry={() => void stations.refetch()} />;

  const list = stations.data.items;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={Building2}
        title="No Stations Available"
        description="Please create a station before adding a pump."
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <LinkButton to="/dashboard/stations" icon={Plus}>
              Create Station
            </LinkButton>
            <LinkButton to="/setup" icon={ArrowLeft} variant="outline">
              Back to Setup
            </LinkButton>
          </div>
        }
      />
    );
  }

  // A single station is the only choice: preselect it.
  const preselected = givenStationId || (list.length === 1 ? (list[0]?.id ?? '') : '');

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Breadcrumbs items={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Pumps', to: '/dashboard/pumps' }, { label: 'New Pump' }]} />
      <PageHeader
        title="Add Pump"
        description={setup ? 'Add a pump and its nozzles in one step.' : 'Add a pump to a station; configure its nozzles next.'}
      />
      <Card>
        <CardContent className="pt-5">
          <PumpForm
            mode={setup ? 'setup' : 'create'}
            stations={list}
            defaultValues={emptyPumpFormValues(preselected)}
            submitLabel="Create Pump"
            pendingLabel="Creating..."
            failTitle={ASSET_MSG.pumpCreateFailed}
            onCancel={() => void navigate('/setup')}
            onSubmit={async (request) => {
              const pump = await create.mutateAsync(request as TCreatePump);
              notify.success(ASSET_MSG.pumpCreated, `${pump.name} was added to ${pump.stationName}.`);
              void navigate(givenStationId ? `/dashboard/stations/${givenStationId}/pumps` : '/setup');
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
