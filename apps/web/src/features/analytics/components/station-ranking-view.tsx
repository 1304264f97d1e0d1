import { ANALYTICS_PERIOD_LABELS, RANKING_PERIODS, formatINR, formatLitres, formatNumber, type TRankingPeriod } from '@forecourt/shared';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { FormField } from '@/components/form-field';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useStationRanking } from '../api/get-station-ranking';
import { AnalyticsError } from './analytics-states';

/** Station Ranking: every station by sales for Today, This Week or This Month. */
export function StationRankingView({ date }: { date: string }) {
  const [period, setPeriod] = useState<TRankingPeriod>('today');
  const ranking = useStationRanking({ period, date });
  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <FormField id="ranking-period" label="Ranking period">
          <NativeSelect id="ranking-period" value={period} onChange={(e) => setPeriod(e.target.value as TRankingPeriod)}>
            {RANKING_PERIODS.map((p) => (
              <option key={p} value={p}>
                {ANALYTICS_PERIOD_LABELS[p]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {ranking.error ? (
        <AnalyticsError error={ranking.error} onRetry={() => void ranking.refetch()} />
      ) : !ranking.data ? (
        <Skeleton className="h-48 rounded-xl" />
      ) : ranking.data.items.length === 0 ? (
        <EmptyState icon={Trophy} title="No stations yet" description="Add a station to see it ranked here." />
      ) : (
        <Card>
          <CardContent className="overflow-x-auto pt-4">
            <Table aria-label="Station ranking">
              <TableHeader>
                <TableRow>
                  <TableHead className="w-12">Rank</TableHead>
                  <TableHead>Station</TableHead>
                  <TableHead className="text-right">Transactions</TableHead>
                  <TableHead className="text-right">Volume</TableHead>
                  <TableHead className="text-right">Sales</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {ranking.data.items.map((r) => (
                  <TableRow key={r.stationId}>
                    <TableCell className="font-semibold tabular-nums">#{r.rank}</TableCell>
                    <TableCell className="whitespace-normal font-medium">{r.name}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatNumber(r.transactionCount)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatLitres(r.totalVolume)}</TableCell>
                    <TableCell className="text-right font-medium tabular-nums">{formatINR(r.totalSales)}</TableCell>
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
