import { FUEL_TYPE_LABELS, TANK_NAME_MAX, type TCreateTank, type TStation, type TUpdateTank, ZCreateTank, ZUpdateTank } from '@forecourt/shared';
import type { PathValue } from 'react-hook-form';
import { FormActions, FuelTypeOptions, NamedOptions } from '@/components/asset-fields';
import { Field, SelectField } from '@/components/field';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { applyServerError } from '@/lib/server-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { tankFieldOf, toTankRequest, type TTankFormMode, type TTankFormValues } from '../lib/tank-form-values';
import { TankNozzlesField } from './tank-nozzles-field';

const FIELDS = ['stationId', 'name', 'fuelType', 'capacity', 'minimumLevel', 'nozzleIds'] as const;

/** Refusals about the nozzles ticked (422), shown on the checklist as well as in the toast. */
const NOZZLE_KEYS = new Set(['tank.nozzleNotHere', 'tank.nozzleFuel']);

/**
 * Tank create and edit: station and fuel (chosen when creating, fixed after), name, capacity, minimum
 * level and the nozzles it feeds, checked by the shared schema (ZCreateTank / ZUpdateTank).
 */
export function TankForm({
  mode,
  stations,
  defaultValues,
  tankId,
  stationName,
  submitLabel,
  pendingLabel,
  failTitle,
  onSubmit,
  onCancel,
}: {
  mode: TTankFormMode;
  stations: TStation[];
  defaultValues: TTankFormValues;
  /** The tank being edited. */
  tankId?: string;
  /** The tank's station, shown read-only when editing. */
  stationName?: string;
  submitLabel: string;
  pendingLabel: string;
  failTitle: string;
  onSubmit: (request: TCreateTank | TUpdateTank) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useZodForm(mode === 'edit' ? ZUpdateTank : ZCreateTank, defaultValues, {
    id: 'tank',
    toInput: (values) => toTankRequest(values, mode),
    fieldOf: tankFieldOf,
  });
  const { stationId, fuelType, nozzleIds } = form.values;

  const setNozzles = (ids: string[]) =>
    form.form.setValue('nozzleIds', ids as PathValue<TTankFormValues, 'nozzleIds'>, { shouldDirty: true, shouldValidate: form.form.formState.isSubmitted });
  // Another station or fuel has other nozzles: what was ticked goes.
  const clearNozzles = () => setNozzles([]);

  const submit = form.handleSubmit(async (request: TCreateTank | TUpdateTank) => {
    try {
      await onSubmit(request);
    } catch (err) {
      applyServerError(err, form.setError, { fields: FIELDS, conflictField: 'name', failTitle });
      if (isApiError(err) && err.key && NOZZLE_KEYS.has(err.key)) form.setError('nozzleIds', { type: 'server', message: err.message });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={submitLabel}>
      {mode === 'create' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField form={form} name="stationId" label="Station *" onChange={clearNozzles}>
            <NamedOptions items={stations} empty="Select a station" />
          </SelectField>
          <SelectField form={form} name="fuelType" label="Fuel type *" onChange={clearNozzles}>
            <FuelTypeOptions empty="Select a fuel type" />
          </SelectField>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="tank-station" label="Station">
            <Input id="tank-station" value={stationName ?? ''} readOnly aria-describedby="tank-fixed-hint" />
          </FormField>
          <FormField id="tank-fuel" label="Fuel type">
            <Input id="tank-fuel" value={fuelType ? FUEL_TYPE_LABELS[fuelType] : ''} readOnly aria-describedby="tank-fixed-hint" />
          </FormField>
          <p id="tank-fixed-hint" className="-mt-2 text-xs text-muted-foreground sm:col-span-2">
            A tank&apos;s station and fuel cannot be changed. Add a new tank instead.
          </p>
        </div>
      )}
      <Field form={form} name="name" label="Tank name *">
        {(control) => <Input placeholder="e.g. Diesel tank 1" maxLength={TANK_NAME_MAX} {...control} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field form={form} name="capacity" label="Capacity (litres) *">
          {(control) => <Input type="number" inputMode="decimal" min={0} step={0.001} placeholder="e.g. 20000" {...control} />}
        </Field>
        <Field form={form} name="minimumLevel" label="Minimum level (litres)" hint="Optional: stock at or below it is critical and raises an alert.">
          {(control) => <Input type="number" inputMode="decimal" min={0} step={0.001} {...control} />}
        </Field>
      </div>
      <TankNozzlesField
        id="tank-nozzles"
        stationId={stationId}
        fuelType={fuelType}
        tankId={tankId}
        value={nozzleIds}
        onChange={setNozzles}
        error={form.errors.nozzleIds}
      />
      <FormActions submitLabel={submitLabel} pendingLabel={pendingLabel} pending={form.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
