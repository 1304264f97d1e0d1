import { STATION_DETAIL_MAX_PUMPS, type TPump } from '@forecourt/shared';
import { Activity, ArrowLeft, ArrowRight, Droplets, Fuel, Mail, MapPin, Phone, Plus, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { usePumps } from '@/features/pumps/api/get-pumps';
import { useStation } from '../api/get-station';
import { AssetStatusBadge } from '@/components/asset-status-badge';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { StatTile } from '@/components/stat-tile';
import { stationLocation } from '../components/station-card';
import { StationNotFound } from '../components/station-not-found';

/**
 * /dashboard/stations/{stationId}: the station, its counts and its first pumps. `pumpGrid` shows them (the
 * pumps' cards, with their status and delete actions), composed by the route
 * (src/app/routes/station-detail-route.tsx).
 */
export function StationDetailPage({ pumpGrid }: { pumpGrid: (pumps: TPump[], label: string) => ReactNode }) {
  const { stationId = '' } = useParams();
  const station = useStation(stationId);
  const pumps = usePumps({ stationId, limit: STATION_DETAIL_MAX_PUMPS });

  if (station.isPending) {
    return (
      <div className="space-y-6" role="status" aria-label="Loading station">
        <Skeleton className="h-16 rounded-xl" />
        <Skeleton className="h-24 rounded-xl" />
      </div>
    );
  }
  if (station.isError) return <StationNotFound />;

  const s = station.data;
  const totalPumps = s.metrics?.totalPumps ?? s.pumpCount;
  const activePumps = s.metrics?.activePumps ?? s.activePumpCount;
  const addPump = `/dashboard/pumps/new?stationId=${s.id}`;

  return (
    <div className="space-y-6">
      <Breadcrumbs items={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Stations', to: '/dashboard/stations' }, { label: s.name }]} />
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {s.name}
            <AssetStatusBadge status={s.status} />
          </span>
        }
        description={
          <div className="space-y-1">
            <p className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {stationLocation(s)}
            </p>
            {(s.phone || s.email) && (
              <p className="flex flex-wrap gap-x-4 gap-y-1">
                {s.phone && (
                  <span className="flex items-center gap-2">
                    <Phone className="size-4" aria-hidden="true" />
                    {s.phone}
                  </span>
                )}
                {s.email && (
                  <span className="flex items-center gap-2">
                    <Mail className="size-4" aria-hidden="true" />
                    {s.email}
                  </span>
                )}
              </p>
            )}
          </div>
        }
        actions={
          <>
            <LinkButton to="/dashboard/stations" icon={ArrowLeft} variant="outline">
              Back
            </LinkButton>
            <LinkButton to={`/dashboard/stations/${s.id}/settings`} icon={Settings} variant="outline">
              Settings
            </LinkButton>
            <LinkButton to={addPump} icon={Plus}>
              Add Pump
            </LinkButton>
          </>
        }
      />

      <div className="grid gap-4 sm:grid-cols-3">
        <StatTile icon={Activity} label="Active Pumps" value={`${activePumps}/${totalPumps}`} />
        <StatTile
          icon={Droplets}
          label="Active Nozzles"
          value={`${s.metrics?.activeNozzles ?? '—'}/${s.metrics?.totalNozzles ?? s.nozzleCount}`}
        />
        <StatTile icon={Fuel} label="Total Nozzles" value={s.metrics?.totalNozzles ?? s.nozzleCount} />
      </div>

      <section aria-labelledby="station-pumps" className="space-y-4">
        <div className="flex items-center justify-between gap-3">
          <h3 id="station-pumps" className="text-lg font-semibold">
            Pumps
          </h3>
          <Button asChild variant="link" className="px-0">
            <Link to={`/dashboard/stations/${s.id}/pumps`} aria-label={`View All pumps of ${s.name}`}>
              View All
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        {pumps.isPending ? (
          <CardGridSkeleton label="Loading pumps" />
        ) : pumps.isError ? (
          <LoadError title="Error loading pumps" message={pumps.error.message} onRetry={() => void pumps.refetch()} />
        ) : pumps.data.items.length === 0 ? (
          <EmptyState
            icon={Fuel}
            title="No Pumps Added"
            description="Add the station's pumps, then configure their nozzles."
            action={
              <LinkButton to={addPump} icon={Plus}>
                Add First Pump
              </LinkButton>
            }
          />
        ) : (
          pumpGrid(pumps.data.items.slice(0, STATION_DETAIL_MAX_PUMPS), `Pumps of ${s.name}`)
        )}
      </section>
    </div>
  );
}
