import { formatDateTime, formatLitres } from '@forecourt/shared';
import { useState } from 'react';
import { LoadError } from '@/components/list-states';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { useReceipts } from '../api/get-receipts';
import { formatDensity, shortOrExcess, signedDensity } from '../lib/wet-stock-display';
import { DensityBadge } from './receipt-result';

const PAGE_SIZE = 10;

/** The tank's tanker receipts, newest first. */
export function ReceiptTable({ tankId }: { tankId: string }) {
  const [page, setPage] = useState(1);
  const receipts = useReceipts(tankId, page, PAGE_SIZE);
  if (receipts.isError) return <LoadError title="Receipts could not be loaded" message={receipts.error.message} onRetry={() => void receipts.refetch()} />;
  if (receipts.isPending) return <Skeleton className="h-32 rounded-lg" />;
  const items = receipts.data.items;
  if (items.length === 0) return <p className="py-4 text-center text-sm text-muted-foreground">No tanker receipts recorded for this tank yet.</p>;
  return (
    <div>
      <Table>
        <TableCaption>Tanker receipts of this tank, newest first</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Time</TableHead>
            <TableHead>Invoice</TableHead>
            <TableHead className="text-right">Invoice litres</TableHead>
            <TableHead className="text-right">Received</TableHead>
            <TableHead className="text-right">Short / excess</TableHead>
            <TableHead className="text-right">Density at 15 °C</TableHead>
            <TableHead>By</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((r) => {
            const gap = shortOrExcess(r.shortLitres);
            return (
              <TableRow key={r.id}>
                <TableCell>{formatDateTime(r.recordedAt)}</TableCell>
                <TableCell>{r.invoiceNumber}</TableCell>
                <TableCell className="text-right tabular-nums">{formatLitres(r.invoiceLitres)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatLitres(r.receivedLitres)}</TableCell>
                <TableCell className={cn('text-right tabular-nums', gap.short && 'text-red-700 dark:text-red-400')}>
                  {gap.label} {gap.litres}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  <div className="flex flex-col items-end gap-1">
                    <span>
                      {formatDensity(r.density15)} <span className="text-muted-foreground">({signedDensity(r.densityDifference, false)})</span>
                    </span>
                    <DensityBadge ok={r.densityOk} brief />
                  </div>
                </TableCell>
                <TableCell>{r.recordedBy}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Pagination page={page} limit={PAGE_SIZE} total={receipts.data.total} onPageChange={setPage} label="Receipt pages" />
    </div>
  );
}
