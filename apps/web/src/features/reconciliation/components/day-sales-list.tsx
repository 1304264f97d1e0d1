import { formatDate, formatDateTime, formatINR, formatLitres, FUEL_TYPE_LABELS, type TReconciliationSale } from '@forecourt/shared';
import { PaymentMethodBadge } from '@/components/payment-method-badge';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** The sales of a day in time order: a table from 768 px, cards below. */
export function DaySalesList({ date, sales }: { date: string; sales: TReconciliationSale[] }) {
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <TableCaption>Sales of {formatDate(date)}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Time</TableHead>
              <TableHead>Nozzle</TableHead>
              <TableHead>Fuel</TableHead>
              <TableHead className="text-right">Volume</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead>Method</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {sales.map((sale) => (
              <TableRow key={sale.id}>
                <TableCell className="whitespace-nowrap">{formatDateTime(sale.recordedAt)}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {sale.pumpName} · #{sale.nozzleNumber}
                </TableCell>
                <TableCell>{FUEL_TYPE_LABELS[sale.fuelType]}</TableCell>
                <TableCell className="text-right tabular-nums">{formatLitres(sale.volume)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatINR(sale.amount)}</TableCell>
                <TableCell>
                  <PaymentMethodBadge method={sale.paymentMethod} />
                  {sale.creditorName && <span className="ml-2 text-xs text-muted-foreground">{sale.creditorName}</span>}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid gap-2 md:hidden" aria-label={`Sales of ${formatDate(date)}`}>
        {sales.map((sale) => (
          <li key={sale.id} className="rounded-lg border p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">{formatDateTime(sale.recordedAt)}</span>
              <span className="font-semibold tabular-nums">{formatINR(sale.amount)}</span>
            </div>
            <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-muted-foreground">
              <span>
                {sale.pumpName} · #{sale.nozzleNumber} · {FUEL_TYPE_LABELS[sale.fuelType]} · {formatLitres(sale.volume)}
              </span>
              <PaymentMethodBadge method={sale.paymentMethod} />
            </div>
            {sale.creditorName && <p className="mt-1 text-xs text-muted-foreground">{sale.creditorName}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}
