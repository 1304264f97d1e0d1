import { REPORT_MSG, formatCompactVolume, formatNumber, formatPercent, type TInventoryItem } from '@forecourt/shared';
import { AlertTriangle, Building2, Cylinder, FileText, Gauge, PackagePlus, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NamedOptions } from '@/components/asset-fields';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { StatTile } from '@/components/stat-tile';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { NativeSelect } from '@/components/ui/select';
import { NoStationsState } from '../components/no-stations-state';
import { useStations } from '@/features/stations/api/get-stations';
import { useInventory } from '../api/get-inventory';
import { useGenerateInventoryReport } from '../api/generate-inventory-report';
import { notify } from '@/lib/notify';
import { MovementsDialog } from '../components/movements-dialog';
import { TankCard } from '../components/tank-card';

/**
 * /dashboard/fuel-inventory and /dashboard/inventory (document 2): station filter, the summary cards,
 * a stock card per tank with its movements. Generate Report makes the previous month's inventory report
 * (PDF) for the chosen station (or all) and downloads it when it is ready.
 */
export default function InventoryPage() {
  const [params, setParams] = useSearchParams();
  const stationId = params.get('stationId') ?? '';
  const stations = useStations();
  const inventory = useInventory(stationId ? { stationId } : {});
  const [movementsOf, setMovementsOf] = useState<TInventoryItem | null>(null);

  const report = useGenerateInventoryReport();
  const generateReport = () =>
    report.mutate(stationId || undefined, {
      onSuccess: ({ fileName }) => {
        notify.success(REPORT_MSG.generatedTitle, REPORT_MSG.generated);
        notify.info(REPORT_MSG.downloadStarted, fileName);
      },
      onError: () => notify.error(REPORT_MSG.generateFailed),
    });

  const setStation = (id: string) => setParams(id ? { stationId: id } : {}, { replace: true });
  const refresh = () => {
    void stations.refetch();
    void inventory.refetch();
  };
  const summary = inventory.data?.summary;
  const items = inventory.data?.items ?? [];
  const noStations = stations.isSuccess && stations.data.items.length === 0;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Fuel Inventory"
        description="Book stock per tank: sales take litres out, voided readings put them back, stock updates record the difference."
        actions={
          <>
            <Button variant="outline" onClick={refresh} disabled={inventory.isFetching}>
              <RotateCw aria-hidden="true" />
              Refresh
            </Button>
            <Button variant="outline" onClick={generateReport} disabled={report.isPending || noStations}>
              <FileText aria-hidden="true" />
              {report.isPending ? 'Generating...' : 'Generate Report'}
            </Button>
            <Button asChild>
              <Link to="/dashboard/fuel-inventory/update">
                <PackagePlus aria-hidden="true" />
                Update Inventory
              </Link>
            </Button>
          </>
        }
      />

      {noStations ? (
        <NoStationsState />
      ) : (
        <>
          <div className="sm:w-72">
            <label htmlFor="inventory-station" className="mb-1.5 block text-sm font-medium">
              Station
            </label>
            <NativeSelect id="inventory-station" value={stationId} onChange={(e) => setStation(e.target.value)}>
              <NamedOptions items={stations.data?.items ?? []} empty="All Stations" />
            </NativeSelect>
          </div>

          {inventory.isError ? (
            <LoadError title="Fuel Inventory" message={`Failed to load inventory: ${inventory.error.message}`} onRetry={refresh} />
          ) : (
            <>
              <section aria-label="Inventory summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
                <StatTile icon={Cylinder} label="Total Tanks" value={formatNumber(summary?.totalTanks)} />
                <StatTile icon={AlertTriangle} label="Low Stock Alerts" value={formatNumber(summary?.lowStockCount)} />
                <StatTile icon={Gauge} label="Average Fill" value={formatPercent(summary?.averageFillPercentage)} />
                <StatTile icon={Building2} label="Total Capacity" value={formatCompactVolume(summary?.totalCapacity)} />
              </section>

              {inventory.isPending ? (
                <CardGridSkeleton label="Loading inventory" />
              ) : items.length === 0 ? (
                <EmptyState
                  icon={Cylinder}
                  title="No inventory yet"
                  description="Record the stock of a tank with Update Inventory, or set up nozzles for the station's fuels."
                  action={
                    <Button asChild variant="outline">
                      <Link to="/dashboard/stations">Manage Stations</Link>
                    </Button>
                  }
                />
              ) : (
                <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Tanks">
                  {items.map((item) => (
                    <li key={item.id ?? `${item.stationId}-${item.fuelType}`}>
                      <TankCard
                        item={item}
                        onMovements={setMovementsOf}
                        setUpHref={`/dashboard/fuel-inventory/update?stationId=${item.stationId}&fuelType=${item.fuelType}`}
                        {...(item.id ? { updateHref: `/dashboard/fuel-inventory/update?stationId=${item.stationId}&fuelType=${item.fuelType}&tankId=${item.id}` } : {})}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </>
      )}
      <MovementsDialog item={movementsOf} onClose={() => setMovementsOf(null)} />
    </div>
  );
}
