import { REPORT_PREVIEW_MAX_ROWS, REPORT_TYPE_LABELS, formatDate, formatINR, formatNumber, type TReportColumn, type TReportExportResult } from '@forecourt/shared';
import { Printer, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';

const NUMERIC = new Set<TReportColumn['kind']>(['int', 'money', 'price', 'litres']);

/** A preview cell in Indian English: figures at their scale, days and local times as dates. */
function cellText(kind: TReportColumn['kind'], value: string | number | null): string {
  if (value === null || value === '') return '';
  if (kind === 'money' || kind === 'price') return formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (kind === 'litres') return formatNumber(value, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  if (kind === 'day') return formatDate(String(value));
  // Local text of the business's zone, YYYY-MM-DD HH:MM:SS.
  if (kind === 'instant') return `${formatDate(String(value).slice(0, 10))} ${String(value).slice(11, 16)}`;
  return String(value);
}

/** The print preview (document 4: at most 100 rows): the figures, the summary over the whole filter, Print. */
export function ReportPreview({ result, period, onClose }: { result: TReportExportResult; period: { startDate: string; endDate: string }; onClose: () => void }) {
  const { summary } = result;
  return (
    <Card id="report-print-area">
      {/* Printing shows this card alone. */}
      <style>{`@media print { body * { visibility: hidden; } #report-print-area, #report-print-area * { visibility: visible; } #report-print-area { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0; box-shadow: none; } .no-print { display: none !important; } }`}</style>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>
            {REPORT_TYPE_LABELS[result.type]} report · {formatDate(period.startDate)} – {formatDate(period.endDate)}
          </CardTitle>
          <CardDescription>
            {formatNumber(summary.totalRecords)} rows · sales {formatINR(summary.totalSales)} · profit {summary.totalProfit === null ? '— (no cost price)' : formatINR(summary.totalProfit)}
            {summary.totalRecords > result.records.length && ` · showing the first ${REPORT_PREVIEW_MAX_ROWS}`}
          </CardDescription>
        </div>
        <div className="no-print flex gap-2">
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close preview">
            <X aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {result.records.length === 0 ? (
          <p className="text-sm text-muted-foreground">No data for this period.</p>
        ) : (
          <Table aria-label="Report preview">
            <TableHeader>
              <TableRow>
                {result.columns.map((c) => (
                  <TableHead key={c.key} className={cn('whitespace-nowrap', NUMERIC.has(c.kind) && 'text-right')}>
                    {c.label}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {result.records.map((row, i) => (
                <TableRow key={i}>
                  {result.columns.map((c) => (
                    <TableCell key={c.key} className={cn('whitespace-nowrap', NUMERIC.has(c.kind) && 'text-right tabular-nums')}>
                      {cellText(c.kind, row[c.key] ?? null)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
