import { DASHBOARD_TREND_DAYS_DEFAULT, formatCompactINR, formatDate, formatINR, formatLitres, formatNumber } from '@forecourt/shared';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useSalesTrend } from '../api/get-sales-trend';
import { WidgetCard } from '@/components/widget-card';

/** dd/mm of a YYYY-MM-DD day (the Indian order) for the axis. */
const shortDay = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}`;
const AMOUNT_COLOR = '#2563eb';
const VOLUME_COLOR = '#16a34a';

/** Sales Trend (document 1 §2): 7 days, amount on the left axis and litres on the right. */
export function SalesTrendCard() {
  const trend = useSalesTrend({ days: DASHBOARD_TREND_DAYS_DEFAULT });
  const points = trend.data ?? [];
  const empty = points.every((p) => p.amount === 0 && p.volume === 0);
  return (
    <WidgetCard title="Sales Trend" description="Last 7 days: amount and volume" query={trend}>
      {empty ? (
        <p className="py-16 text-center text-sm text-muted-foreground">No sales trend data available</p>
      ) : (
        <figure aria-label="Sales trend of the last 7 days" className="h-64 w-full text-xs">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={points} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
              <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
              <XAxis dataKey="date" tickFormatter={shortDay} stroke="currentColor" />
              <YAxis yAxisId="amount" tickFormatter={(v: number) => formatCompactINR(v)} stroke={AMOUNT_COLOR} width={64} />
              <YAxis yAxisId="volume" orientation="right" tickFormatter={(v: number) => formatNumber(v, { maximumFractionDigits: 0 })} stroke={VOLUME_COLOR} width={56} />
              <Tooltip
                contentStyle={{ background: 'var(--color-card)', color: 'var(--color-card-foreground)', borderColor: 'var(--color-border)' }}
                labelFormatter={(d) => formatDate(String(d))}
                formatter={(value, name) => (name === 'Amount' ? formatINR(Number(value)) : formatLitres(Number(value)))}
              />
              <Legend />
              <Line yAxisId="amount" type="monotone" dataKey="amount" name="Amount" stroke={AMOUNT_COLOR} strokeWidth={2} dot={{ r: 3 }} />
              <Line yAxisId="volume" type="monotone" dataKey="volume" name="Volume (L)" stroke={VOLUME_COLOR} strokeWidth={2} dot={{ r: 3 }} />
            </LineChart>
          </ResponsiveContainer>
          <figcaption className="sr-only">
            {points.map((p) => `${formatDate(p.date)}: ${formatINR(p.amount)}, ${formatLitres(p.volume)}`).join('; ')}
          </figcaption>
        </figure>
      )}
    </WidgetCard>
  );
}
