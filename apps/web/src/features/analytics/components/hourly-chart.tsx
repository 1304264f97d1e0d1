import { formatCompactINR, formatINR, type THourBucket } from '@forecourt/shared';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** Revenue per hour of one business day (24 bars). */
export function HourlyChart({ items }: { items: THourBucket[] }) {
  const data = items.map((h) => ({ ...h, label: hourLabel(h.hour) }));
  return (
    <figure aria-label="Revenue by hour" className="h-64 w-full" data-testid="hourly-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={20} />
          <YAxis tick={{ fontSize: 11 }} width={60} tickFormatter={(v: number) => formatCompactINR(v)} />
          <Tooltip
            formatter={(value) => formatINR(Number(value))}
            contentStyle={{ background: 'var(--card)', borderColor: 'var(--border)', color: 'var(--card-foreground)' }}
          />
          <Bar dataKey="revenue" name="Revenue" fill="var(--primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

export { hourLabel };
