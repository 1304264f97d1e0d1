import { FUEL_PRICE_MSG, FUEL_TYPE_LABELS, ZCreateFuelPrice, type TFuelType, type TStation } from '@forecourt/shared';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { DateTimeFormField, Field, SelectField } from '@/components/field';
import { FuelTypeOptions, NamedOptions } from '@/components/asset-fields';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { dateTimeLocalToIso, toDateTimeLocalValue } from '@/lib/datetime-local';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateFuelPrice } from '../api/create-fuel-price';

type TValues = { stationId: string; fuelType: TFuelType; price: string; validFrom: string };

/**
 * Set a fuel price for a station and fuel type from a time (default now). A new price never rewrites
 * an old one: history is kept, and a future time schedules the price. The form stays open after a
 * save so the other fuels can be set in a row.
 */
export function PriceForm({
  stations,
  stationId,
  fuelType = 'petrol',
  onCancel,
}: {
  stations: TStation[];
  stationId: string;
  fuelType?: TFuelType;
  onCancel: () => void;
}) {
  const create = useCreateFuelPrice();
  const [defaultTime] = useState(() => toDateTimeLocalValue());
  const [error, setError] = useState<string | null>(null);
  const initial: TValues = { stationId, fuelType, price: '', validFrom: defaultTime };
  const form = useZodForm(ZCreateFuelPrice, initial, {
    id: 'price',
    ids: { stationId: 'price-station', fuelType: 'price-fuel', price: 'price-value', validFrom: 'price-valid-from' },
    toInput: (v) => {
      // Untouched "now" is left to the server, so the price starts at the moment it is saved.
      const iso = v.validFrom === defaultTime ? undefined : dateTimeLocalToIso(v.validFrom);
      return { stationId: v.stationId, fuelType: v.fuelType, price: v.price, ...(iso ? { validFrom: iso } : {}) };
    },
  });
  const { stationId: station, price, validFrom } = form.values;

  const onSubmit = form.handleSubmit((body) => {
    setError(null);
    create.mutate(body, {
      onSuccess: (saved) => {
        toast.success(FUEL_PRICE_MSG.priceCreated, { description: `${FUEL_TYPE_LABELS[saved.fuelType]} at ${saved.stationName}` });
        form.form.setValue('price', '');
      },
      onError: (err) => setError(err.message),
    });
  });
  const disabled = create.isPending || station === '' || price.trim() === '' || Number(price) <= 0 || validFrom === '';

  return (
    <Card>
      <CardHeader>
        <CardTitle>Update Prices</CardTitle>
        <CardDescription>The new price applies from its start time; earlier readings keep the price they were sold at.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Set fuel price">
          {/* No station chosen: said at once, before any submit. */}
          <SelectField form={form} name="stationId" label="Station *" error={station === '' ? FUEL_PRICE_MSG.stationRequired : undefined}>
            <NamedOptions items={stations} empty="Select station" />
          </SelectField>
          <SelectField form={form} name="fuelType" label="Fuel type *">
            <FuelTypeOptions />
          </SelectField>
          <Field form={form} name="price" label="Price per litre (₹) *">
            {(control) => <Input type="number" inputMode="decimal" min={0} step={0.01} placeholder="0.00" {...control} />}
          </Field>
          <DateTimeFormField form={form} name="validFrom" label="Valid from *" />
          {error && (
            <Alert variant="destructive" className="sm:col-span-2 lg:col-span-4">
              <AlertTriangle aria-hidden="true" />
              <AlertDescription className="mt-0">{error}</AlertDescription>
            </Alert>
          )}
          <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end lg:col-span-4">
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={disabled}>
              {create.isPending ? 'Saving...' : 'Set Price'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
