import { formatLitres, type TReceipt } from '@forecourt/shared';
import { AlertTriangle, CircleCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { densityVerdict, formatCm, formatDensity, formatTempC, shortOrExcess, signedDensity } from '../lib/wet-stock-display';
import { FigureList } from './figure-list';

/** The density check against the invoice: within the guidelines' limit, or beyond it (a matter for the supplier). */
export function DensityBadge({ ok, brief = false }: { ok: boolean; brief?: boolean }) {
  return (
    <Badge variant={ok ? 'accent' : 'warning'} className={brief ? undefined : 'whitespace-normal text-left'}>
      {ok ? <CircleCheck className="size-3 shrink-0" aria-hidden="true" /> : <AlertTriangle className="size-3 shrink-0" aria-hidden="true" />}
      {densityVerdict(ok, brief)}
    </Badge>
  );
}

/** What a tanker receipt came to: ρ15 against the invoice's, the litres the dips say arrived, and the short or excess. */
export function ReceiptResult({ receipt: r }: { receipt: TReceipt }) {
  const gap = shortOrExcess(r.shortLitres);
  return (
    <section aria-label="Receipt result" className="space-y-3 rounded-lg border bg-muted/30 p-4" data-testid="receipt-result">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">Invoice {r.invoiceNumber}</h3>
        <DensityBadge ok={r.densityOk} />
      </div>
      <FigureList
        rows={[
          { label: 'Observed', value: `${formatDensity(r.observedDensity)} at ${formatTempC(r.observedTempC)}` },
          { label: 'Density at 15 °C', value: formatDensity(r.density15) },
          { label: 'Invoice density at 15 °C', value: formatDensity(r.invoiceDensity15) },
          { label: 'Density difference', value: signedDensity(r.densityDifference) },
          { label: `Before (${formatCm(r.dipBeforeCm)})`, value: formatLitres(r.litresBefore) },
          { label: `After (${formatCm(r.dipAfterCm)})`, value: formatLitres(r.litresAfter) },
          { label: 'Sold during decantation', value: formatLitres(r.litresSoldDuring) },
          { label: 'Received', value: formatLitres(r.receivedLitres) },
          { label: 'Invoice litres', value: formatLitres(r.invoiceLitres) },
          { label: gap.label, value: gap.litres, className: gap.short ? 'text-red-700 dark:text-red-400' : undefined },
        ]}
      />
    </section>
  );
}
