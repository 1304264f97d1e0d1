import { ASSET_MSG, type TNozzle, type TUpdateNozzle, ZUpdateNozzle } from '@forecourt/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { fieldAria, FormField } from '@/components/form-field';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { LinkButton } from '@/components/ui/link-button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { AssetStatusOptions, FormActions, FuelTypeOptions } from '@/components/asset-fields';
import { applyServerError } from '@/lib/server-errors';
import { notify } from '@/lib/notify';
import { useNozzle } from '../api/get-nozzle';
import { useUpdateNozzle } from '../api/update-nozzle';

type TValues = Required<Pick<TUpdateNozzle, 'name' | 'fuelType' | 'status'>>;

function NozzleEditForm({ nozzle, back }: { nozzle: TNozzle; back: string }) {
  const navigate = useNavigate();
  const update = useUpdateNozzle(nozzle.id);
  const form = useForm<TValues, unknown, TUpdateNozzle>({
    resolver: zodResolver(ZUpdateNozzle) as never,
    defaultValues: { name: nozzle.name, fuelType: nozzle.fuelType, status: nozzle.status },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notify.success('Nozzle updated successfully');
      void navigate(back);
    } catch (err) {
      applyServerError(err, form.setError, { fields: ['name', 'fuelType', 'status'], conflictField: 'name', failTitle: 'Failed to update nozzle' });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Edit Nozzle">
      <FormField id="nozzle-name" label="Nozzle Name *" error={errors.name?.message}>
        <Input id="nozzle-name" {...fieldAria('nozzle-name', errors.name?.message)} {...form.register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="nozzle-fuel" label="Fuel Type *" error={errors.fuelType?.message}>
          <NativeSelect id="nozzle-fuel" {...form.register('fuelType')}>
            <FuelTypeOptions />
          </NativeSelect>
        </FormField>
        <FormField id="nozzle-status" label="Status" error={errors.status?.message}>
          <NativeSelect id="nozzle-status" {...form.register('status')}>
            <AssetStatusOptions />
          </NativeSelect>
        </FormField>
      </div>
      <FormActions submitLabel="Save Changes" pendingLabel="Saving..." pending={isSubmitting} onCancel={() => void navigate(back)} />
    </form>
  );
}

/** /dashboard/nozzles/{nozzleId}/edit: name, fuel type and status; back to the pump's nozzle list. */
export function NozzleEditPage() {
  const { nozzleId = '' } = useParams();
  const nozzle = useNozzle(nozzleId);

  if (nozzle.isPending) return <Skeleton className="mx-auto h-72 max-w-2xl rounded-xl" />;
  if (nozzle.isError) {
    return (
      <EmptyState
        icon={AlertTriangle}
        title={ASSET_MSG.nozzleNotFound}
        description="The nozzle could not be found or could not be loaded."
        action={
          <LinkButton to="/dashboard/nozzles" icon={ArrowLeft} variant="outline">
            Back to Nozzles
          </LinkButton>
        }
      />
    );
  }
  const n = nozzle.data;
  const back = `/dashboard/pumps/${n.pumpId}/nozzles`;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Breadcrumbs items={[{ label: 'Pumps', to: '/dashboard/pumps' }, { label: 'Nozzles', to: back }, { label: n.name }]} />
      <PageHeader title="Edit Nozzle" description={`Nozzle #${n.nozzleNumber} on ${n.pumpName} at ${n.stationName}`} />
      <Card>
        <CardContent className="pt-5">
          <NozzleEditForm nozzle={n} back={back} />
        </CardContent>
      </Card>
    </div>
  );
}

export default NozzleEditPage;
