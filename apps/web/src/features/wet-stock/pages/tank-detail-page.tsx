import { FUEL_TYPE_LABELS, formatLitres } from '@forecourt/shared';
import { AlertTriangle, ArrowLeft, Container, Droplets, Gauge, Pencil } from 'lucide-react';
import { useParams } from 'react-router';
import { StatTile } from '@/components/stat-tile';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useTank } from '@/features/tanks/api/get-tank';
import { isApiError } from '@/lib/api-error';
import { useSessionState } from '@/lib/session-store';
import { useDipChart } from '../api/get-dip-chart';
import { DipChartCard } from '../components/dip-chart-card';
import { DipsCard } from '../components/dips-card';
import { ReceiptsCard } from '../components/receipts-card';

function BackToTanks() {
  return (
    <LinkButton to="/dashboard/tanks" icon={ArrowLeft} variant="outline">
      Back to Tanks
    </LinkButton>
  );
}

/** /dashboard/tanks/{tankId}: the tank, its dip chart and calculator, its dips and (owner, manager) its tanker receipts. */
export default function TankDetailPage() {
  const { tankId = '' } = useParams<{ tankId: string }>();
  const { session } = useSessionState();
  const role = session?.user.role;
  const manages = role === 'owner' || role === 'manager';
  const tank = useTank(tankId);
  const chart = useDipChart(tankId);

  if (tank.isPending) return <Skeleton className="h-72 rounded-xl" />;
  if (tank.isError) {
    const notFound = isApiError(tank.error) && (tank.error.status === 404 || tank.error.status === 400);
    return (
      <Alert variant="destructive">
        <AlertTriangle aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <AlertTitle>{notFound ? 'Tank not found' : 'The tank could not be loaded'}</AlertTitle>
          <AlertDescription>{notFound ? 'No tank of your business has this address. It may have been deleted.' : tank.error.message}</AlertDescription>
          <div className="mt-3">
            <BackToTanks />
          </div>
        </div>
      </Alert>
    );
  }

  const t = tank.data;
  const fuel = FUEL_TYPE_LABELS[t.fuelType];
  const hasChart = Boolean(chart.data);

  return (
    <div className="space-y-6">
      <Breadcrumbs
        items={[
          { label: 'Dashboard', to: '/dashboard' },
          { label: 'Tanks', to: '/dashboard/tanks' },
          { label: t.stationName, to: `/dashboard/tanks?stationId=${t.stationId}` },
          { label: t.name },
        ]}
      />
      <PageHeader
        title={t.name}
        description={
          <>
            {fuel} · <span className="font-medium text-foreground">{t.stationName}</span>
          </>
        }
        actions={
          <>
            <BackToTanks />
            {manages && (
              <LinkButton to={`/dashboard/tanks/${t.id}/edit`} icon={Pencil} variant="outline">
                Edit Tank
              </LinkButton>
            )}
          </>
        }
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <StatTile icon={Droplets} label="Book stock" value={formatLitres(t.stock)} />
        <StatTile icon={Container} label="Capacity" value={t.capacity === null ? 'Not set' : formatLitres(t.capacity)} />
        <StatTile icon={Gauge} label="Minimum level" value={t.minimumLevel === null ? 'Not set' : formatLitres(t.minimumLevel)} />
      </div>
      <DipChartCard tankId={t.id} chart={chart} manages={manages} />
      <DipsCard tankId={t.id} hasChart={hasChart} />
      {manages && <ReceiptsCard tankId={t.id} hasChart={hasChart} />}
    </div>
  );
}
