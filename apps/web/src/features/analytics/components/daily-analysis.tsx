import { FUEL_TYPE_LABELS, formatINR, formatLitres, formatNumber } from '@forecourt/shared';
import { Clock, Droplets, IndianRupee, ReceiptText } from 'lucide-react';
import { StatTile } from '@/components/stat-tile';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDailySummary } from '../api/get-daily-summary';
import { useHourlySales } from '../api/get-hourly-sales';
import { usePeakHours } from '../api/get-peak-hours';
import { AnalyticsError } from './analytics-states';
import { HourlyChart, hourLabel } from './hourly-chart';

/** Daily Analysis: one business day's totals, its hours and peak hours, by station and by fuel. */
export function DailyAnalysis({ date }: { date: string }) {
  const params = { date };
  const summary = useDailySummary(params);
  const hourly = useHourlySales(params);
  const peaks = usePeakHours(params);
  const failed = summary.error ?? hourly.error ?? peaks.error;
  if (failed) {
    return (
      <AnalyticsError
        error={failed}
        onRetry={() => {
          void summary.refetch();
          void hourly.refetch();
          void peaks.refetch();
        }}
      />
    );
  }
  if (!summary.data || !hourly.data || !peaks.data) return <Skeleton className="h-96 rounded-xl" />;
  const s = summary.data;
  return (
    <div className="space-y-4">
      <section aria-label="Day totals" className="grid gap-3 sm:grid-cols-3">
        <StatTile icon={IndianRupee} label="Total Sales" rupees={s.totalAmount} />
        <StatTile icon={Droplets} label="Total Volume" value={formatLitres(s.totalVolume)} />
        <StatTile icon={ReceiptText} label="Entries" value={formatNumber(s.totalEntries)} />
      </section>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr] [&>*]:min-w-0">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Hourly sales</CardTitle>
          </CardHeader>
          <CardContent>
            <HourlyChart items={hourly.data.items} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Peak hours</CardTitle>
          </CardHeader>
          <CardContent>
            {peaks.data.items.length === 0 ? (
              <p className="text-sm text-muted-foreground">No sales on this day.</p>
            ) : (
              <ol className="space-y-3" aria-label="Peak hours">
                {peaks.data.items.map((h) => (
                  <li key={h.hour} className="flex items-center justify-between gap-3">
                    <span className="flex items-center gap-2">
                      <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
                      {hourLabel(h.hour)}–{hourLabel((h.hour + 1) % 24)}
                    </span>
                    <span className="text-right tabular-nums">
                      <span className="block font-medium">{formatINR(h.revenue)}</span>
                      <span className="block text-xs text-muted-foreground">{formatNumber(h.transactions)} sales</span>
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-4 2xl:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">By station</CardTitle>
          </CardHeader>
          <CardContent className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Station</TableHead>
                  <TableHead className="text-right">Entries</TableHead>
                  <TableHead className="text-right max-sm:hidden">Nozzles</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {s.salesByStation.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={4} className="text-muted-foreground">
                      No sales on this day.
                    </TableCell>
                  </TableRow>
                )}
                {s.salesByStation.map((r) => (
                  <TableRow key={r.stationId}>
                    <TableCell className="whitespace-normal">
                      <span className="font-medium">{r.stationName}</span>
                      <span className="block text-xs text-muted-foreground">{r.fuelTypes.map((f) => FUEL_TYPE_LABELS[f]).join(', ')}</span>
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatNumber(r.entriesCount)}</TableCell>
                    <TableCell className="text-right tabular-nums max-sm:hidden">{formatNumber(r.nozzlesActive)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatINR(r.totalAmount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">By fuel</CardTitle>
          </CardHeader>
          <CardContent className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Fuel</TableHead>
                  <TableHead className="text-right">Volume</TableHead>
                  <TableHead className="text-right max-sm:hidden">Avg ₹/L</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {s.salesByFuel.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={4} className="text-muted-foreground">
                      No sales on this day.
                    </TableCell>
                  </TableRow>
                )}
                {s.salesByFuel.map((r) => (
                  <TableRow key={r.fuelType}>
                    <TableCell className="font-medium">{FUEL_TYPE_LABELS[r.fuelType]}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatLitres(r.totalVolume)}</TableCell>
                    <TableCell className="text-right tabular-nums max-sm:hidden">{formatINR(r.averagePrice)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatINR(r.totalAmount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
