import { MAX_NOZZLES_PER_PUMP, type TCreatePump, type TStation, type TUpdatePump } from '@forecourt/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { fieldAria, FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { AssetStatusOptions, FormActions, FuelTypeOptions, NamedOptions } from '@/components/asset-fields';
import { PlanLimitAlert } from '@/components/form-problems';
import { applyServerError } from '@/lib/server-errors';
import { pumpFormResolver, type TPumpFormMode, type TPumpFormValues, visibleNozzleRows } from '../lib/pump-form-values';

const FIELDS = ['stationId', 'name', 'serialNumber', 'status', 'nozzleCount'] as const;

/**
 * Pump create and edit: Station *, Pump Name *, Serial Number *; the edit adds the status, the setup
 * variant a nozzle count (1–12) and a fuel type for each nozzle.
 */
export function PumpForm({
  mode,
  stations,
  defaultValues,
  submitLabel,
  pendingLabel,
  failTitle,
  onSubmit,
  onCancel,
}: {
  mode: TPumpFormMode;
  stations: TStation[];
  defaultValues: TPumpFormValues;
  submitLabel: string;
  pendingLabel: string;
  failTitle: string;
  onSubmit: (request: TCreatePump | TUpdatePump) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<TPumpFormValues, unknown, TCreatePump | TUpdatePump>({ resolver: pumpFormResolver(mode), defaultValues });
  const { errors, isSubmitting } = form.formState;
  const [planLimit, setPlanLimit] = useState<string | undefined>();
  const nozzleCount = useWatch({ control: form.control, name: 'nozzleCount' });
  const rows = mode === 'setup' ? visibleNozzleRows(nozzleCount) : 0;

  const submit = form.handleSubmit(async (request) => {
    setPlanLimit(undefined);
    try {
      await onSubmit(request);
    } catch (err) {
      setPlanLimit(applyServerError(err, form.setError, { fields: FIELDS, conflictField: 'serialNumber', failTitle }).planLimit);
    }
  });

  const ids = { stationId: 'pump-station', name: 'pump-name', serialNumber: 'pump-serial', status: 'pump-status', nozzleCount: 'pump-nozzle-count' };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={submitLabel}>
      <PlanLimitAlert message={planLimit} />
      <FormField id={ids.stationId} label="Station *" error={errors.stationId?.message}>
        <NativeSelect id={ids.stationId} {...fieldAria(ids.stationId, errors.stationId?.message)} {...form.register('stationId')}>
          <NamedOptions items={stations} empty="Select a station" />
        </NativeSelect>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={ids.name} label="Pump Name *" error={errors.name?.message}>
          <Input id={ids.name} placeholder="e.g. Pump 1" {...fieldAria(ids.name, errors.name?.message)} {...form.register('name')} />
        </FormField>
        <FormField id={ids.serialNumber} label="Serial Number *" error={errors.serialNumber?.message}>
          <Input
            id={ids.serialNumber}
            placeholder="e.g. WYN-2024-0001"
            autoCapitalize="characters"
            {...fieldAria(ids.serialNumber, errors.serialNumber?.message)}
            {...form.register('serialNumber')}
          />
        </FormField>
      </div>
      {mode === 'edit' && (
        <FormField id={ids.status} label="Status" error={errors.status?.message}>
          <NativeSelect id={ids.status} {...form.register('status')}>
            <AssetStatusOptions />
          </NativeSelect>
        </FormField>
      )}
      {mode === 'setup' && (
        <fieldset className="space-y-4 rounded-lg border p-4">
          <legend className="px-1 text-sm font-medium">Nozzles</legend>
          <FormField
            id={ids.nozzleCount}
            label="Nozzle count *"
            error={errors.nozzleCount?.message}
            hint={`1 to ${MAX_NOZZLES_PER_PUMP}; the nozzles are created with the pump. Your plan may allow fewer.`}
          >
            <Input
              id={ids.nozzleCount}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_NOZZLES_PER_PUMP}
              step={1}
              className="max-w-40"
              {...fieldAria(ids.nozzleCount, errors.nozzleCount?.message, true)}
              {...form.register('nozzleCount')}
            />
          </FormField>
          {rows > 0 && (
            <div className="grid gap-3 sm:grid-cols-2">
              {Array.from({ length: rows }, (_, i) => {
                const id = `pump-nozzle-${i + 1}-fuel`;
                const error = errors.fuelTypes?.[i]?.message;
                return (
                  <FormField key={id} id={id} label={`Nozzle ${i + 1} fuel type`} error={error}>
                    <NativeSelect id={id} {...fieldAria(id, error)} {...form.register(`fuelTypes.${i}` as const)}>
                      <FuelTypeOptions />
                    </NativeSelect>
                  </FormField>
                );
              })}
            </div>
          )}
        </fieldset>
      )}
      <FormActions submitLabel={submitLabel} pendingLabel={pendingLabel} pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
