import { FUEL_TYPE_LABELS, formatDateTime, formatLitres, type TFuelType, type TNozzle } from '@forecourt/shared';
import { ClipboardPen, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { AssetStatusBadge } from '@/components/asset-status-badge';

const FUEL_TONE: Record<TFuelType, string> = {
  petrol: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  diesel: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  premium: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
};

/** The path of the nozzle's reading form under its station and pump. */
export function nozzleReadingPath(n: Pick<TNozzle, 'id' | 'pumpId' | 'stationId'>): string {
  return `/dashboard/stations/${n.stationId}/pumps/${n.pumpId}/nozzles/${n.id}/readings/new`;
}

/**
 * One nozzle: number, name, fuel type, status, current meter reading, and Record Reading; with
 * `onDelete`, also edit and delete (the nozzle list). `showPump` adds the pump and station names.
 */
export function NozzleCard({
  nozzle,
  readingTo = nozzleReadingPath(nozzle),
  showPump = false,
  onDelete,
}: {
  nozzle: TNozzle;
  readingTo?: string;
  showPump?: boolean;
  onDelete?: (nozzle: TNozzle) => void;
}) {
  const label = `Nozzle #${nozzle.nozzleNumber}`;
  return (
    <Card className="flex h-full flex-col p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-3">
          <span
            className={cn('flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums', FUEL_TONE[nozzle.fuelType])}
            aria-hidden="true"
          >
            {nozzle.nozzleNumber}
          </span>
          <div className="min-w-0">
            <h3 className="truncate font-semibold" title={nozzle.name}>
              <span className="sr-only">{label}: </span>
              {nozzle.name}
            </h3>
            <p className="text-sm text-muted-foreground">{FUEL_TYPE_LABELS[nozzle.fuelType]}</p>
          </div>
        </div>
        <AssetStatusBadge status={nozzle.status} />
      </div>
      {showPump && (
        <p className="mt-2 line-clamp-2 break-words text-xs text-muted-foreground" title={`${nozzle.pumpName} · ${nozzle.stationName}`}>
          {nozzle.pumpName} · {nozzle.stationName}
        </p>
      )}
      <dl className="mt-3 flex-1 rounded-lg bg-muted/60 p-3 text-sm">
        <dt className="text-xs text-muted-foreground">Current meter reading</dt>
        <dd className="font-semibold tabular-nums">{formatLitres(nozzle.currentReading)}</dd>
        <dd className="text-xs text-muted-foreground">
          {nozzle.lastReadingAt ? `Last reading ${formatDateTime(nozzle.lastReadingAt)}` : 'No readings yet'}
        </dd>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <LinkButton to={readingTo} icon={ClipboardPen} size="sm" className="flex-1" aria-label={`Record Reading for ${nozzle.name}`}>
          Record Reading
        </LinkButton>
        {onDelete && (
          <>
            <LinkButton to={`/dashboard/nozzles/${nozzle.id}/edit`} icon={Pencil} size="sm" variant="outline" aria-label={`Edit ${nozzle.name}`}>
              Edit
            </LinkButton>
            <Button size="sm" variant="outline" aria-label={`Delete ${nozzle.name}`} onClick={() => onDelete(nozzle)}>
              <Trash2 aria-hidden="true" className="text-destructive" />
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
