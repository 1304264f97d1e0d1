import { formatLitres, INVENTORY_MSG, type TFuelType, type TStation } from '@forecourt/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions, FuelTypeOptions, NamedOptions } from '@/components/asset-fields';
import { FormField, fieldAria } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { useInventory } from '../api/get-inventory';
import { useUpdateInventory } from '../api/update-inventory';
import { toInventoryUpdate, type TInventoryUpdateValues } from '../lib/inventory-update-body';

/**
 * Update Inventory (document 2, section 6): station, fuel type and new stock required; capacity and
 * minimum level optional and sent only when filled; an optional note for the ledger.
 */
export function InventoryUpdateForm({
  stations,
  stationId = '',
  fuelType = '',
  onDone,
  onCancel,
}: {
  stations: TStation[];
  stationId?: string;
  fuelType?: TFuelType | '';
  onDone: () => void;
  onCancel: () => void;
}) {
  const update = useUpdateInventory();
  const [errors, setErrors] = useState<Partial<Record<keyof TInventoryUpdateValues, string>>>({});
  const { register, handleSubmit, watch } = useForm<TInventoryUpdateValues>({
    defaultValues: { stationId, fuelType, newStock: '', capacity: '', minimumLevel: '', note: '' },
  });
  const [station, fuel] = watch(['stationId', 'fuelType']);
  /** A field's error goes as soon as it is changed. */
  const field = (name: keyof TInventoryUpdateValues) =>
    register(name, {
      onChange: () =>
        setErrors((e) => {
          if (!(name in e)) return e;
          const rest = { ...e };
          delete rest[name];
          return rest;
        }),
    });
  const current = useInventory(station && fuel ? { stationId: station, fuelType: fuel } : {}, { enabled: station !== '' && fuel !== '' });
  const tank = station && fuel ? current.data?.items.find((i) => i.stationId === station && i.fuelType === fuel) : undefined;

  const onSubmit = handleSubmit((values) => {
    const result = toInventoryUpdate(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    update.mutate(result.body, {
      onSuccess: () => {
        notify.success(INVENTORY_MSG.updated);
        onDone();
      },
      onError: (err) => notify.error(INVENTORY_MSG.updateFailed, err.message),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Update inventory" className="grid gap-4 sm:grid-cols-2">
      <FormField id="inv-station" label="Station *" error={errors.stationId}>
        <NativeSelect id="inv-station" {...fieldAria('inv-station', errors.stationId)} {...field('stationId')}>
          <NamedOptions items={stations} empty="Select station" />
        </NativeSelect>
      </FormField>
      <FormField id="inv-fuel" label="Fuel type *" error={errors.fuelType}>
        <NativeSelect id="inv-fuel" {...fieldAria('inv-fuel', errors.fuelType)} {...field('fuelType')}>
          <FuelTypeOptions empty="Select fuel type" />
        </NativeSelect>
      </FormField>
      <FormField
        id="inv-stock"
        label="New stock (litres) *"
        error={errors.newStock}
        hint={tank ? (tank.isSetUp ? `Book stock now: ${formatLitres(tank.currentStock)}` : `${INVENTORY_MSG.noTank} yet`) : undefined}
        className="sm:col-span-2"
      >
        <Input
          id="inv-stock"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.001}
          placeholder="0.000"
          {...fieldAria('inv-stock', errors.newStock, Boolean(tank))}
          {...field('newStock')}
        />
      </FormField>
      <FormField
        id="inv-capacity"
        label="Capacity (litres)"
        error={errors.capacity}
        hint={tank?.capacity != null ? `Now ${formatLitres(tank.capacity)}; leave empty to keep` : 'Optional'}
      >
        <Input id="inv-capacity" type="number" inputMode="decimal" min={0} step={0.001} {...fieldAria('inv-capacity', errors.capacity, true)} {...field('capacity')} />
      </FormField>
      <FormField
        id="inv-minimum"
        label="Minimum level (litres)"
        error={errors.minimumLevel}
        hint={tank?.minimumLevel != null ? `Now ${formatLitres(tank.minimumLevel)}; leave empty to keep` : 'Optional'}
      >
        <Input id="inv-minimum" type="number" inputMode="decimal" min={0} step={0.001} {...fieldAria('inv-minimum', errors.minimumLevel, true)} {...field('minimumLevel')} />
      </FormField>
      <FormField id="inv-note" label="Note" error={errors.note} hint="Optional: why the stock changed (dip reading, delivery…)" className="sm:col-span-2">
        <Textarea id="inv-note" rows={2} maxLength={500} {...fieldAria('inv-note', errors.note, true)} {...field('note')} />
      </FormField>
      <div className="sm:col-span-2">
        <FormActions submitLabel="Update Inventory" pendingLabel="Saving..." pending={update.isPending} onCancel={onCancel} />
      </div>
    </form>
  );
}
