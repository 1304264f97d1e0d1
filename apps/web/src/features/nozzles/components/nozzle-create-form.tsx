import { type TCreateNozzle, type TFuelType, type TPump, ZCreateNozzle } from '@forecourt/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { fieldAria, FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { usePumps } from '@/features/pumps/api/get-pumps';
import { useStations } from '@/features/stations/api/get-stations';
import { FormActions, FuelTypeOptions, NamedOptions } from '@/components/asset-fields';
import { PlanLimitAlert } from '@/components/form-problems';
import { applyServerError } from '@/lib/server-errors';

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
  const form = useForm<TNozzleCreateValues, unknown, z.output<typeof ZCreateNozzle>>({
    resolver: zodResolver(ZCreateNozzle) as never,
    defaultValues: {
      stationId: pump?.stationId ?? defaultStationId,
      pumpId: pump?.id ?? '',
      name: '',
      fuelType: '',
      openingReading: '0',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [planLimit, setPlanLimit] = useState<string | undefined>();
  const values = useWatch({ control: form.control });
  const stationId = values.stationId ?? '';
  const stations = useStations();
  const pumps = usePumps({ stationId }, { enabled: !pump && Boolean(stationId) });

  // A business with a single station has nothing to choose: preselect it.
  const onlyStationId = stations.data?.items.length === 1 ? stations.data.items[0]?.id : undefined;
  useEffect(() => {
    if (!pump && onlyStationId && !form.getValues('stationId')) form.setValue('stationId', onlyStationId);
  }, [pump, onlyStationId, form]);

  const submit = form.handleSubmit(async (request) => {
    setPlanLimit(undefined);
    try {
      await onSubmit(request satisfies TCreateNozzle);
    } catch (err) {
      setPlanLimit(applyServerError(err, form.setError, { fields: FIELDS, conflictField: 'name', failTitle: 'Failed to create nozzle' }).planLimit);
    }
  });

  const stationField = form.register('stationId');
  const ready = canSubmitNozzle({ stationId, pumpId: values.pumpId ?? '', name: values.name ?? '', fuelType: values.fuelType ?? '' });

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
          <FormField id="nozzle-station" label="Station *">
            <NativeSelect
              id="nozzle-station"
              {...stationField}
              onChange={(e) => {
                void stationField.onChange(e);
                form.setValue('pumpId', '');
              }}
            >
              <NamedOptions items={stations.data?.items ?? []} empty="Select a station" />
            </NativeSelect>
          </FormField>
          <FormField id="nozzle-pump" label="Pump *" error={errors.pumpId?.message}>
            <NativeSelect id="nozzle-pump" disabled={!stationId} {...fieldAria('nozzle-pump', errors.pumpId?.message)} {...form.register('pumpId')}>
              <NamedOptions items={pumps.data?.items ?? []} empty={stationId && pumps.data?.items.length === 0 ? 'No pumps at this station' : 'Select a pump'} />
            </NativeSelect>
          </FormField>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="nozzle-name" label="Nozzle Name *" error={errors.name?.message}>
          <Input id="nozzle-name" placeholder="e.g. Nozzle 1" {...fieldAria('nozzle-name', errors.name?.message)} {...form.register('name')} />
        </FormField>
        <FormField id="nozzle-fuel" label="Fuel Type *" error={errors.fuelType?.message}>
          <NativeSelect id="nozzle-fuel" {...fieldAria('nozzle-fuel', errors.fuelType?.message)} {...form.register('fuelType')}>
            <FuelTypeOptions empty="Select a fuel type" />
          </NativeSelect>
        </FormField>
      </div>
      <FormField
        id="nozzle-opening"
        label="Opening meter reading (litres)"
        error={errors.openingReading?.message}
        hint="The totaliser value on the nozzle's meter now, up to 3 decimals. The first reading you record later counts only the fuel pumped since."
      >
        <Input
          id="nozzle-opening"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.001}
          className="max-w-60"
          {...fieldAria('nozzle-opening', errors.openingReading?.message, true)}
          {...form.register('openingReading')}
        />
      </FormField>
      <FormActions submitLabel="Create Nozzle" pendingLabel="Creating..." pending={isSubmitting} disabled={!ready} onCancel={onCancel} />
    </form>
  );
}
