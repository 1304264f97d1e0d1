import { formatDateTime, formatLitres } from '@forecourt/shared';
import { useState } from 'react';
import { LoadError } from '@/components/list-states';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { useDips } from '../api/get-dips';
import { DIP_KIND_LABELS, formatCm, shortfallClass, signedLitres } from '../lib/wet-stock-display';

const PAGE_SIZE = 10;

/** The tank's dips, newest first: when, kind, the dips, the litres, the book stock then and the difference. */
export function DipTable({ tankId }: { tankId: string }) {
  const [page, setPage] = useState(1);
  const dips = useDips(tankId, page, PAGE_SIZE);
  if (dips.isError) return <LoadError title="Dips could not be loaded" message={dips.error.message} onRetry={() => void dips.refetch()} />;
  if (dips.isPending) return <Skeleton className="h-32 rounded-lg" />;
  const items = dips.data.items;
  if (items.length === 0) return <p className="py-4 text-center text-sm text-muted-foreground">No dips recorded for this tank yet.</p>;
  return (
    <div>
      <Table>
        <TableCaption>Dips of this tank, newest first</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Time</TableHead>
            <TableHead>Kind</TableHead>
            <TableHead className="text-right">Dip</TableHead>
            <TableHead className="text-right">Water</TableHead>
            <TableHead className="text-right">Litres</TableHead>
            <TableHead className="text-right">Book stock</TableHead>
            <TableHead className="text-right">Difference</TableHead>
            <TableHead>By</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((d) => (
            <TableRow key={d.id}>
              <TableCell>{formatDateTime(d.recordedAt)}</TableCell>
              <TableCell>{DIP_KIND_LABELS[d.kind]}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCm(d.dipCm)}</TableCell>
              <TableCell className="text-right tabular-nums">{d.waterDipCm === null ? '—' : formatCm(d.waterDipCm)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatLitres(d.litres)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatLitres(d.bookStock)}</TableCell>
              <TableCell className={cn('text-right tabular-nums', shortfallClass(d.difference))}>{signedLitres(d.difference)}</TableCell>
              <TableCell>{d.recordedBy}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pagination page={page} limit={PAGE_SIZE} total={dips.data.total} onPageChange={setPage} label="Dip pages" />
    </div>
  );
}
