import { type TAssetStatus, type TPump } from '@forecourt/shared';
import { AlertTriangle, ArrowRight, Fuel, MoreVertical, Pencil, Power, PowerOff, Trash2, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { AssetStatusBadge } from '@/components/asset-status-badge';

export const UNKNOWN_STATION = 'Unknown Station';

/** One pump: station, serial number, nozzles, status, needs-attention flag, and its menu. */
export function PumpCard({
  pump,
  onStatus,
  onDelete,
}: {
  pump: TPump;
  onStatus: (pump: TPump, status: TAssetStatus) => void;
  onDelete: (pump: TPump) => void;
}) {
  const active = pump.status === 'active';
  return (
    <Card className="flex h-full flex-col">
      <div className="flex items-start justify-between gap-2 p-5 pb-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Fuel className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h3 className="truncate font-semibold" title={pump.name}>
              {pump.name}
            </h3>
            <p className="truncate text-xs text-muted-foreground">
              <span className="sr-only">Serial number </span>
              {pump.serialNumber}
            </p>
          </div>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={`Actions for ${pump.name}`}>
              <MoreVertical aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem asChild>
              <Link to={`/dashboard/pumps/${pump.id}/edit`}>
                <Pencil aria-hidden="true" />
                Edit Pump
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onStatus(pump, active ? 'inactive' : 'active')}>
              {active ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
              {active ? 'Deactivate' : 'Activate'}
            </DropdownMenuItem>
            <DropdownMenuItem disabled={pump.status === 'maintenance'} onSelect={() => onStatus(pump, 'maintenance')}>
              <Wrench aria-hidden="true" />
              Maintenance Mode
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem className="text-destructive data-[highlighted]:text-destructive" onSelect={() => onDelete(pump)}>
              <Trash2 aria-hidden="true" />
              Delete Pump
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <div className="flex flex-wrap items-center gap-2 px-5 pb-3">
        <AssetStatusBadge status={pump.status} />
        {pump.needsAttention && (
          <Badge variant="warning">
            <AlertTriangle className="size-3" aria-hidden="true" />
            Needs attention
          </Badge>
        )}
      </div>
      <dl className="mx-5 mb-4 grid flex-1 grid-cols-2 content-start gap-3 rounded-lg bg-muted/60 p-3 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">Station</dt>
          <dd className="line-clamp-2 break-words font-medium" title={pump.stationName || UNKNOWN_STATION}>
            {pump.stationName || UNKNOWN_STATION}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Nozzles</dt>
          <dd className="font-semibold tabular-nums">
            {pump.activeNozzleCount}/{pump.nozzleCount} active
          </dd>
        </div>
      </dl>
      <div className="border-t p-3">
        <Button asChild variant="ghost" className="w-full justify-between">
          <Link to={`/dashboard/pumps/${pump.id}`} aria-label={`View Details: ${pump.name}`}>
            View Details
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Card>
  );
}
