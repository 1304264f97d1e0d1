import type { TStation } from '@forecourt/shared';
import { Building2, MapPin } from 'lucide-react';
import { LoadError } from '@/components/list-states';
import { AssetStatusBadge } from '@/components/asset-status-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/use-t';

/** My Stations (document 3, section 2): name, address, status and pump count of each assigned station. */
export function MyStationsCard({ stations, isPending, error, onRetry }: { stations: TStation[]; isPending: boolean; error: Error | null; onRetry: () => void }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2 className="size-4 text-muted-foreground" aria-hidden="true" />
          {t('attendant.stations.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {error ? (
          <LoadError title={t('msg.attendant.stationsFailed')} message={error.message} onRetry={onRetry} />
        ) : isPending ? (
          <div role="status" aria-label={t('attendant.stations.loading')}>
            <Skeleton className="h-14" />
          </div>
        ) : stations.length === 0 ? (
          <div className="text-sm">
            <p className="font-medium">{t('msg.attendant.noStations')}</p>
            <p className="mt-1 text-muted-foreground">{t('msg.attendant.noStationsHint')}</p>
          </div>
        ) : (
          <ul className="divide-y">
            {stations.map((s) => (
              <li key={s.id} className="py-3 first:pt-0 last:pb-0">
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 font-medium">{s.name}</p>
                  <AssetStatusBadge status={s.status} className="shrink-0" />
                </div>
                <p className="mt-1 flex items-start gap-1.5 text-sm text-muted-foreground">
                  <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                  {s.address}
                </p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {t('attendant.stations.pumps', { count: s.pumpCount })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
