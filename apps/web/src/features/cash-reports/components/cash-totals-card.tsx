import { formatINR } from '@forecourt/shared';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDifference, type TCashTotals } from '../lib/cash-totals';

/** idle: no station (or day) chosen yet. */
export type TSalesState = { status: 'idle' | 'loading' | 'error' | 'ready'; label: string };

/**
 * The report's figures as they are entered (document 3): total collected (cash + card + UPI), credit, the
 * total submitted (all four), the station's sales and the difference, green with a plus sign from zero up,
 * red below. `live` announces the changes politely to screen readers.
 */
const SALES_TEXT: Partial<Record<TSalesState['status'], string>> = { idle: 'Select a station', loading: 'Loading…', error: 'Could not be loaded' };

export function CashTotalsCard({ totals, sales, salesValue }: { totals: TCashTotals; sales: TSalesState; salesValue: number | undefined }) {
  const difference =
    sales.status === 'loading' ? 'Loading…' : sales.status !== 'ready' || totals.difference === null ? '—' : formatDifference(totals.difference);
  return (
    <Card>
      <CardContent className="pt-5">
        <dl className="grid gap-3 text-sm" aria-live="polite">
          <div className="flex items-baseline justify-between gap-3 border-b pb-3">
            <dt className="font-medium">Total collected</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid="total-collected">
              {formatINR(totals.collected)}
            </dd>
          </div>
          <Row label="Credit" value={formatINR(totals.credit)} />
          <Row label="Total submitted" value={formatINR(totals.submitted)} testId="total-submitted" strong />
          <Row label={sales.label} value={SALES_TEXT[sales.status] ?? formatINR(salesValue)} />
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-muted-foreground">Difference</dt>
            <dd
              data-testid="difference"
              data-tone={sales.status === 'ready' ? (totals.tone ?? undefined) : undefined}
              className={cn(
                'font-semibold tabular-nums',
                sales.status === 'ready' && totals.tone === 'positive' && 'text-emerald-700 dark:text-emerald-400',
                sales.status === 'ready' && totals.tone === 'negative' && 'text-red-700 dark:text-red-400',
              )}
            >
              {difference}
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-muted-foreground">Difference = total collected − the station&apos;s sales (every shift, credit sales included).</p>
      </CardContent>
    </Card>
  );
}

function Row({ label, value, testId, strong = false }: { label: string; value: string; testId?: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn('tabular-nums', strong && 'font-medium')} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
