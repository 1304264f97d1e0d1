import { FUEL_TYPE_LABELS, formatINR, formatLitres, READING_MSG, type TCanCreateReading, type TNozzle } from '@forecourt/shared';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * What the server says about the chosen nozzle before the user types: the previous reading (the
 * minimum), the price per litre in effect, or why no reading can be recorded (e.g. no price set).
 */
export function NozzleReadingInfo({
  nozzle,
  info,
  loading,
  error,
  canSetPrices,
}: {
  nozzle: TNozzle | undefined;
  info: TCanCreateReading | undefined;
  loading: boolean;
  error: string | undefined;
  canSetPrices: boolean;
}) {
  if (loading) return <Skeleton className="h-16 rounded-lg" />;
  if (error) {
    return (
      <Alert variant="destructive">
        <AlertTriangle aria-hidden="true" />
        <AlertDescription className="mt-0">{error}</AlertDescription>
      </Alert>
    );
  }
  if (!info || !nozzle) return null;
  const firstReading = nozzle.lastReadingAt === null;
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted/60 p-3 text-sm" aria-label="Nozzle reading information">
        <div>
          <dt className="text-xs text-muted-foreground">Previous reading</dt>
          <dd className="font-semibold tabular-nums" data-testid="previous-reading">
            {formatLitres(info.previousReading)}
          </dd>
          {firstReading && (
            <dd className="text-xs text-muted-foreground">{READING_MSG.noPrevious} (opening meter reading)</dd>
          )}
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Price per litre ({FUEL_TYPE_LABELS[nozzle.fuelType]})</dt>
          <dd className="font-semibold tabular-nums" data-testid="price-per-litre">
            {info.pricePerLitre === null ? 'Not set' : formatINR(info.pricePerLitre)}
          </dd>
        </div>
      </dl>
      {!info.canCreate && (
        <Alert variant="warning">
          <AlertTriangle aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <AlertTitle>A reading cannot be recorded on this nozzle now</AlertTitle>
            <AlertDescription>
              {info.reason}
              {canSetPrices && info.pricePerLitre === null && (
                <>
                  {' '}
                  <Link className="font-medium underline underline-offset-2" to={`/dashboard/fuel-prices?stationId=${nozzle.stationId}&showForm=true`}>
                    Set fuel prices
                  </Link>
                </>
              )}
            </AlertDescription>
          </div>
        </Alert>
      )}
    </div>
  );
}
