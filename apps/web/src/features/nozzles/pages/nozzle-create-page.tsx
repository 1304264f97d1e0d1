import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { LinkButton } from '@/components/ui/link-button';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { usePump } from '@/features/pumps/api/get-pump';
import { PumpLoadError } from '@/components/pump-load-error';
import { notify } from '@/lib/notify';
import { useCreateNozzle } from '../api/create-nozzle';
import { NozzleCreateForm } from '../components/nozzle-create-form';
import { nozzleListBackLink } from '../lib/nozzle-links';

/**
 * /dashboard/nozzles/new (?pumpId&stationId) and /dashboard/stations/{stationId}/pumps/{pumpId}/nozzles/new.
 * Opened from /setup (?setup=true) it returns there.
 */
export default function NozzleCreatePage() {
  const navigate = useNavigate();
  const params = useParams();
  const [query] = useSearchParams();
  const pumpId = params.pumpId ?? query.get('pumpId') ?? '';
  const stationId = params.stationId ?? query.get('stationId') ?? '';
  const fromSetup = query.get('setup') === 'true';
  const pump = usePump(pumpId || undefined);
  const create = useCreateNozzle();
  const back = nozzleListBackLink(pumpId, stationId);
  const done = fromSetup ? '/setup' : params.pumpId ? `/dashboard/pumps/${params.pumpId}` : back;

  if (pumpId && pump.isPending) return <Skeleton className="mx-auto h-96 max-w-2xl rounded-xl" />;
  if (pumpId && pump.isError) return <PumpLoadError />;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Breadcrumbs items={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Nozzles', to: back }, { label: 'New Nozzle' }]} />
      <PageHeader
        title="Add Nozzle"
        description={pump.data ? `A new nozzle on ${pump.data.name} at ${pump.data.stationName}.` : 'Choose the station and pump, then describe the nozzle.'}
        actions={
          <LinkButton to={fromSetup ? '/setup' : back} icon={ArrowLeft} variant="outline">
            {fromSetup ? 'Back to Setup' : 'Back to Nozzles'}
          </LinkButton>
        }
      />
      <Card>
        <CardContent className="pt-5">
          <NozzleCreateForm
            pump={pump.data}
            defaultStationId={stationId}
            onCancel={() => void navigate(fromSetup ? '/setup' : back)}
            onSubmit={async (request) => {
              const nozzle = await create.mutateAsync(request);
              notify.success('Nozzle created successfully', `${nozzle.name} was added to ${nozzle.pumpName}.`);
              void navigate(done);
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
