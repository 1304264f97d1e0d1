import { FUEL_PRICE_MSG, FUEL_TYPE_LABELS, ZUpdateFuelPrice, type TFuelPrice } from '@forecourt/shared';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { DateTimeFormField, Field } from '@/components/field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { dateTimeLocalToIso, toDateTimeLocalValue } from '@/lib/datetime-local';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateFuelPrice } from '../api/update-fuel-price';

/** Edit a price no reading has used yet; a used one answers 409, and the dialog offers a new price instead. */
export function EditPriceDialog({ price, onClose, onSetNew }: { price: TFuelPrice; onClose: () => void; onSetNew: (p: TFuelPrice) => void }) {
  const update = useUpdateFuelPrice();
  const initialTime = toDateTimeLocalValue(new Date(price.validFrom));
  /** Set when a reading has used the price (409): the server's message, in place of the form. */
  const [used, setUsed] = useState<string | undefined>();
  const form = useZodForm(
    ZUpdateFuelPrice,
    { price: String(price.price), validFrom: initialTime },
    {
      id: 'edit-price',
      ids: { price: 'edit-price-value', validFrom: 'edit-price-from' },
      // The price is always sent (a blank one is refused); the time only when it was changed.
      toInput: (v) => {
        const iso = v.validFrom !== initialTime ? dateTimeLocalToIso(v.validFrom) : undefined;
        return { price: v.price, ...(iso ? { validFrom: iso } : {}) };
      },
    },
  );

  const save = form.handleSubmit(({ price: value, validFrom }) => {
    const input = { ...(value !== undefined ? { price: value } : {}), ...(validFrom ? { validFrom } : {}) };
    update.mutate(
      { id: price.id, input },
      {
        onSuccess: () => {
          toast.success(FUEL_PRICE_MSG.priceCreated);
          onClose();
        },
        onError: (err) => {
          if (isApiError(err) && err.status === 409) setUsed(err.message || FUEL_PRICE_MSG.usedByReadings);
          else form.setError('price', { type: 'server', message: err.message });
        },
      },
    );
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit price</DialogTitle>
          <DialogDescription>
            {FUEL_TYPE_LABELS[price.fuelType]} at {price.stationName}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field form={form} name="price" label="Price per litre (₹) *">
            {(control) => <Input type="number" min={0} step={0.01} {...control} />}
          </Field>
          <DateTimeFormField form={form} name="validFrom" label="Valid from *" />
        </div>
        {used && (
          <Alert variant="warning">
            <AlertTriangle aria-hidden="true" />
            <AlertDescription className="mt-0">{used}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          {used ? (
            <Button onClick={() => onSetNew(price)}>Set a new price</Button>
          ) : (
            <Button onClick={() => void save()} disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
