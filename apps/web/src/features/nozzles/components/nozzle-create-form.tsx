import { type TCreateNozzle, type TFuelType, type TPump, ZCreateNozzle } from '@forecourt/shared';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { Field, SelectField } from '@/components/field';
import { Input } from '@/components/ui/input';
import { usePumps } from '@/features/pumps/api/get-pumps';
import { useStations } from '@/features/stations/api/get-stations';
import { FormActions, FuelTypeOptions, NamedOptions } from '@/components/asset-fields';
import { PlanLimitAlert } from '@/components/form-problems';
import { applyServerError } from '@/lib/server-errors';
import { useZodForm } from '@/lib/use-zod-form';

export type TNozzleCreateValues = {
  stationId: string;
  pumpId: string;
  name: string;
  fuelType: TFuelType | '';
  openingReading: string;
};

const FIELDS = ['pumpId', 'name', 'fuelType', 'openingReading'] as const;

/** Submit stays disabled until pump, name and fuel type are filled (and a station when none came with the page). */
export function canSubmitNozzle(values: Pick<TNozzleCreateValues, 'stationId' | 'pumpId' | 'name' | 'fuelType'>): boolean {
  return Boolean(values.stationId && values.pumpId && values.name.trim() && values.fuelType);
}

/**
 * The nozzle create form. With a `pump` given (from the URL) the station and pump are fixed and shown;
 * otherwise the station select narrows the pump select, and changing the station clears the pump.
 */
export function NozzleCreateForm({
  pump,
  defaultStationId,
  onSubmit,
  onCancel,
}: {
  pump: TPump | undefined;
  defaultStationId: string;
  onSubmit: (request: z.output<typeof ZCreateNozzle>) => Promise<unknown>;
  onCancel: () => void;
}) {
  const initial: TNozzleCreateValues = { stationId: pump?.stationId ?? defaultStationId, pumpId: pump?.id ?? '', name: '', fuelType: '', openingReading: '0' };
  const form = useZodForm(ZCreateNozzle, initial, { id: 'nozzle', ids: { stationId: 'nozzle-station', pumpId: 'nozzle-pump', fuelType: 'nozzle-fuel', openingReading: 'nozzle-opening' } });
  const { values, isSubmitting } = form;
  const [planLimit, setPlanLimit] = useState<string | undefined>();
  const stationId = values.stationId;
  const stations = useStations();
  const pumps = usePumps({ stationId }, { enabled: !pump && Boolean(stationId) });

  // A business with a single station has nothing to choose: preselect it.
  const onlyStationId = stations.data?.items.length === 1 ? stations.data.items[0]?.id : undefined;
  useEffect(() => {
    if (!pump && onlyStationId && !form.form.getValues('stationId')) form.form.setValue('stationId', onlyStationId);
  }, [pump, onlyStationId, form.form]);

  const submit = form.handleSubmit(async (request) => {
    setPlanLimit(undefined);
    try {
      await onSubmit(request satisfies TCreateNozzle);
    } catch (err) {
      setPlanLimit(applyServerError(err, form.setError, { fields: FIELDS, conflictField: 'name', failTitle: 'Failed to create nozzle' }).planLimit);
    }
  });

  const ready = canSubmitNozzle(values);

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Create Nozzle">
      <PlanLimitAlert message={planLimit} />
      {pump ? (
        <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted/60 p-3 text-sm">
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">Station</dt>
            <dd className="truncate font-medium">{pump.stationName}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">Pump</dt>
            <dd className="truncate font-medium">{pump.name}</dd>
          </div>
        </dl>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField form={form} name="stationId" label="Station *" onChange={() => form.form.setValue('pumpId', '')}>
            <NamedOptions items={stations.data?.items ?? []} empty="Select a station" />
          </SelectField>
          <SelectField form={form} name="pumpId" label="Pump *" disabled={!stationId}>
            <NamedOptions items={pumps.data?.items ?? []} empty={stationId && pumps.data?.items.length === 0 ? 'No pumps at this station' : 'Select a pump'} />
          </SelectField>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field form={form} name="name" label="Nozzle Name *">
          {(control) => <Input placeholder="e.g. Nozzle 1" {...control} />}
        </Field>
        <SelectField form={form} name="fuelType" label="Fuel Type *">
          <FuelTypeOptions empty="Select a fuel type" />
        </SelectField>
      </div>
      <Field
        form={form}
        name="openingReading"
        label="Opening meter reading (litres)"
        hint="The totaliser value on the nozzle's meter now, up to 3 decimals. The first reading you record later counts only the fuel pumped since."
      >
        {(control) => <Input type="number" inputMode="decimal" min={0} step={0.001} className="max-w-60" {...control} />}
      </Field>
      <FormActions submitLabel="Create Nozzle" pendingLabel="Creating..." pending={isSubmitting} disabled={!ready} onCancel={onCancel} />
    </form>
  );
}
