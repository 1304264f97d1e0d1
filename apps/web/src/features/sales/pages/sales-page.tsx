import { formatINR, formatLitres, formatNumber } from '@forecourt/shared';
import { Download, Droplets, HandCoins, IndianRupee, ReceiptText, RotateCw, Stamp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { DateRangeFields, isRangeInverted } from '@/components/date-range-fields';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { useStations } from '@/features/stations/api/get-stations';
import { LoadError } from '@/components/list-states';
import { StatTile } from '@/components/stat-tile';
import { useExportSales } from '../api/export-sales';
import { useSales } from '../api/get-sales';
import { SalesList } from '../components/sales-list';
import type { TSalesFilter } from '../lib/sales-queries';

const PAGE_SIZE = 20;

/** /dashboard/sales: Sales Management (document 4). Cards from the list's summary; Export is the whole filter. */
export default function SalesPage() {
  const [stationId, setStationId] = useState('');
  const [draft, setDraft] = useState({ startDate: '', endDate: '' });
  const [range, setRange] = useState({ startDate: '', endDate: '' });
  const [page, setPage] = useState(1);
  const stations = useStations();
  const filter: TSalesFilter = {
    ...(stationId ? { stationId } : {}),
    ...(range.startDate ? { startDate: range.startDate } : {}),
    ...(range.endDate ? { endDate: range.endDate } : {}),
  };
  const sales = useSales({ ...filter, page, limit: PAGE_SIZE });
  const exporter = useExportSales();
  const summary = sales.data?.summary;
  const [typedWrong, setTypedWrong] = useState(false);
  // An inverted range, or a date typed wrong (its field keeps the last good day): Apply waits.
  const rangeInvalid = isRangeInverted(draft.startDate, draft.endDate) || typedWrong;
  const loaded = sales.isSuccess && !sales.isPlaceholderData ? sales.data.total : undefined;
  // Document 4's success toast, once per load of a filter (the id keeps one on screen).
  useEffect(() => {
    if (loaded !== undefined) toast.success(`${loaded} sales transactions loaded`, { id: 'sales-loaded' });
  }, [loaded, sales.dataUpdatedAt]);

  const apply = () => {
    setRange(draft);
    setPage(1);
  };
  const clear = () => {
    setDraft({ startDate: '', endDate: '' });
    setRange({ startDate: '', endDate: '' });
    setStationId('');
    setPage(1);
  };
  const exportCsv = () =>
    exporter.mutate(filter, {
      onSuccess: ({ fileName }) => toast.success('Sales exported', { description: fileName }),
      onError: (error) => notify.error('Export failed', error.message),
    });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Sales Management"
        description="Every recorded reading is a sale. Totals cover the whole filter."
        actions={
          <>
            <Button variant="outline" onClick={() => void sales.refetch()} aria-label="Refresh sales">
              <RotateCw aria-hidden="true" />
              Refresh
            </Button>
            <Button onClick={exportCsv} disabled={exporter.isPending || !sales.data || sales.data.total === 0}>
              <Download aria-hidden="true" />
              {exporter.isPending ? 'Exporting...' : 'Export'}
            </Button>
          </>
        }
      />

      <Card>
        <CardContent className="grid gap-4 pt-5 sm:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1fr_auto] lg:items-end">
          <FormField id="sales-station" label="Station">
            <NativeSelect
              id="sales-station"
              value={stationId}
              onChange={(e) => {
                setStationId(e.target.value);
                setPage(1);
              }}
            >
              <option value="">All Stations</option>
              {stations.data?.items.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <DateRangeFields
            fromId="sales-start"
            toId="sales-end"
            from={draft.startDate}
            to={draft.endDate}
            onChange={({ from, to }) => setDraft({ startDate: from, endDate: to })}
            onTypedWrong={setTypedWrong}
          />
          <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
            <Button onClick={apply} disabled={rangeInvalid}>
              Apply
            </Button>
            <Button variant="outline" onClick={clear}>
              Clear
            </Button>
          </div>
        </CardContent>
      </Card>

      {sales.isError ? (
        <LoadError title="Failed to load sales" message={sales.error.message} onRetry={() => void sales.refetch()} />
      ) : (
        <>
          <section aria-label="Sales summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatTile icon={IndianRupee} label="Total Sales" rupees={summary?.totalSales ?? null} />
            <StatTile icon={Droplets} label="Total Volume" value={formatLitres(summary?.totalVolume)} />
            <StatTile icon={HandCoins} label="Credit Sales" rupees={summary?.creditSales ?? null} />
            <StatTile icon={Stamp} label="Posted Sales" rupees={summary?.postedSales ?? null} />
          </section>

          <Card>
            <CardHeader>
              <CardTitle>Transactions</CardTitle>
              <CardDescription>
                {summary ? `${formatNumber(summary.count)} transactions` : ' '}
                {summary ? ' · sales are posted when their day is closed' : ''}
              </CardDescription>
            </CardHeader>
            <CardContent>
              {sales.isPending ? (
                <Skeleton className="h-48 rounded-lg" />
              ) : sales.data.items.length === 0 ? (
                <EmptyState icon={ReceiptText} title="No sales found" description="No readings were recorded for this station and date range." className="border-0" />
              ) : (
                <SalesList sales={sales.data.items} />
              )}
              <Pagination page={page} limit={PAGE_SIZE} total={sales.data?.total ?? 0} onPageChange={setPage} label="Sales pages" />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
