import type { TCanCreateReading, TNozzle } from '@forecourt/shared';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { fuelLabel } from '@/i18n/labels';
import { useFormat } from '@/i18n/use-format';
import { useT } from '@/i18n/use-t';

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
  const t = useT();
  const fmt = useFormat();
  if (loading) return <Skeleton className="h-16 rounded-lg" />;
  if (error) {
    return (
      <Alert variant="destructive">
        <AlertTriangle aria-hidden="true" />
        <AlertDescription className="mt-0">{t.known(error)}</AlertDescription>
      </Alert>
    );
  }
  if (!info || !nozzle) return null;
  const firstReading = nozzle.lastReadingAt === null;
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted/60 p-3 text-sm" aria-label={t('quick.info')}>
        <div>
          <dt className="text-xs text-muted-foreground">{t('quick.previous')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="previous-reading">
            {fmt.litres(info.previousReading)}
          </dd>
          {firstReading && <dd className="text-xs text-muted-foreground">{t('quick.opening', { text: t('msg.reading.noPrevious') })}</dd>}
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('quick.price', { fuel: fuelLabel(nozzle.fuelType, t) })}</dt>
          <dd className="font-semibold tabular-nums" data-testid="price-per-litre">
            {info.pricePerLitre === null ? t('quick.notSet') : fmt.inr(info.pricePerLitre)}
          </dd>
        </div>
      </dl>
      {!info.canCreate && (
        <Alert variant="warning">
          <AlertTriangle aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <AlertTitle>{t('quick.blocked')}</AlertTitle>
            <AlertDescription>
              {info.reason ? t.known(info.reason) : info.reason}
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
