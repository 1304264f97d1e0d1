import { decimalRatio, formatCompactINR, formatDate, formatINR, formatLitres, formatNumber } from '@forecourt/shared';
import { CalendarRange, Droplets, IndianRupee, ReceiptText, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { DateRangeFields, isRangeInverted } from '@/components/date-range-fields';
import { FormField } from '@/components/form-field';
import { LoadError } from '@/components/list-states';
import { StatTile } from '@/components/stat-tile';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useStations } from '@/features/stations/api/get-stations';
import { useSales } from '../api/get-sales';
import { SalesList } from '../components/sales-list';
import { daysInRange, lastDays } from '../lib/sales-period';

const RECENT = 10;

/**
 * /dashboard/sales/overview: Sales Overview & Analytics (document 4). The last 7 days by default; the
 * four cards from the sales summary over the whole filter; station and date filters; Clear Filters
 * returns to the default.
 */
export default function SalesOverviewPage() {
  const [stationId, setStationId] = useState('');
  const [range, setRange] = useState(() => lastDays());
  const stations = useStations();
  const inverted = isRangeInverted(range.startDate, range.endDate);
  const complete = range.startDate !== '' && range.endDate !== '' && !inverted;
  const sales = useSales({
    ...(stationId ? { stationId } : {}),
    ...(complete ? range : {}),
    limit: RECENT,
  });
  const summary = sales.data?.summary;
  const average = summary ? (decimalRatio(summary.totalSales, summary.count, 2) ?? 0) : undefined;
  const period = complete
    ? `${formatDate(range.startDate)} – ${formatDate(range.endDate)}`
    : 'All dates';
  const days = complete ? daysInRange(range.startDate, range.endDate) : 0;
  const periodHint = complete ? (days === 1 ? '1 day' : `${formatNumber(days)} days`) : undefined;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Sales Overview & Analytics"
        description="Totals over the whole filter, from every recorded reading."
        actions={
          <Button variant="outline" className="h-10" onClick={() => void sales.refetch()}>
            <RotateCw aria-hidden="true" />
            Refresh
          </Button>
        }
      />
      <Card>
        <CardContent className="grid gap-4 pt-5 sm:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1fr_auto] lg:items-end">
          <FormField id="overview-station" label="Station">
            <NativeSelect id="overview-station" value={stationId} onChange={(e) => setStationId(e.target.value)}>
              <option value="">All Stations</option>
              {stations.data?.items.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <DateRangeFields
            fromId="overview-start"
            toId="overview-end"
            from={range.startDate}
            to={range.endDate}
            onChange={({ from, to }) => setRange({ startDate: from, endDate: to })}
          />
          <Button
            variant="outline"
            className="h-10"
            onClick={() => {
              setStationId('');
              setRange(lastDays());
            }}
          >
            Clear Filters
          </Button>
        </CardContent>
      </Card>

      {sales.isError ? (
        <LoadError title="Failed to load sales" message={sales.error.message} onRetry={() => void sales.refetch()} />
      ) : (
        <>
          <section aria-label="Sales overview" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatTile
              icon={IndianRupee}
              label="Total Revenue"
              value={summary ? <span title={formatINR(summary.totalSales)}>{formatCompactINR(summary.totalSales)}</span> : '—'}
              {...(summary ? { hint: formatINR(summary.totalSales) } : {})}
            />
            <StatTile icon={Droplets} label="Volume Sold" value={formatLitres(summary?.totalVolume)} />
            <StatTile icon={ReceiptText} label="Avg Transaction" value={formatINR(average)} {...(summary ? { hint: `${formatNumber(summary.count)} transactions` } : {})} />
            <StatTile icon={CalendarRange} label="Time Period" value={<span className="text-base">{period}</span>} {...(periodHint ? { hint: periodHint } : {})} />
          </section>
          <Card>
            <CardHeader>
              <CardTitle>Recent sales</CardTitle>
              <CardDescription>The latest {RECENT} of the filter; every sale is in Sales.</CardDescription>
            </CardHeader>
            <CardContent>
              {sales.isPending ? (
                <Skeleton className="h-48 rounded-lg" />
              ) : sales.data.items.length === 0 ? (
                <EmptyState icon={ReceiptText} title="No sales found" description="No readings were recorded for this station and date range." className="border-0" />
              ) : (
                <SalesList sales={sales.data.items} />
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
