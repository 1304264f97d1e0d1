import { formatLitres, INVENTORY_MSG, type TFuelType, type TStation, ZInventoryUpdate } from '@forecourt/shared';
import { FormActions, FuelTypeOptions, NamedOptions } from '@/components/asset-fields';
import { Field, SelectField } from '@/components/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { useZodForm } from '@/lib/use-zod-form';
import { useInventory } from '../api/get-inventory';
import { useUpdateInventory } from '../api/update-inventory';
import { toInventoryInput, type TInventoryUpdateValues } from '../lib/inventory-update-body';

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
  const initial: TInventoryUpdateValues = { stationId, fuelType, newStock: '', capacity: '', minimumLevel: '', note: '' };
  const form = useZodForm(ZInventoryUpdate, initial, {
    id: 'inv',
    ids: { stationId: 'inv-station', fuelType: 'inv-fuel', newStock: 'inv-stock', capacity: 'inv-capacity', minimumLevel: 'inv-minimum', note: 'inv-note' },
    toInput: toInventoryInput,
  });
  const { stationId: station, fuelType: fuel } = form.values;
  const current = useInventory(station && fuel ? { stationId: station, fuelType: fuel } : {}, { enabled: station !== '' && fuel !== '' });
  const tank = station && fuel ? current.data?.items.find((i) => i.stationId === station && i.fuelType === fuel) : undefined;

  const onSubmit = form.handleSubmit((body) => {
    update.mutate(body, {
      onSuccess: () => {
        notify.success(INVENTORY_MSG.updated);
        onDone();
      },
      onError: (err) => notify.error(INVENTORY_MSG.updateFailed, err.message),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Update inventory" className="grid gap-4 sm:grid-cols-2">
      <SelectField form={form} name="stationId" label="Station *">
        <NamedOptions items={stations} empty="Select station" />
      </SelectField>
      <SelectField form={form} name="fuelType" label="Fuel type *">
        <FuelTypeOptions empty="Select fuel type" />
      </SelectField>
      <Field
        form={form}
        name="newStock"
        label="New stock (litres) *"
        hint={tank ? (tank.isSetUp ? `Book stock now: ${formatLitres(tank.currentStock)}` : `${INVENTORY_MSG.noTank} yet`) : undefined}
        className="sm:col-span-2"
      >
        {(control) => <Input type="number" inputMode="decimal" min={0} step={0.001} placeholder="0.000" {...control} />}
      </Field>
      <Field
        form={form}
        name="capacity"
        label="Capacity (litres)"
        hint={tank?.capacity != null ? `Now ${formatLitres(tank.capacity)}; leave empty to keep` : 'Optional'}
      >
        {(control) => <Input type="number" inputMode="decimal" min={0} step={0.001} {...control} />}
      </Field>
      <Field
        form={form}
        name="minimumLevel"
        label="Minimum level (litres)"
        hint={tank?.minimumLevel != null ? `Now ${formatLitres(tank.minimumLevel)}; leave empty to keep` : 'Optional'}
      >
        {(control) => <Input type="number" inputMode="decimal" min={0} step={0.001} {...control} />}
      </Field>
      <Field form={form} name="note" label="Note" hint="Optional: why the stock changed (dip reading, delivery…)" className="sm:col-span-2">
        {(control) => <Textarea rows={2} maxLength={500} {...control} />}
      </Field>
      <div className="sm:col-span-2">
        <FormActions submitLabel="Update Inventory" pendingLabel="Saving..." pending={update.isPending} onCancel={onCancel} />
      </div>
    </form>
  );
}
