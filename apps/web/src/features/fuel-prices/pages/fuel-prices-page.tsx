import { FUEL_PRICE_MSG, type TFuelType } from '@forecourt/shared';
import { Building2, Plus, RotateCw, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { notify } from '@/lib/notify';
import { useStations } from '@/features/stations/api/get-stations';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { useFuelPrices } from '../api/get-fuel-prices';
import { useMissingPrices } from '../api/get-missing-prices';
import { MissingPricesNotice } from '../components/missing-prices-notice';
import { PriceForm } from '../components/price-form';
import { PriceHistory } from '../components/price-history';
import { StationPriceCard } from '../components/station-price-card';

type TFormTarget = { stationId: string; fuelType: TFuelType; n: number };

/** /dashboard/fuel-prices (document 2): the price in effect per station and fuel, scheduled prices, history. */
export default function FuelPricesPage() {
  const [params, setParams] = useSearchParams();
  const stations = useStations();
  const current = useFuelPrices({ view: 'current', limit: 100 });
  const missing = useMissingPrices();
  const [form, setForm] = useState<TFormTarget | null>(() =>
    params.get('showForm') === 'true' ? { stationId: params.get('stationId') ?? '', fuelType: 'petrol', n: 0 } : null,
  );

  useEffect(() => {
    if (current.isError) notify.error(FUEL_PRICE_MSG.loadErrorTitle, FUEL_PRICE_MSG.fetchFailed);
  }, [current.isError]);

  const openForm = (stationId: string, fuelType: TFuelType = 'petrol') => {
    setForm((f) => ({ stationId, fuelType, n: (f?.n ?? 0) + 1 }));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const closeForm = () => {
    setForm(null);
    if (params.has('showForm')) setParams({}, { replace: true });
  };
  const refresh = () => {
    void stations.refetch();
    void current.refetch();
    void missing.refetch();
  };

  const stationList = stations.data?.items ?? [];
  const prices = current.data?.items ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Fuel Prices"
        description="The price per litre in effect at each station. A reading is sold at the price in effect at its time."
        actions={
          <>
            <Button variant="outline" onClick={refresh}>
              <RotateCw aria-hidden="true" />
              Refresh
            </Button>
            {stationList.length > 0 &&
              (form ? (
                <Button variant="outline" onClick={closeForm}>
                  <X aria-hidden="true" />
                  Cancel
                </Button>
              ) : (
                <Button onClick={() => openForm(stationList.length === 1 ? (stationList[0]?.id ?? '') : '')}>
                  <Plus aria-hidden="true" />
                  Add
                </Button>
              ))}
          </>
        }
      />

      {stations.isError ? (
        <LoadError title={FUEL_PRICE_MSG.loadErrorTitle} message="Failed to load stations. Please refresh the page or contact support." onRetry={refresh} />
      ) : current.isError ? (
        <LoadError title={FUEL_PRICE_MSG.loadErrorTitle} message={`Failed to load fuel prices: ${current.error.message}`} onRetry={refresh} />
      ) : stations.isPending || current.isPending ? (
        <CardGridSkeleton label="Loading fuel prices" />
      ) : stationList.length === 0 ? (
        <EmptyState
          icon={Building2}
          title="No stations found"
          description="Fuel prices are set per station. Add a station first."
          action={
            <Button asChild>
              <Link to="/dashboard/stations/new">Add Station</Link>
            </Button>
          }
        />
      ) : (
        <>
          {form && (
            <PriceForm key={`${form.stationId}-${form.fuelType}-${form.n}`} stations={stationList} stationId={form.stationId} fuelType={form.fuelType} onCancel={closeForm} />
          )}
          <MissingPricesNotice missing={missing.data ?? []} onSet={(m) => openForm(m.stationId, m.fuelType)} />
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Station fuel prices">
            {stationList.map((s) => (
              <li key={s.id}>
                <StationPriceCard station={s} prices={prices.filter((p) => p.stationId === s.id)} onUpdate={() => openForm(s.id)} />
              </li>
            ))}
          </ul>
          <PriceHistory stations={stationList} onSetNew={(p) => openForm(p.stationId, p.fuelType)} />
        </>
      )}
    </div>
  );
}
