import { formatDate, formatDateTime, formatINR, type TReconciliationRecord } from '@forecourt/shared';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { differenceTone } from '../lib/reconciliation-display';
import { signedINR } from './figures-table';
import { RecordStatusBadge } from './record-status-badge';

/** Past days with their status (a table from 768 px, cards below); each opens its detail. */
export function RecordsList({ records }: { records: TReconciliationRecord[] }) {
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <TableCaption>Closed days, newest first</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Day</TableHead>
              <TableHead>Station</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Sales</TableHead>
              <TableHead className="text-right">Difference</TableHead>
              <TableHead>Closed by</TableHead>
              <TableHead>
                <span className="sr-only">Open</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {records.map((r) => (
              <TableRow key={r.id}>
                <TableCell className="whitespace-nowrap">{formatDate(r.date)}</TableCell>
                <TableCell className="max-w-40 truncate" title={r.stationName}>
                  {r.stationName}
                </TableCell>
                <TableCell>
                  <RecordStatusBadge status={r.status} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatINR(r.actualSales)}</TableCell>
                <TableCell className={cn('text-right font-medium tabular-nums', differenceTone(r.difference))}>{signedINR(r.difference)}</TableCell>
                <TableCell className="text-sm">
                  {r.closedBy}
                  <span className="block text-xs text-muted-foreground">{formatDateTime(r.closedAt)}</span>
                </TableCell>
                <TableCell>
                  <Link to={`/dashboard/reconciliation/${r.id}`} className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
                    Details<span className="sr-only"> of {formatDate(r.date)}, {r.stationName}</span>
                    <ChevronRight className="size-4" aria-hidden="true" />
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label="Closed days">
        {records.map((r) => (
          <li key={r.id}>
            <Link to={`/dashboard/reconciliation/${r.id}`} className="block rounded-xl border bg-card p-4 text-card-foreground shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{formatDate(r.date)}</span>
                <RecordStatusBadge status={r.status} />
              </div>
              <p className="mt-1 truncate text-sm text-muted-foreground">{r.stationName}</p>
              <div className="mt-2 flex items-center justify-between text-sm">
                <span className="tabular-nums">{formatINR(r.actualSales)}</span>
                <span className={cn('font-medium tabular-nums', differenceTone(r.difference))}>{signedINR(r.difference)}</span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
