import { FUEL_TYPE_LABELS, formatLitres, INVENTORY_MSG, type TTank } from '@forecourt/shared';
import { AlertTriangle, Cylinder, Pencil, Ruler, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { StockGauge } from '@/components/stock-gauge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { cn } from '@/lib/cn';
import { stockDisplay } from '@/lib/stock-display';

/** What the card says about the nozzles: their names once loaded, else how many. */
export type TFedNozzles = { names: string[]; unknown: number } | null;

function nozzleCount(n: number): string {
  return n === 1 ? '1 nozzle' : `${n} nozzles`;
}

/**
 * One tank: name, fuel and station, book stock with its fill gauge, capacity and minimum level, the
 * nozzles it feeds by "Pump · Nozzle" name; its page (chart, dips, receipts), Edit and Delete.
 */
export function TankListCard({ tank, fed, onDelete }: { tank: TTank; fed: TFedNozzles; onDelete: (tank: TTank) => void }) {
  const figures = { currentStock: tank.stock, capacity: tank.capacity, fillPercentage: null };
  const d = stockDisplay(figures);
  const fuel = FUEL_TYPE_LABELS[tank.fuelType];
  const headingId = `tank-${tank.id}-name`;
  return (
    <Card className="flex h-full flex-col gap-4 p-5" aria-labelledby={headingId} role="group">
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Cylinder className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h3 id={headingId} className="break-words font-semibold">
            <Link to={`/dashboard/tanks/${tank.id}`} className="hover:underline focus-visible:underline">
              {tank.name}
            </Link>
          </h3>
          <p className="break-words text-sm text-muted-foreground">
            {fuel} · {tank.stationName}
          </p>
        </div>
      </div>
      <div>
        <p className={cn('text-2xl font-semibold tabular-nums', d.lowVolume && 'text-red-600 dark:text-red-400')}>{formatLitres(tank.stock)}</p>
        <p className="text-xs text-muted-foreground">Book stock</p>
      </div>
      {d.negative && (
        <p role="note" className="flex gap-2 rounded-md bg-red-50 p-2 text-xs text-red-900 dark:bg-red-950 dark:text-red-200">
          <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
          {INVENTORY_MSG.negativeStock}
        </p>
      )}
      <StockGauge item={figures} label={`${tank.name} fill level`} />
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted/60 p-3 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">Capacity</dt>
          <dd className="truncate font-medium tabular-nums">{tank.capacity === null ? 'Not set' : formatLitres(tank.capacity)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">Minimum level</dt>
          <dd className="truncate font-medium tabular-nums">{tank.minimumLevel === null ? 'None' : formatLitres(tank.minimumLevel)}</dd>
        </div>
        <div className="col-span-2 min-w-0">
          <dt className="text-xs text-muted-foreground">Feeds</dt>
          <dd className="font-medium">
            {tank.nozzleIds.length === 0 ? (
              <span className="text-muted-foreground">No nozzles</span>
            ) : fed === null ? (
              nozzleCount(tank.nozzleIds.length)
            ) : (
              <ul className="flex flex-wrap gap-1.5 pt-1" aria-label={`Nozzles fed by ${tank.name}`}>
                {fed.names.map((name) => (
                  <li key={name} className="rounded-md border bg-card px-2 py-0.5 text-xs">
                    {name}
                  </li>
                ))}
                {fed.unknown > 0 && <li className="px-1 py-0.5 text-xs text-muted-foreground">+{nozzleCount(fed.unknown)}</li>}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <LinkButton to={`/dashboard/tanks/${tank.id}`} icon={Ruler} size="sm" variant="outline" className="flex-1" aria-label={`Dips and receipts of ${tank.name}`}>
          Dips
        </LinkButton>
        <LinkButton to={`/dashboard/tanks/${tank.id}/edit`} icon={Pencil} size="sm" variant="outline" className="flex-1" aria-label={`Edit ${tank.name}`}>
          Edit
        </LinkButton>
        <Button size="sm" variant="outline" className="flex-1" aria-label={`Delete ${tank.name}`} onClick={() => onDelete(tank)}>
          <Trash2 aria-hidden="true" className="text-destructive" />
          Delete
        </Button>
      </div>
    </Card>
  );
}
