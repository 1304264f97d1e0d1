import { formatINR, formatLitres, formatNumber, RECONCILIATION_MSG, differenceLevel, type TReconciliationSummary } from '@forecourt/shared';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { DIFFERENCE_BADGE, differenceTone } from '../lib/reconciliation-display';

type TFigures = Pick<TReconciliationSummary, 'systemCalculated' | 'userEntered' | 'differences' | 'accuracy' | 'matched' | 'cashReports'>;

/** A signed rupee difference: "+₹12.00", "−₹5.43", "₹0.00". */
export function signedINR(value: number): string {
  if (value === 0) return formatINR(0);
  return `${value > 0 ? '+' : '−'}${formatINR(Math.abs(value))}`;
}

/** Matched (|difference| under ₹1) or Mismatch, in the difference's colour. */
export function MatchBadge({ difference, matched }: { difference: number; matched: boolean }) {
  return <Badge className={DIFFERENCE_BADGE[differenceLevel(difference)]}>{matched ? RECONCILIATION_MSG.matched : RECONCILIATION_MSG.mismatch}</Badge>;
}

/**
 * The day side by side (document 4): what the readings sold per payment method, what the cash reports
 * declare, and the difference (declared − sold) in the spec's colours: under ₹1 green, under ₹100
 * yellow, otherwise red. Every figure is the server's.
 */
export function FiguresTable({ figures }: { figures: TFigures }) {
  const s = figures.systemCalculated;
  const u = figures.userEntered;
  const d = figures.differences;
  const rows = [
    { label: 'Cash', system: s.cashSales, user: u.cashCollected, diff: d.cash },
    { label: 'Card', system: s.cardSales, user: u.cardCollected, diff: d.card },
    { label: 'UPI', system: s.upiSales, user: u.upiCollected, diff: d.upi },
    { label: 'Credit', system: s.creditSales, user: u.creditGiven, diff: d.credit },
  ];
  return (
    <div className="space-y-4">
      <ul className="grid gap-2 sm:hidden" aria-label="Figures by method">
        {[...rows, { label: 'Total', system: s.totalRevenue, user: u.totalCollected, diff: d.total }].map((r) => (
          <li key={r.label} className={cn('rounded-lg border p-3 text-sm', r.label === 'Total' && 'font-semibold')}>
            <div className="flex items-center justify-between gap-2">
              <span>{r.label}</span>
              <span className={cn('font-medium tabular-nums', differenceTone(r.diff))}>{signedINR(r.diff)}</span>
            </div>
            <div className="mt-1 flex justify-between gap-2 text-xs font-normal text-muted-foreground">
              <span>System {formatINR(r.system)}</span>
              <span>Declared {formatINR(r.user)}</span>
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table>
          <TableCaption>System-calculated sales beside the amounts declared in the day&apos;s cash reports</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Method</TableHead>
              <TableHead className="text-right">System (readings)</TableHead>
              <TableHead className="text-right">Declared (cash reports)</TableHead>
              <TableHead className="text-right">Difference</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.label}>
                <TableCell>{r.label}</TableCell>
                <TableCell className="text-right tabular-nums">{formatINR(r.system)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatINR(r.user)}</TableCell>
                <TableCell className={cn('text-right font-medium tabular-nums', differenceTone(r.diff))}>{signedINR(r.diff)}</TableCell>
              </TableRow>
            ))}
            <TableRow className="font-semibold">
              <TableCell>Total</TableCell>
              <TableCell className="text-right tabular-nums">{formatINR(s.totalRevenue)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatINR(u.totalCollected)}</TableCell>
              <TableCell className={cn('text-right tabular-nums', differenceTone(d.total))}>{signedINR(d.total)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div className="rounded-lg border p-3">
          <dt className="text-muted-foreground">Accuracy</dt>
          <dd className="mt-1 flex items-center gap-2 text-lg font-semibold tabular-nums">
            {formatNumber(figures.accuracy, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%
            <MatchBadge difference={d.total} matched={figures.matched} />
          </dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-muted-foreground">Volume sold</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums">{formatLitres(s.totalVolume)}</dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-muted-foreground">Sales recorded</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums">{formatNumber(s.salesCount)}</dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-muted-foreground">Cash reports</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums">
            {formatNumber(figures.cashReports.approved)} approved
            {figures.cashReports.pending > 0 && <span className="text-amber-700 dark:text-amber-300"> · {formatNumber(figures.cashReports.pending)} pending</span>}
          </dd>
          {figures.cashReports.rejected > 0 && <p className="mt-1 text-xs text-muted-foreground">{formatNumber(figures.cashReports.rejected)} rejected (not counted)</p>}
        </div>
      </dl>
    </div>
  );
}
