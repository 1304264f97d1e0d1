import { Card, CardContent } from '@/components/ui/card';
import type { TMessageId } from '@/i18n/messages/en';
import { useFormat } from '@/i18n/use-format';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { formatDifference, type TCashTotals } from '../lib/cash-totals';

/** idle: no station (or day) chosen yet. */
export type TSalesState = { status: 'idle' | 'loading' | 'error' | 'ready'; label: string };

/**
 * The report's figures as they are entered (document 3): total collected (cash + card + UPI), credit, the
 * total submitted (all four), the station's sales and the difference, green with a plus sign from zero up,
 * red below. `live` announces the changes politely to screen readers.
 */
const SALES_TEXT: Partial<Record<TSalesState['status'], TMessageId>> = { idle: 'cash.totals.selectStation', loading: 'common.loading', error: 'cash.totals.unavailable' };

export function CashTotalsCard({ totals, sales, salesValue }: { totals: TCashTotals; sales: TSalesState; salesValue: number | undefined }) {
  const t = useT();
  const fmt = useFormat();
  const salesText = SALES_TEXT[sales.status];
  const difference =
    sales.status === 'loading' ? t('common.loading') : sales.status !== 'ready' || totals.difference === null ? '—' : formatDifference(totals.difference);
  return (
    <Card>
      <CardContent className="pt-5">
        <dl className="grid gap-3 text-sm" aria-live="polite">
          <div className="flex items-baseline justify-between gap-3 border-b pb-3">
            <dt className="font-medium">{t('cash.totals.collected')}</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid="total-collected">
              {fmt.inr(totals.collected)}
            </dd>
          </div>
          <Row label={t('cash.totals.credit')} value={fmt.inr(totals.credit)} />
          <Row label={t('cash.totals.submitted')} value={fmt.inr(totals.submitted)} testId="total-submitted" strong />
          <Row label={sales.label} value={salesText ? t(salesText) : fmt.inr(salesValue)} />
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-muted-foreground">{t('cash.totals.difference')}</dt>
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
        <p className="mt-3 text-xs text-muted-foreground">{t('cash.totals.note')}</p>
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
