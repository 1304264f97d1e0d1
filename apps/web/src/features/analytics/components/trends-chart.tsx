import { formatCompactINR, formatCompactVolume, formatINR, formatLitres, type TTrendPoint } from '@forecourt/shared';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const AMOUNT_COLOUR = 'var(--primary)';
const VOLUME_COLOUR = '#d97706';

/** Revenue (bars, left axis) and volume (line, right axis) per bucket: the Trends tab's chart. */
export function TrendsChart({ points, label }: { points: TTrendPoint[]; label: string }) {
  return (
    <figure aria-label={label} className="h-72 w-full" data-testid="trends-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} className="fill-muted-foreground" />
          <YAxis yAxisId="amount" tick={{ fontSize: 12 }} width={64} tickFormatter={(v: number) => formatCompactINR(v)} />
          <YAxis yAxisId="volume" orientation="right" tick={{ fontSize: 12 }} width={72} tickFormatter={(v: number) => formatCompactVolume(v)} />
          <Tooltip
            formatter={(value, name) => (name === 'Revenue' ? formatINR(Number(value)) : formatLitres(Number(value)))}
            contentStyle={{ background: 'var(--card)', borderColor: 'var(--border)', color: 'var(--card-foreground)' }}
          />
          <Legend />
          <Bar yAxisId="amount" dataKey="revenue" name="Revenue" fill={AMOUNT_COLOUR} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          <Line yAxisId="volume" dataKey="volume" name="Volume" stroke={VOLUME_COLOUR} strokeWidth={2} dot={false} type="monotone" isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
