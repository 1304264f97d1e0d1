import { ArrowLeft, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useStation } from '../api/get-station';
import { StationNotFound } from '../components/station-not-found';

/**
 * /dashboard/stations/{stationId}/pumps: every pump of one station. `pumps` is the pumps' paged list of the
 * station (with its Add link), composed by the route (src/app/routes/station-pumps-route.tsx).
 */
export function StationPumpsPage({ pumps }: { pumps: (stationId: string, addTo: string) => ReactNode }) {
  const { stationId = '' } = useParams();
  const station = useStation(stationId);
  if (station.isPending) return <Skeleton className="h-64 rounded-xl" />;
  if (station.isError) return <StationNotFound />;
  const addTo = `/dashboard/pumps/new?stationId=${stationId}`;

  return (
    <div className="space-y-6">
      <Breadcrumbs
        items={[
          { label: 'Stations', to: '/dashboard/stations' },
          { label: station.data.name, to: `/dashboard/stations/${stationId}` },
          { label: 'Pumps' },
        ]}
      />
      <PageHeader
        title={`${station.data.name} Pumps`}
        description={`${station.data.activePumpCount}/${station.data.pumpCount} pumps active`}
        actions={
          <>
            <LinkButton to={`/dashboard/stations/${stationId}`} icon={ArrowLeft} variant="outline">
              Back
            </LinkButton>
            <LinkButton to={addTo} icon={Plus}>
              Add Pump
            </LinkButton>
          </>
        }
      />
      {pumps(stationId, addTo)}
    </div>
  );
}
