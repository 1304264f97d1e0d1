import { ASSET_MSG, ASSET_STATUS_LABELS, ASSET_STATUSES, FUEL_TYPE_LABELS, FUEL_TYPES, type TUpdateNozzle, ZUpdateNozzle } from '@forecourt/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { fieldAria, FormField } from '@/components/form-field';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { applyServerError } from '@/features/stations/lib/server-errors';
import { notify } from '@/lib/notify';
import type { TNozzle } from '@forecourt/shared';
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
            {FUEL_TYPES.map((f) => (
              <option key={f} value={f}>
                {FUEL_TYPE_LABELS[f]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="nozzle-status" label="Status" error={errors.status?.message}>
          <NativeSelect id="nozzle-status" {...form.register('status')}>
            {ASSET_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ASSET_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => void navigate(back)}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
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
          <Button asChild variant="outline">
            <Link to="/dashboard/nozzles">
              <ArrowLeft aria-hidden="true" />
              Back to Nozzles
            </Link>
          </Button>
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
