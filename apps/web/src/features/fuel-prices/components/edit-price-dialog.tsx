import { FUEL_PRICE_MSG, FUEL_TYPE_LABELS, ZPricePerLitre, type TFuelPrice } from '@forecourt/shared';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormField, fieldAria } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { dateTimeLocalToIso, toDateTimeLocalValue } from '@/lib/datetime-local';
import { useUpdateFuelPrice } from '../api/update-fuel-price';

/** Edit a price no reading has used yet; a used one answers 409, and the dialog offers a new price instead. */
export function EditPriceDialog({ price, onClose, onSetNew }: { price: TFuelPrice; onClose: () => void; onSetNew: (p: TFuelPrice) => void }) {
  const update = useUpdateFuelPrice();
  const initialTime = toDateTimeLocalValue(new Date(price.validFrom));
  const [value, setValue] = useState(String(price.price));
  const [validFrom, setValidFrom] = useState(initialTime);
  const [error, setError] = useState<string | undefined>();
  const [used, setUsed] = useState(false);

  const save = () => {
    const parsed = ZPricePerLitre.safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? FUEL_PRICE_MSG.priceInvalid);
    const iso = validFrom !== initialTime ? dateTimeLocalToIso(validFrom) : undefined;
    update.mutate(
      { id: price.id, input: { price: parsed.data, ...(iso ? { validFrom: iso } : {}) } },
      {
        onSuccess: () => {
          toast.success(FUEL_PRICE_MSG.priceCreated);
          onClose();
        },
        onError: (err) => {
          if (isApiError(err) && err.status === 409) setUsed(true);
          setError(err.message);
        },
      },
    );
  };

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
          <FormField id="edit-price-value" label="Price per litre (₹) *" error={used ? undefined : error}>
            <Input id="edit-price-value" type="number" min={0} step={0.01} value={value} onChange={(e) => setValue(e.target.value)} {...fieldAria('edit-price-value', used ? undefined : error)} />
          </FormField>
          <FormField id="edit-price-from" label="Valid from *">
            <Input id="edit-price-from" type="datetime-local" value={validFrom} onChange={(e) => setValidFrom(e.target.value)} />
          </FormField>
        </div>
        {used && (
          <Alert variant="warning">
            <AlertTriangle aria-hidden="true" />
            <AlertDescription className="mt-0">{error ?? FUEL_PRICE_MSG.usedByReadings}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          {used ? (
            <Button onClick={() => onSetNew(price)}>Set a new price</Button>
          ) : (
            <Button onClick={save} disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
