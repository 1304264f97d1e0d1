import {
  ANALYTICS_PERIODS,
  formatCompactVolume,
  ANALYTICS_PERIOD_LABELS,
  formatCompactINR,
  formatDate,
  formatINR,
  formatLitres,
  formatNumber,
  type TAnalyticsPeriod,
} from '@forecourt/shared';
import { Activity, Building2, Download, Droplets, Fuel, IndianRupee, LineChart, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useBreakdown } from '../api/get-analytics-breakdown';
import { useInsights } from '../api/get-analytics-insights';
import { useOverview } from '../api/get-analytics-overview';
import { useTrends } from '../api/get-analytics-trends';
import { downloadText, smartViewCsv, smartViewFileName, type TSmartTab } from '../lib/analytics-csv';
import { AnalyticsError } from './analytics-states';
import { AnalyticsTabs } from './analytics-tabs';
import { BreakdownView } from './breakdown-view';
import { InsightsList } from './insights-list';
import { KpiCard } from './kpi-card';
import { TrendsChart } from './trends-chart';

const money2 = (n: number) => formatINR(n);

/** Smart View: a period, its KPI cards with growth, and the Overview / Trends / Breakdown / Insights tabs. */
export function SmartView({ date }: { date: string }) {
  const [period, setPeriod] = useState<TAnalyticsPeriod>('today');
  const [tab, setTab] = useState<TSmartTab>('overview');
  const params = { period, date };
  const overview = useOverview(params);
  const trends = useTrends(params);
  const breakdown = useBreakdown(params);
  const insights = useInsights(params);
  const o = overview.data;

  const exportCsv = () => {
    if (!o) return;
    const data = { overview: o, tab, trends: trends.data, breakdown: breakdown.data, insights: insights.data };
    const fileName = smartViewFileName(data);
    downloadText(fileName, smartViewCsv(data));
    toast.success('Analytics exported', { description: fileName });
  };

  const pane = <T,>(q: { data?: T | undefined; isPending: boolean; error: Error | null; refetch: () => unknown }, render: (d: T) => React.ReactNode) =>
    q.error ? <AnalyticsError error={q.error} onRetry={() => void q.refetch()} /> : q.isPending || !q.data ? <Skeleton className="h-64 rounded-xl" /> : render(q.data);

  const rangeText = o ? (o.range.startDate ? `${formatDate(o.range.startDate)} – ${formatDate(o.range.endDate)}` : `All history to ${formatDate(o.range.endDate)}`) : '';

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div role="group" aria-label="Period" className="flex flex-wrap gap-1.5">
          {ANALYTICS_PERIODS.map((p) => (
            <Button key={p} size="sm" className="h-10" variant={p === period ? 'default' : 'outline'} aria-pressed={p === period} onClick={() => setPeriod(p)}>
              {ANALYTICS_PERIOD_LABELS[p]}
            </Button>
          ))}
        </div>
        <Button variant="outline" className="h-10" onClick={exportCsv} disabled={!o}>
          <Download aria-hidden="true" />
          Export
        </Button>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {rangeText}
      </p>

      {overview.error ? (
        <AnalyticsError main error={overview.error} onRetry={() => void overview.refetch()} />
      ) : !o ? (
        <div className="grid grid-cols-2 gap-3 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-28 rounded-xl" />
          ))}
        </div>
      ) : (
        <section aria-label="Key figures" className="grid grid-cols-2 gap-3 xl:grid-cols-3">
          <KpiCard icon={IndianRupee} label="Revenue" kpi={o.revenue} format={(n) => formatCompactINR(n)} exact={money2} />
          <KpiCard icon={Droplets} label="Volume" kpi={o.volume} format={(n) => formatCompactVolume(n)} exact={(n) => formatLitres(n)} />
          <KpiCard icon={ReceiptText} label="Transactions" kpi={o.transactions} format={(n) => formatNumber(n)} />
          <KpiCard icon={Activity} label="Avg Transaction" kpi={o.averageTransaction} format={money2} />
          <KpiCard icon={Fuel} label="Price per Litre" kpi={o.pricePerLitre} format={money2} />
          <KpiCard icon={Building2} label="Active Stations" kpi={o.activeStations} format={(n) => formatNumber(n)} />
        </section>
      )}

      <AnalyticsTabs
        label="Smart view"
        value={tab}
        onChange={setTab}
        tabs={[
          {
            value: 'overview',
            label: 'Overview',
            content: pane(breakdown, (b) => (
              <div className="grid gap-4 lg:grid-cols-2">
                <Card>
                  <CardHeader>
                    <CardTitle className="text-base">Top stations</CardTitle>
                    <CardDescription>Revenue in this period</CardDescription>
                  </CardHeader>
                  <CardContent>
                    {b.byStation.length === 0 ? (
                      <p className="text-sm text-muted-foreground">No sales in this period.</p>
                    ) : (
                      <ol className="space-y-2">
                        {b.byStation.slice(0, 5).map((s, i) => (
                          <li key={s.stationId} className="flex items-baseline justify-between gap-3">
                            <span className="min-w-0 truncate">
                              {i + 1}. {s.stationName}
                            </span>
                            <span className="shrink-0 font-medium tabular-nums">{formatINR(s.revenue)}</span>
                          </li>
                        ))}
                      </ol>
                    )}
                  </CardContent>
                </Card>
                <Card>
                  <CardHeader>
                    <CardTitle className="text-base">Quick Actions</CardTitle>
                    <CardDescription>Every sale behind these figures</CardDescription>
                  </CardHeader>
                  <CardContent className="flex flex-wrap gap-2">
                    <Button asChild variant="outline" className="h-10">
                      <Link to="/dashboard/sales">View Sales</Link>
                    </Button>
                    <Button asChild variant="outline" className="h-10">
                      <Link to="/dashboard/sales/overview">Sales Overview</Link>
                    </Button>
                  </CardContent>
                </Card>
              </div>
            )),
          },
          {
            value: 'trends',
            label: 'Trends',
            content: pane(trends, (t) =>
              t.points.every((p) => p.transactions === 0) ? (
                <EmptyState icon={LineChart} title="No sales in this period" description="The chart fills in as readings are recorded." />
              ) : (
                <Card>
                  <CardHeader>
                    <CardTitle className="text-base">Revenue and volume {t.granularity === 'month' ? 'by month' : 'by day'}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <TrendsChart points={t.points} label={`Revenue and volume, ${ANALYTICS_PERIOD_LABELS[period]}`} />
                  </CardContent>
                </Card>
              ),
            ),
          },
          { value: 'breakdown', label: 'Breakdown', content: pane(breakdown, (b) => <BreakdownView data={b} />) },
          { value: 'insights', label: 'Insights', className: cn('max-md:hidden'), content: pane(insights, (i) => <InsightsList data={i} />) },
        ]}
      />
    </div>
  );
}
