import { FUEL_TYPES, type TFuelType } from '@forecourt/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { NoStationsState } from '../components/no-stations-state';
import { useStations } from '@/features/stations/api/get-stations';
import { InventoryUpdateForm } from '../components/inventory-update-form';

const isFuel = (v: string | null): v is TFuelType => v !== null && (FUEL_TYPES as readonly string[]).includes(v);

/** /dashboard/fuel-inventory/update (owner, manager): record a tank's stock. ?stationId, ?fuelType and ?tankId (a tank card's) preselect. */
export default function InventoryUpdatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const stations = useStations();
  const back = () => void navigate('/dashboard/fuel-inventory');
  const fuel = params.get('fuelType');

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader
        title="Update Inventory"
        description="Enter the stock measured in the tank. The difference from the book stock is recorded as an adjustment."
      />
      {stations.isError ? (
        <LoadError title="Update Inventory" message="Failed to load stations. Please refresh the page or contact support." onRetry={() => void stations.refetch()} />
      ) : stations.isPending ? (
        <CardGridSkeleton count={1} label="Loading stations" />
      ) : stations.data.items.length === 0 ? (
        <NoStationsState />
      ) : (
        <Card>
          <CardContent className="pt-5">
            <InventoryUpdateForm
              stations={stations.data.items}
              stationId={params.get('stationId') ?? (stations.data.items.length === 1 ? (stations.data.items[0]?.id ?? '') : '')}
              fuelType={isFuel(fuel) ? fuel : ''}
              tankId={params.get('tankId') ?? ''}
              onDone={back}
              onCancel={back}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
