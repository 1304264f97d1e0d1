import { ASSET_MSG, ZCreateStation } from '@forecourt/shared';
import { useNavigate } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { notify } from '@/lib/notify';
import { useCreateStation } from '../api/create-station';
import { EMPTY_STATION_VALUES, StationForm } from '../components/station-form';
import { useSetupFlow } from '../lib/use-setup-flow';

/** /dashboard/stations/new: Create New Station. */
export default function StationCreatePage() {
  const navigate = useNavigate();
  const create = useCreateStation();
  const { fromSetup } = useSetupFlow();
  const back = fromSetup ? '/setup' : '/dashboard/stations';

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Breadcrumbs items={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Stations', to: '/dashboard/stations' }, { label: 'New Station' }]} />
      <PageHeader title="Create New Station" description="Name and address are required; the rest can be added later." />
      <Card>
        <CardContent className="pt-5">
          <StationForm
            schema={ZCreateStation}
            fields={['name', 'address', 'city', 'state', 'zipCode', 'phone', 'email']}
            defaultValues={EMPTY_STATION_VALUES}
            submitLabel="Create Station"
            pendingLabel="Creating..."
            listProblems
            failTitle="Failed to create station"
            onCancel={() => void navigate(back)}
            onSubmit={async (values) => {
              const station = await create.mutateAsync(values);
              notify.success(ASSET_MSG.stationCreated, `${station.name} has been added.`);
              void navigate(fromSetup ? '/setup' : `/dashboard/stations/${station.id}`);
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
