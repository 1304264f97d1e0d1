import { FUEL_TYPE_LABELS, type TMissingPrice } from '@forecourt/shared';
import { AlertTriangle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** Stations with active nozzles of a fuel that has no price in effect: no reading can be recorded there. */
export function MissingPricesNotice({ missing, onSet }: { missing: TMissingPrice[]; onSet: (m: TMissingPrice) => void }) {
  if (missing.length === 0) return null;
  return (
    <Alert variant="warning">
      <AlertTriangle aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <AlertTitle>Fuel prices missing</AlertTitle>
        <AlertDescription>
          Readings cannot be recorded on these nozzles until a price is set.
          <ul className="mt-2 space-y-1">
            {missing.map((m) => (
              <li key={`${m.stationId}-${m.fuelType}`} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {m.stationName}: {FUEL_TYPE_LABELS[m.fuelType]} ({m.activeNozzles} active nozzle{m.activeNozzles === 1 ? '' : 's'})
                </span>
                <Button size="sm" variant="outline" onClick={() => onSet(m)}>
                  Set price
                </Button>
              </li>
            ))}
          </ul>
        </AlertDescription>
      </div>
    </Alert>
  );
}
