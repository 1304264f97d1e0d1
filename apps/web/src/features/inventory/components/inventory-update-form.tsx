import { formatLitres, INVENTORY_MSG, type TFuelType, type TStation, ZInventoryUpdate } from '@forecourt/shared';
import { FormActions, FuelTypeOptions, NamedOptions } from '@/components/asset-fields';
import { Field, SelectField } from '@/components/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useZodForm } from '@/lib/use-zod-form';
import { useInventory } from '../api/get-inventory';
import { useUpdateInventory } from '../api/update-inventory';
import { chooseTankMessage, mustChooseTank, tanksOf, updateTarget } from '../lib/inventory-tanks';
import { toInventoryInput, type TInventoryUpdateValues } from '../lib/inventory-update-body';

/**
 * Update Inventory (document 2, section 6): station, fuel type and new stock required; the tank when the
 * station has more than one of the fuel (or the one the form was opened for); capacity and minimum
 * level optional and sent only when filled; an optional note for the ledger.
 */
export function InventoryUpdateForm({
  stations,
  stationId = '',
  fuelType = '',
  tankId = '',
  onDone,
  onCancel,
}: {
  stations: TStation[];
  stationId?: string;
  fuelType?: TFuelType | '';
  /** The tank the update is for (opened from its card). */
  tankId?: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const update = useUpdateInventory();
  const initial: TInventoryUpdateValues = { stationId, fuelType, tankId, newStock: '', capacity: '', minimumLevel: '', note: '' };
  const form = useZodForm(ZInventoryUpdate, initial, {
    id: 'inv',
    ids: {
      stationId: 'inv-station',
      fuelType: 'inv-fuel',
      tankId: 'inv-tank',
      newStock: 'inv-stock',
      capacity: 'inv-capacity',
      minimumLevel: 'inv-minimum',
      note: 'inv-note',
    },
    toInput: toInventoryInput,
  });
  const { stationId: station, fuelType: fuel, tankId: chosenTank } = form.values;
  const current = useInventory(station && fuel ? { stationId: station, fuelType: fuel } : {}, { enabled: station !== '' && fuel !== '' });
  const items = station && fuel ? (current.data?.items ?? []) : [];
  const scope = { stationId: station, fuelType: fuel, tankId: chosenTank };
  const tanks = tanksOf(items, scope);
  const tank = updateTarget(items, scope);
  // Another station or fuel has other tanks: the one chosen goes.
  const clearTank = () => form.form.setValue('tankId', '');

  const onSubmit = form.handleSubmit((body) => {
    if (fuel && mustChooseTank(items, scope)) {
      form.setError('tankId', { type: 'validate', message: chooseTankMessage(fuel) }, { shouldFocus: true });
      return;
    }
    update.mutate(body, {
      onSuccess: () => {
        notify.success(INVENTORY_MSG.updated);
        onDone();
      },
      onError: (err) => {
        // A second tank of the fuel added meanwhile: the list is read again and the tank asked for.
        if (isApiError(err) && err.key === 'inventory.chooseTank') {
          form.setError('tankId', { type: 'server', message: err.message });
          void current.refetch();
        }
        notify.error(INVENTORY_MSG.updateFailed, err.message);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Update inventory" className="grid gap-4 sm:grid-cols-2">
      <SelectField form={form} name="stationId" label="Station *" onChange={clearTank}>
        <NamedOptions items={stations} empty="Select station" />
      </SelectField>
      <SelectField form={form} name="fuelType" label="Fuel type *" onChange={clearTank}>
        <FuelTypeOptions empty="Select fuel type" />
      </SelectField>
      {tanks.length > 1 && (
        <SelectField form={form} name="tankId" label="Tank *" hint="This station has more than one tank of this fuel." className="sm:col-span-2">
          <NamedOptions items={tanks.map((t) => ({ id: t.id ?? '', name: t.tankName ?? '' }))} empty="Select tank" />
        </SelectField>
      )}
      <Field
        form={form}
        name="newStock"
        label="New stock (litres) *"
        hint={
          tank
            ? tank.isSetUp
              ? `Book stock now: ${formatLitres(tank.currentStock)}${tanks.length > 1 || chosenTank ? ` (${tank.tankName ?? ''})` : ''}`
              : `${INVENTORY_MSG.noTank} yet`
            : undefined
        }
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
