import { ASSET_MSG, type TUpdatePump } from '@forecourt/shared';
import { useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useStations } from '@/features/stations/api/get-stations';
import { notify } from '@/lib/notify';
import { usePump } from '../api/get-pump';
import { useUpdatePump } from '../api/update-pump';
import { PumpForm } from '../components/pump-form';
import { PumpLoadError } from '@/components/pump-load-error';
import { emptyPumpFormValues } from '../lib/pump-form-values';

/** /dashboard/pumps/{pumpId}/edit and /dashboard/stations/{stationId}/pumps/{pumpId}/settings: Edit Pump. */
export default function PumpEditPage() {
  const { pumpId = '' } = useParams();
  const navigate = useNavigate();
  const pump = usePump(pumpId);
  const stations = useStations();
  const update = useUpdatePump(pumpId);
  const back = `/dashboard/pumps/${pumpId}`;

  if (pump.isPending || stations.isPending) return <Skeleton className="mx-auto h-80 max-w-2xl rounded-xl" />;
  if (pump.isError) return <PumpLoadError />;
  const p = pump.data;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Breadcrumbs items={[{ label: 'Pumps', to: '/dashboard/pumps' }, { label: p.name, to: back }, { label: 'Edit' }]} />
      <PageHeader title="Edit Pump" description={`${p.name} at ${p.stationName}`} />
      <Card>
        <CardContent className="pt-5">
          <PumpForm
            mode="edit"
            stations={stations.data?.items ?? []}
            defaultValues={{ ...emptyPumpFormValues(p.stationId), name: p.name, serialNumber: p.serialNumber, status: p.status }}
            submitLabel="Save Changes"
            pendingLabel="Saving..."
            failTitle={ASSET_MSG.pumpUpdateFailed}
            onCancel={() => void navigate(back)}
            onSubmit={async (request) => {
              await update.mutateAsync(request as TUpdatePump);
              notify.success(ASSET_MSG.pumpUpdated);
              void navigate(back);
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
