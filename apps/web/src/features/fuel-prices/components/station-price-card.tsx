import { FUEL_PRICE_MSG, FUEL_TYPE_LABELS, FUEL_TYPES, formatDateTime, formatINR, type TFuelPrice, type TStation } from '@forecourt/shared';
import { Pencil } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** One station: the petrol, diesel and premium price in effect now ("Not set"), and any scheduled price. */
export function StationPriceCard({ station, prices, onUpdate }: { station: TStation; prices: TFuelPrice[]; onUpdate: () => void }) {
  return (
    <Card className="flex h-full flex-col p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{station.name}</h3>
          <p className="truncate text-xs text-muted-foreground">{station.address}</p>
        </div>
        {station.status !== 'active' && <Badge variant="warning">{station.status}</Badge>}
      </div>
      <dl className="mt-3 flex-1 divide-y rounded-lg border text-sm" aria-label={`Fuel prices at ${station.name}`}>
        {FUEL_TYPES.map((fuel) => {
          const current = prices.find((p) => p.fuelType === fuel && p.isActive);
          const scheduled = prices.filter((p) => p.fuelType === fuel && p.isScheduled);
          return (
            // A group of a <dl> holds only its <dt> and <dd>s (axe: definition-list, dlitem): the price
            // and any scheduled ones are the term's descriptions, laid out on a grid.
            <div key={fuel} className="grid grid-cols-[1fr_auto] items-center gap-x-2 px-3 py-2">
              <dt className="text-muted-foreground">{FUEL_TYPE_LABELS[fuel]}</dt>
              <dd className={current ? 'font-semibold tabular-nums' : 'text-muted-foreground'}>
                {current ? `${formatINR(current.price)} / L` : FUEL_PRICE_MSG.notSet}
              </dd>
              {scheduled.map((s) => (
                <dd key={s.id} className="col-span-2 mt-0.5 text-right text-xs text-muted-foreground">
                  {formatINR(s.price)} from {formatDateTime(s.validFrom)}
                </dd>
              ))}
            </div>
          );
        })}
      </dl>
      <Button size="sm" className="mt-3" onClick={onUpdate} aria-label={`Update Prices for ${station.name}`}>
        <Pencil aria-hidden="true" />
        Update Prices
      </Button>
    </Card>
  );
}
