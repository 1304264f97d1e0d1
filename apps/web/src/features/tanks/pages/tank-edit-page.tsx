import { TANK_MSG, type TUpdateTank } from '@forecourt/shared';
import { ArrowLeft, Cylinder } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '@/components/list-states';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useTank } from '../api/get-tank';
import { useUpdateTank } from '../api/update-tank';
import { TankForm } from '../components/tank-form';
import { tankFormValues } from '../lib/tank-form-values';

/** /dashboard/tanks/{tankId}/edit: name, capacity, minimum level and the nozzles fed; then back to the list. */
export default function TankEditPage() {
  const { tankId = '' } = useParams();
  const navigate = useNavigate();
  const tank = useTank(tankId);
  const update = useUpdateTank(tankId);
  const back = () => void navigate('/dashboard/tanks');

  if (tank.isPending) return <Skeleton className="mx-auto h-80 max-w-2xl rounded-xl" />;
  if (tank.isError) {
    return isApiError(tank.error) && tank.error.status === 404 ? (
      <EmptyState
        icon={Cylinder}
        title="Tank Not Found"
        description="This tank does not exist or was deleted."
        action={
          <LinkButton to="/dashboard/tanks" icon={ArrowLeft} variant="outline">
            Back to Tanks
          </LinkButton>
        }
      />
    ) : (
      <LoadError title="Error loading tank" message={tank.error.message} onRetry={() => void tank.refetch()} />
    );
  }
  const t = tank.data;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Breadcrumbs items={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Tanks', to: '/dashboard/tanks' }, { label: t.name }, { label: 'Edit' }]} />
      <PageHeader title="Edit Tank" description={`${t.name} at ${t.stationName}`} />
      <Card>
        <CardContent className="pt-5">
          <TankForm
            mode="edit"
            stations={[]}
            tankId={t.id}
            stationName={t.stationName}
            defaultValues={tankFormValues(t)}
            submitLabel="Save Changes"
            pendingLabel="Saving..."
            failTitle="Failed to save tank"
            onCancel={back}
            onSubmit={async (request) => {
              await update.mutateAsync(request as TUpdateTank);
              notify.success(TANK_MSG.updated);
              back();
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
