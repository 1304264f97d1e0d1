import { FUEL_TYPE_LABELS, formatINR, formatLitres, formatNumber, formatPercent } from '@forecourt/shared';
import { Fuel } from 'lucide-react';
import { useState } from 'react';
import { DateRangeFields, isRangeInverted } from '@/components/date-range-fields';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useFuelPerformance } from '../api/get-fuel-performance';
import { AnalyticsError } from './analytics-states';

/** Fuel Performance: each station's fuels over a range (default the last 7 days) with growth. */
export function FuelPerformanceView() {
  const [range, setRange] = useState({ from: '', to: '' });
  const inverted = isRangeInverted(range.from, range.to);
  const perf = useFuelPerformance(inverted ? {} : { startDate: range.from, endDate: range.to });
  return (
    <div className="space-y-4">
      <div className="grid max-w-xl gap-3 sm:grid-cols-2">
        <DateRangeFields fromId="fuel-from" toId="fuel-to" from={range.from} to={range.to} onChange={setRange} />
      </div>
      {perf.error ? (
        <AnalyticsError error={perf.error} onRetry={() => void perf.refetch()} />
      ) : !perf.data ? (
        <Skeleton className="h-48 rounded-xl" />
      ) : perf.data.items.length === 0 ? (
        <EmptyState icon={Fuel} title="No fuel sales" description="No sales in this range." />
      ) : (
        <Card>
          <CardContent className="overflow-x-auto pt-4">
            <Table aria-label="Fuel performance">
              <TableHeader>
                <TableRow>
                  <TableHead>Station</TableHead>
                  <TableHead>Fuel</TableHead>
                  <TableHead className="text-right max-sm:hidden">Sales</TableHead>
                  <TableHead className="text-right max-sm:hidden">Volume</TableHead>
                  <TableHead className="text-right max-sm:hidden">Avg ₹/L</TableHead>
                  <TableHead className="text-right">Revenue</TableHead>
                  <TableHead className="text-right">Growth</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {perf.data.items.map((r) => (
                  <TableRow key={`${r.stationId}-${r.fuelType}`}>
                    <TableCell className="whitespace-normal font-medium">{r.stationName}</TableCell>
                    <TableCell>{FUEL_TYPE_LABELS[r.fuelType]}</TableCell>
                    <TableCell className="text-right tabular-nums max-sm:hidden">{formatNumber(r.salesCount)}</TableCell>
                    <TableCell className="text-right tabular-nums max-sm:hidden">{formatLitres(r.volume)}</TableCell>
                    <TableCell className="text-right tabular-nums max-sm:hidden">{formatINR(r.averagePrice)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatINR(r.revenue)}</TableCell>
                    <TableCell className="text-right tabular-nums">{r.growth === null ? '—' : formatPercent(r.growth, { signed: true })}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
