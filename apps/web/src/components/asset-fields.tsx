import { ASSET_STATUS_LABELS, ASSET_STATUSES, FUEL_TYPE_LABELS, FUEL_TYPES } from '@forecourt/shared';
import { Button } from '@/components/ui/button';

/** <option>s of the three statuses (stations, pumps, nozzles). */
export function AssetStatusOptions() {
  return ASSET_STATUSES.map((s) => (
    <option key={s} value={s}>
      {ASSET_STATUS_LABELS[s]}
    </option>
  ));
}

/** <option>s of the three fuel types, after an optional empty first choice ("All Fuel Types", "Select a fuel type"). */
export function FuelTypeOptions({ empty }: { empty?: string }) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {FUEL_TYPES.map((f) => (
        <option key={f} value={f}>
          {FUEL_TYPE_LABELS[f]}
        </option>
      ))}
    </>
  );
}

/** <option>s of named items (stations, pumps) after an empty first choice. */
export function NamedOptions<T extends { id: string; name: string }>({ items, empty, label = (i) => i.name }: { items: T[]; empty: string; label?: (item: T) => string }) {
  return (
    <>
      <option value="">{empty}</option>
      {items.map((i) => (
        <option key={i.id} value={i.id}>
          {label(i)}
        </option>
      ))}
    </>
  );
}

/** A form's Cancel and submit buttons (the submit shows `pendingLabel` while saving). */
export function FormActions({
  submitLabel,
  pendingLabel,
  pending,
  disabled = false,
  onCancel,
}: {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={disabled || pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
