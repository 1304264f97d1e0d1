import { Building2, Cylinder, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { NativeSelect } from '@/components/ui/select';
import { useReadingStations } from '@/features/readings/api/get-reading-assets';
import { useT } from '@/i18n/use-t';
import { useInventory } from '../api/get-inventory';
import { TankCard } from '../components/tank-card';

/** /attendant/inventory (document 3): stock per fuel type and status for a chosen assigned station. */
export default function AttendantInventoryPage() {
  const stations = useReadingStations('attendant');
  const [chosen, setChosen] = useState('');
  const t = useT();
  const list = stations.data?.items ?? [];
  const stationId = chosen || list[0]?.id || '';
  const inventory = useInventory({ stationId }, { enabled: stationId !== '' });
  const items = inventory.data?.items ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('inventory.title')}
        description={t('inventory.description')}
        actions={
          <Button variant="outline" onClick={() => void inventory.refetch()} disabled={stationId === '' || inventory.isFetching}>
            <RotateCw aria-hidden="true" />
            {t('common.refresh')}
          </Button>
        }
      />
      {stations.isError ? (
        <LoadError title={t('inventory.title')} message={t('msg.attendant.stationsFailed')} onRetry={() => void stations.refetch()} />
      ) : stations.isPending ? (
        <CardGridSkeleton count={2} label={t('inventory.loadingStations')} />
      ) : list.length === 0 ? (
        <EmptyState icon={Building2} title={t('msg.attendant.noStations')} description={t('msg.attendant.noStationsHint')} />
      ) : (
        <>
          <div className="sm:w-72">
            <label htmlFor="attendant-inventory-station" className="mb-1.5 block text-sm font-medium">
              {t('common.station')}
            </label>
            <NativeSelect id="attendant-inventory-station" className="[&_select]:h-12 [&_select]:text-base" value={stationId} onChange={(e) => setChosen(e.target.value)}>
              {list.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          {inventory.isError ? (
            <LoadError
              title={t('inventory.title')}
              message={t('inventory.loadFailed', { message: t.known(inventory.error.message) })}
              onRetry={() => void inventory.refetch()}
            />
          ) : inventory.isPending ? (
            <CardGridSkeleton count={3} label={t('inventory.loading')} />
          ) : items.length === 0 ? (
            <EmptyState icon={Cylinder} title={t('msg.inventory.noStationData')} />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('inventory.list')}>
              {items.map((item) => (
                <li key={item.id ?? `${item.stationId}-${item.fuelType}`}>
                  <TankCard item={item} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
