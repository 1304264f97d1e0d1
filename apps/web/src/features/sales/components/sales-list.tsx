import { FUEL_TYPE_LABELS, formatDateTime, formatINR, formatLitres, type TSale } from '@forecourt/shared';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { PaymentMethodBadge } from '@/components/payment-method-badge';

function StatusBadge({ status }: { status: TSale['status'] }) {
  return <Badge variant={status === 'posted' ? 'accent' : 'outline'}>{status === 'posted' ? 'Posted' : 'Pending'}</Badge>;
}

/** The transactions: a table from 768 px, cards below (document 4). Figures are the server's. */
export function SalesList({ sales }: { sales: TSale[] }) {
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <TableCaption>Sales transactions</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Station</TableHead>
              <TableHead>Pump · Nozzle</TableHead>
              <TableHead>Fuel</TableHead>
              <TableHead className="text-right">Volume</TableHead>
              <TableHead className="text-right">Price / L</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead>Payment · Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {sales.map((s) => (
              <TableRow key={s.id}>
                <TableCell>{formatDateTime(s.recordedAt)}</TableCell>
                <TableCell className="max-w-40 truncate" title={s.stationName}>
                  {s.stationName}
                </TableCell>
                <TableCell>
                  {s.pumpName} · #{s.nozzleNumber}
                </TableCell>
                <TableCell>{FUEL_TYPE_LABELS[s.fuelType]}</TableCell>
                <TableCell className="text-right tabular-nums">{formatLitres(s.volume)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatINR(s.pricePerLitre)}</TableCell>
                <TableCell className="text-right font-medium tabular-nums">{formatINR(s.amount)}</TableCell>
                <TableCell>
                  <span className="flex gap-1.5">
                    <PaymentMethodBadge method={s.paymentMethod} />
                    <StatusBadge status={s.status} />
                  </span>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label="Sales transactions">
        {sales.map((s) => (
          <li key={s.id} className="min-w-0">
            <Card className="space-y-2 p-4">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="line-clamp-2 break-words font-semibold" title={s.stationName}>
                    {s.stationName}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {s.pumpName} · Nozzle #{s.nozzleNumber} · {FUEL_TYPE_LABELS[s.fuelType]}
                  </p>
                </div>
                <p className="shrink-0 text-lg font-semibold tabular-nums">{formatINR(s.amount)}</p>
              </div>
              <p className="text-sm tabular-nums text-muted-foreground">
                {formatLitres(s.volume)} × {formatINR(s.pricePerLitre)} / L
              </p>
              <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                <span>{formatDateTime(s.recordedAt)}</span>
                <span className="flex gap-2">
                  <PaymentMethodBadge method={s.paymentMethod} />
                  <StatusBadge status={s.status} />
                </span>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
