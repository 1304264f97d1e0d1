import type { TStation } from '@forecourt/shared';
import { ArrowRight, Building2, Fuel, MapPin, Phone, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { AssetStatusBadge } from '@/components/asset-status-badge';

export function stationLocation(station: Pick<TStation, 'address' | 'city' | 'state' | 'zipCode'>): string {
  const place = [station.city, station.state].filter(Boolean).join(', ');
  return [station.address, place, station.zipCode].filter(Boolean).join(', ');
}

/** One station of the Station Network grid: status, address, pump and nozzle counts, actions. */
export function StationCard({ station, onDelete }: { station: TStation; onDelete: (station: TStation) => void }) {
  const total = station.metrics?.totalPumps ?? station.pumpCount;
  const active = station.metrics?.activePumps ?? station.activePumpCount;
  const nozzles = station.metrics?.totalNozzles ?? station.nozzleCount;
  return (
    <Card className="flex flex-col">
      <div className="flex items-start justify-between gap-3 p-5 pb-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Building2 className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h3 className="line-clamp-2 break-words font-semibold" title={station.name}>
              {station.name}
            </h3>
            <AssetStatusBadge status={station.status} className="mt-1" />
          </div>
        </div>
        <Button variant="ghost" size="icon" aria-label={`Delete station ${station.name}`} onClick={() => onDelete(station)}>
          <Trash2 aria-hidden="true" className="text-destructive" />
        </Button>
      </div>
      <div className="flex-1 space-y-2 px-5 pb-4 text-sm text-muted-foreground">
        <p className="flex gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="line-clamp-2">{stationLocation(station)}</span>
        </p>
        {station.phone && (
          <p className="flex gap-2">
            <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{station.phone}</span>
          </p>
        )}
      </div>
      <dl className="mx-5 mb-4 grid grid-cols-2 gap-3 rounded-lg bg-muted/60 p-3 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Active pumps</dt>
          <dd className="font-semibold tabular-nums">
            {active}/{total}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Nozzles</dt>
          <dd className="flex items-center gap-1 font-semibold tabular-nums">
            <Fuel className="size-3.5 text-muted-foreground" aria-hidden="true" />
            {nozzles}
          </dd>
        </div>
      </dl>
      <div className="border-t p-3">
        <Button asChild variant="ghost" className="w-full justify-between">
          <Link to={`/dashboard/stations/${station.id}`} aria-label={`View Station Details: ${station.name}`}>
            View Station Details
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Card>
  );
}
