import type { TAttendantReading } from '@forecourt/shared';
import { PaymentMethodBadge } from '@/components/payment-method-badge';
import { Badge } from '@/components/ui/badge';
import { useFormat } from '@/i18n/use-format';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { fuelCaps } from '../lib/nozzle-display';

/**
 * The attendant's recent readings (nozzle, fuel, litres, amount, time; document 3, section 2). A voided
 * reading stays listed, struck through and marked, so the attendant sees that a manager voided it.
 */
export function ReadingList({ readings, label }: { readings: TAttendantReading[]; label: string }) {
  const t = useT();
  const fmt = useFormat();
  return (
    <ul aria-label={label} className="divide-y">
      {readings.map((r) => {
        const voided = r.status === 'voided';
        return (
          <li key={r.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium">{r.nozzleName}</span>
                <span className="text-xs text-muted-foreground">{r.pumpName}</span>
                <span className="rounded bg-secondary px-1.5 py-0.5 text-[11px] font-semibold tracking-wide text-secondary-foreground">{fuelCaps(r.fuelType, t)}</span>
              </p>
              <p className="mt-1 text-xs text-muted-foreground">
                <time dateTime={r.recordedAt}>{fmt.dateTime(r.recordedAt)}</time>
              </p>
            </div>
            <div className="shrink-0 text-right">
              <p className={cn('font-semibold tabular-nums', voided && 'text-muted-foreground line-through')}>{fmt.litres(r.volume)}</p>
              <p className={cn('text-sm tabular-nums text-muted-foreground', voided && 'line-through')}>{fmt.inr(r.amount)}</p>
              <div className="mt-1 flex justify-end">{voided ? <Badge variant="warning">{t('attendant.recent.voided')}</Badge> : <PaymentMethodBadge method={r.paymentMethod} />}</div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
