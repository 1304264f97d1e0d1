import { formatINR, formatNumber, READING_MSG } from '@forecourt/shared';
import { CalendarDays, CalendarRange, Gauge, IndianRupee, Plus, ReceiptText } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { usePumps } from '@/features/pumps/api/get-pumps';
import { LoadError } from '@/components/list-states';
import { useReadings, type TReadingPeriod } from '../api/get-readings';
import { LatestNozzleReadings } from '../components/latest-nozzle-readings';
import { ReadingsTable } from '../components/readings-table';
import { StatTile } from '@/components/stat-tile';

const PERIODS: Array<{ value: TReadingPeriod; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'Week' },
];
const PAGE_SIZE = 20;

/**
 * /dashboard/readings: Pump Readings (document 2). Every figure is the server's. `pendingReadings` is the
 * alerts' panel of nozzles with no reading in 24 h, composed by the route (src/app/routes/readings-route.tsx).
 */
export function ReadingsPage({ pendingReadings }: { pendingReadings: ReactNode }) {
  const [period, setPeriod] = useState<TReadingPeriod>('all');
  const [pumpId, setPumpId] = useState('');
  const [page, setPage] = useState(1);
  const filter = { period, ...(pumpId ? { pumpId } : {}) };
  const list = useReadings({ ...filter, page, limit: PAGE_SIZE, sortBy: 'recordedAt', sortOrder: 'desc' });
  const latest = useReadings({ ...filter, page: 1, limit: 100, sortBy: 'recordedAt', sortOrder: 'desc' });
  const pumps = usePumps({ limit: 100 });

  useEffect(() => {
    if (list.isError) notify.error(READING_MSG.loadErrorTitle, READING_MSG.loadFailed);
  }, [list.isError]);

  const summary = list.data?.summary;
  const items = list.data?.items ?? [];
  const nothingYet = list.isSuccess && list.data.total === 0 && period === 'all' && pumpId === '';

  return (
    <div className="space-y-6">
      <PageHeader
        title="Pump Readings"
        description="Meter readings of every nozzle, with the volume and amount the server computed."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/dashboard/sales">
                <ReceiptText aria-hidden="true" />
                Sales
              </Link>
            </Button>
            <Button asChild>
              <Link to="/dashboard/readings/new">
                <Plus aria-hidden="true" />
                New Reading
              </Link>
            </Button>
          </>
        }
      />

      {pendingReadings}

      {list.isError ? (
        <LoadError title={READING_MSG.loadErrorTitle} message={list.error.message} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <section aria-label="Readings summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatTile icon={Gauge} label="Total Readings" value={formatNumber(summary?.totalReadings)} />
            <StatTile icon={CalendarDays} label="Today's Readings" value={formatNumber(summary?.todayReadings)} />
            <StatTile icon={CalendarRange} label="This Week" value={formatNumber(summary?.weekReadings)} />
            {/* Compact (document 1: K, L, Cr) with the exact amount on hover and focus, as the sales tiles: the exact
                crore figure did not fit a quarter of the row and broke mid-number. */}
            <StatTile icon={IndianRupee} label="Total Revenue" {...(summary ? { rupees: summary.totalRevenue } : { value: formatINR(undefined) })} />
          </section>

          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div role="group" aria-label="Period" className="inline-flex w-fit rounded-lg border bg-card p-1">
              {PERIODS.map((p) => (
                <button
                  key={p.value}
                  type="button"
                  aria-pressed={period === p.value}
                  onClick={() => {
                    setPeriod(p.value);
                    setPage(1);
                  }}
                  className={cn(
                    'min-w-16 cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
                    period === p.value && 'bg-primary text-primary-foreground hover:text-primary-foreground',
                  )}
                >
                  {p.label}
                </button>
              ))}
            </div>
            <div className="sm:w-64">
              <label htmlFor="readings-pump" className="sr-only">
                Pump
              </label>
              <NativeSelect
                id="readings-pump"
                value={pumpId}
                onChange={(e) => {
                  setPumpId(e.target.value);
                  setPage(1);
                }}
              >
                <option value="">All Pumps</option>
                {pumps.data?.items.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name} · {p.stationName}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>

          {list.isPending ? (
            <Skeleton className="h-64 rounded-xl" />
          ) : nothingYet ? (
            <EmptyState
              icon={Gauge}
              title="No readings yet"
              description="Set up your Stations, Pumps and Nozzles, set fuel prices, then record the first meter reading."
              action={
                <Button asChild>
                  <Link to="/dashboard/stations">Go to Stations</Link>
                </Button>
              }
            />
          ) : (
            <>
              <section aria-labelledby="latest-readings" className="space-y-3">
                <h2 id="latest-readings" className="text-lg font-semibold">
                  Latest Nozzle Readings
                </h2>
                {latest.data && latest.data.items.length > 0 ? (
                  <LatestNozzleReadings readings={latest.data.items} />
                ) : (
                  <p className="text-sm text-muted-foreground">No readings in this period.</p>
                )}
              </section>
              <Card>
                <CardHeader>
                  <CardTitle>Historical Readings</CardTitle>
                </CardHeader>
                <CardContent>
                  {items.length > 0 ? (
                    <ReadingsTable readings={items} />
                  ) : (
                    <p className="py-6 text-center text-sm text-muted-foreground">No readings in this period.</p>
                  )}
                  <Pagination page={page} limit={PAGE_SIZE} total={list.data?.total ?? 0} onPageChange={setPage} label="Readings pages" />
                </CardContent>
              </Card>
            </>
          )}
        </>
      )}
    </div>
  );
}
