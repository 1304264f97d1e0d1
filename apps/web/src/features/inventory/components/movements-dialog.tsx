import { FUEL_TYPE_LABELS, formatDateTime, formatLitres, MOVEMENT_KIND_LABELS, type TInventoryItem } from '@forecourt/shared';
import { useState } from 'react';
import { LoadError } from '@/components/list-states';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { useTankMovements } from '../api/get-tank-movements';

const PAGE_SIZE = 20;

function signed(q: number): string {
  return q > 0 ? `+${formatLitres(q)}` : formatLitres(q);
}

function MovementList({ tankId }: { tankId: string }) {
  const [page, setPage] = useState(1);
  const movements = useTankMovements(tankId, page, PAGE_SIZE);
  if (movements.isError) return <LoadError title="Movements" message={movements.error.message} onRetry={() => void movements.refetch()} />;
  if (movements.isPending) return <Skeleton className="h-48 rounded-lg" />;
  const items = movements.data.items;
  if (items.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">No movements recorded for this tank yet.</p>;
  return (
    <>
      <Table>
        <TableCaption>Tank movements, newest first</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>When</TableHead>
            <TableHead>Kind</TableHead>
            <TableHead className="text-right">Litres</TableHead>
            <TableHead>By</TableHead>
            <TableHead>Note</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((m) => (
            <TableRow key={m.id}>
              <TableCell>{formatDateTime(m.at)}</TableCell>
              <TableCell>{MOVEMENT_KIND_LABELS[m.kind]}</TableCell>
              <TableCell className={cn('text-right tabular-nums', m.quantity < 0 ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400')}>
                {signed(m.quantity)}
              </TableCell>
              <TableCell>{m.by ?? '—'}</TableCell>
              <TableCell className="max-w-56 truncate whitespace-normal">{m.note ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pagination page={page} limit={PAGE_SIZE} total={movements.data.total} onPageChange={setPage} label="Movement pages" />
    </>
  );
}

/** A tank's ledger: sales take litres out, voids put them back, updates record an adjustment. */
export function MovementsDialog({ item, onClose }: { item: TInventoryItem | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        {item?.id && (
          <>
            <DialogHeader>
              <DialogTitle>{item.tankName ?? FUEL_TYPE_LABELS[item.fuelType]} movements</DialogTitle>
              <DialogDescription>
                {item.tankName ? `${FUEL_TYPE_LABELS[item.fuelType]} at ${item.stationName}` : item.stationName}: book stock {formatLitres(item.currentStock)}. Sales take litres out, voids put them back, stock updates record the difference.
              </DialogDescription>
            </DialogHeader>
            <MovementList tankId={item.id} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
