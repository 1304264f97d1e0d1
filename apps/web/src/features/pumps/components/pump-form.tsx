import { MAX_NOZZLES_PER_PUMP, type TCreatePump, type TStation, type TUpdatePump, ZCreatePump, ZCreatePumpSetup, ZUpdatePump } from '@forecourt/shared';
import { useState } from 'react';
import { Field, SelectField } from '@/components/field';
import { Input } from '@/components/ui/input';
import { AssetStatusOptions, FormActions, FuelTypeOptions, NamedOptions } from '@/components/asset-fields';
import { PlanLimitAlert } from '@/components/form-problems';
import { applyServerError } from '@/lib/server-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { pumpFieldOf, toPumpRequest, type TPumpFormMode, type TPumpFormValues, visibleNozzleRows } from '../lib/pump-form-values';

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
  const form = useZodForm(mode === 'edit' ? ZUpdatePump : mode === 'setup' ? ZCreatePumpSetup : ZCreatePump, defaultValues, {
    id: 'pump',
    ids: { stationId: 'pump-station', serialNumber: 'pump-serial', nozzleCount: 'pump-nozzle-count' },
    toInput: (values) => toPumpRequest(values, mode),
    fieldOf: pumpFieldOf,
  });
  const { isSubmitting } = form;
  const [planLimit, setPlanLimit] = useState<string | undefined>();
  const rows = mode === 'setup' ? visibleNozzleRows(form.values.nozzleCount) : 0;

  const submit = form.handleSubmit(async (request: TCreatePump | TUpdatePump) => {
    setPlanLimit(undefined);
    try {
      await onSubmit(request);
    } catch (err) {
      setPlanLimit(applyServerError(err, form.setError, { fields: FIELDS, conflictField: 'serialNumber', failTitle }).planLimit);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={submitLabel}>
      <PlanLimitAlert message={planLimit} />
      <SelectField form={form} name="stationId" label="Station *">
        <NamedOptions items={stations} empty="Select a station" />
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field form={form} name="name" label="Pump Name *">
          {(control) => <Input placeholder="e.g. Pump 1" {...control} />}
        </Field>
        <Field form={form} name="serialNumber" label="Serial Number *">
          {(control) => <Input placeholder="e.g. WYN-2024-0001" autoCapitalize="characters" {...control} />}
        </Field>
      </div>
      {mode === 'edit' && (
        <SelectField form={form} name="status" label="Status">
          <AssetStatusOptions />
        </SelectField>
      )}
      {mode === 'setup' && (
        <fieldset className="space-y-4 rounded-lg border p-4">
          <legend className="px-1 text-sm font-medium">Nozzles</legend>
          <Field
            form={form}
            name="nozzleCount"
            label="Nozzle count *"
            hint={`1 to ${MAX_NOZZLES_PER_PUMP}; the nozzles are created with the pump. Your plan may allow fewer.`}
          >
            {(control) => <Input type="number" inputMode="numeric" min={1} max={MAX_NOZZLES_PER_PUMP} step={1} className="max-w-40" {...control} />}
          </Field>
          {rows > 0 && (
            <div className="grid gap-3 sm:grid-cols-2">
              {Array.from({ length: rows }, (_, i) => (
                <SelectField key={i} form={form} name={`fuelTypes.${i}`} label={`Nozzle ${i + 1} fuel type`}>
                  <FuelTypeOptions />
                </SelectField>
              ))}
            </div>
          )}
        </fieldset>
      )}
      <FormActions submitLabel={submitLabel} pendingLabel={pendingLabel} pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
