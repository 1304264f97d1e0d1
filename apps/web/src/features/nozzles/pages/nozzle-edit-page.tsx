import { ASSET_MSG, type TNozzle, ZUpdateNozzle } from '@forecourt/shared';
import { AlertTriangle, ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { Field, SelectField } from '@/components/field';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { LinkButton } from '@/components/ui/link-button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { AssetStatusOptions, FormActions, FuelTypeOptions } from '@/components/asset-fields';
import { applyServerError } from '@/lib/server-errors';
import { notify } from '@/lib/notify';
import { useZodForm } from '@/lib/use-zod-form';
import { useNozzle } from '../api/get-nozzle';
import { useUpdateNozzle } from '../api/update-nozzle';

function NozzleEditForm({ nozzle, back }: { nozzle: TNozzle; back: string }) {
  const navigate = useNavigate();
  const update = useUpdateNozzle(nozzle.id);
  const form = useZodForm(ZUpdateNozzle, { name: nozzle.name, fuelType: nozzle.fuelType, status: nozzle.status }, { id: 'nozzle', ids: { fuelType: 'nozzle-fuel' } });
  const { isSubmitting } = form;

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
      <Field form={form} name="name" label="Nozzle Name *">
        {(control) => <Input {...control} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField form={form} name="fuelType" label="Fuel Type *">
          <FuelTypeOptions />
        </SelectField>
        <SelectField form={form} name="status" label="Status">
          <AssetStatusOptions />
        </SelectField>
      </div>
      <FormActions submitLabel="Save Changes" pendingLabel="Saving..." pending={isSubmitting} onCancel={() => void navigate(back)} />
    </form>
  );
}

/** /dashboard/nozzles/{nozzleId}/edit: name, fuel type and status; back to the pump's nozzle list. */
export default function NozzleEditPage() {
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
