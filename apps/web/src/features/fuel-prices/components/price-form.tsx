import { FUEL_PRICE_MSG, FUEL_TYPE_LABELS, FUEL_TYPES, ZCreateFuelPrice, type TFuelType, type TStation } from '@forecourt/shared';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField, fieldAria } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { dateTimeLocalToIso, toDateTimeLocalValue } from '@/lib/datetime-local';
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
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof TValues, string>>>({});
  const { register, handleSubmit, watch, setValue } = useForm<TValues>({ defaultValues: { stationId, fuelType, price: '', validFrom: defaultTime } });
  const [station, price, validFrom] = watch(['stationId', 'price', 'validFrom']);

  const onSubmit = handleSubmit((v) => {
    // Untouched "now" is left to the server, so the price starts at the moment it is saved.
    const iso = v.validFrom === defaultTime ? undefined : dateTimeLocalToIso(v.validFrom);
    const parsed = ZCreateFuelPrice.safeParse({ stationId: v.stationId, fuelType: v.fuelType, price: v.price, ...(iso ? { validFrom: iso } : {}) });
    if (!parsed.success) {
      const errs: Partial<Record<keyof TValues, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof TValues;
        errs[key] ??= issue.message;
      }
      return setFieldErrors(errs);
    }
    setFieldErrors({});
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast.success(FUEL_PRICE_MSG.priceCreated, { description: `${FUEL_TYPE_LABELS[saved.fuelType]} at ${saved.stationName}` });
        setValue('price', '');
      },
      onError: (err) => setError(err.message),
    });
  });

  const stationError = station === '' ? FUEL_PRICE_MSG.stationRequired : fieldErrors.stationId;
  const disabled = create.isPending || station === '' || price.trim() === '' || Number(price) <= 0 || validFrom === '';

  return (
    <Card>
      <CardHeader>
        <CardTitle>Update Prices</CardTitle>
        <CardDescription>The new price applies from its start time; earlier readings keep the price they were sold at.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Set fuel price">
          <FormField id="price-station" label="Station *" error={stationError}>
            <NativeSelect id="price-station" {...fieldAria('price-station', stationError)} {...register('stationId')}>
              <option value="">Select station</option>
              {stations.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="price-fuel" label="Fuel type *" error={fieldErrors.fuelType}>
            <NativeSelect id="price-fuel" {...register('fuelType')}>
              {FUEL_TYPES.map((f) => (
                <option key={f} value={f}>
                  {FUEL_TYPE_LABELS[f]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="price-value" label="Price per litre (₹) *" error={fieldErrors.price}>
            <Input id="price-value" type="number" inputMode="decimal" min={0} step={0.01} placeholder="0.00" {...fieldAria('price-value', fieldErrors.price)} {...register('price')} />
          </FormField>
          <FormField id="price-valid-from" label="Valid from *" error={fieldErrors.validFrom}>
            <Input id="price-valid-from" type="datetime-local" {...fieldAria('price-valid-from', fieldErrors.validFrom)} {...register('validFrom')} />
          </FormField>
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
