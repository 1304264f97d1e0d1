import { formatPercent } from '@forecourt/shared';
import { Activity, AlertTriangle, Droplets, Gauge, List, Pencil, Plus } from 'lucide-react';
import { useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { LinkButton } from '@/components/ui/link-button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useNozzles } from '@/features/nozzles/api/get-nozzles';
import { NozzleCard } from '@/components/nozzle-card';
import { AssetStatusBadge } from '@/components/asset-status-badge';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { StatTile } from '@/components/stat-tile';
import { usePump } from '../api/get-pump';
import { PumpLoadError } from '@/components/pump-load-error';
import { operationalPercent } from '../lib/pump-stats';

/** /dashboard/pumps/{pumpId}: the pump, its nozzle tiles and its nozzles. */
export default function PumpDetailPage() {
  const { pumpId = '' } = useParams();
  const pump = usePump(pumpId);
  const nozzles = useNozzles({ pumpId, limit: 100 }, { silent: true });

  if (pump.isPending) return <Skeleton className="h-40 rounded-xl" />;
  if (pump.isError) return <PumpLoadError />;

  const p = pump.data;
  const items = nozzles.data?.items ?? [];
  const total = nozzles.data?.total ?? p.nozzleCount;
  const active = nozzles.data ? items.filter((n) => n.status === 'active').length : p.activeNozzleCount;
  const addNozzle = `/dashboard/stations/${p.stationId}/pumps/${p.id}/nozzles/new`;

  return (
    <div className="space-y-6">
      <Breadcrumbs
        items={[
          { label: 'Dashboard', to: '/dashboard' },
          { label: 'Pumps', to: '/dashboard/pumps' },
          { label: p.stationName, to: `/dashboard/stations/${p.stationId}` },
          { label: p.name },
        ]}
      />
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {p.name}
            <AssetStatusBadge status={p.status} />
            {p.needsAttention && (
              <Badge variant="warning">
                <AlertTriangle className="size-3" aria-hidden="true" />
                Needs attention
              </Badge>
            )}
          </span>
        }
        description={
          <>
            Serial number <span className="font-medium text-foreground">{p.serialNumber}</span> · {p.stationName}
          </>
        }
        actions={
          <>
            <LinkButton to={`/dashboard/pumps/${p.id}/edit`} icon={Pencil} variant="outline">
              Edit Pump
            </LinkButton>
            <LinkButton to={`/dashboard/pumps/${p.id}/nozzles`} icon={List} variant="outline">
              Nozzle list
            </LinkButton>
            <LinkButton to={addNozzle} icon={Plus}>
              Add Nozzle
            </LinkButton>
          </>
        }
      />

      <div className="grid gap-4 sm:grid-cols-3">
        <StatTile icon={Activity} label="Active Nozzles" value={active} />
        <StatTile icon={Droplets} label="Total Nozzles" value={total} />
        <StatTile icon={Gauge} label="Operational" value={formatPercent(operationalPercent(active, total))} />
      </div>

      <section aria-labelledby="pump-nozzles" className="space-y-4">
        <h3 id="pump-nozzles" className="text-lg font-semibold">
          Nozzles
        </h3>
        {nozzles.isPending ? (
          <CardGridSkeleton label="Loading nozzles" />
        ) : nozzles.isError ? (
          <LoadError title={`Error loading nozzles: ${nozzles.error.message}`} message="The nozzles of this pump could not be loaded." onRetry={() => void nozzles.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState
            icon={Droplets}
            title="No Nozzles Found"
            description="This pump has no nozzles yet. Add one to start recording readings."
            action={
              <LinkButton to={addNozzle} icon={Plus}>
                Add First Nozzle
              </LinkButton>
            }
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={`Nozzles of ${p.name}`}>
            {items.map((n) => (
              <li key={n.id}>
                <NozzleCard nozzle={n} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
