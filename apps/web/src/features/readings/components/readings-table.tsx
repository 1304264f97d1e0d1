import { FUEL_TYPE_LABELS, formatDateTime, formatINR, formatLitres, type TReading } from '@forecourt/shared';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** Historical Readings: station, pump, nozzle, fuel type, reading, amount, date and View. */
export function ReadingsTable({ readings }: { readings: TReading[] }) {
  return (
    <Table>
      <TableCaption>Historical readings</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Station</TableHead>
          <TableHead>Pump</TableHead>
          <TableHead>Nozzle</TableHead>
          <TableHead>Fuel type</TableHead>
          <TableHead className="text-right">Reading</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Date</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {readings.map((r) => (
          <TableRow key={r.id} className={r.status === 'voided' ? 'text-muted-foreground' : undefined}>
            <TableCell className="max-w-48 truncate">{r.stationName}</TableCell>
            <TableCell>{r.pumpName}</TableCell>
            <TableCell>#{r.nozzleNumber}</TableCell>
            <TableCell>{FUEL_TYPE_LABELS[r.fuelType]}</TableCell>
            <TableCell className="text-right tabular-nums">{formatLitres(r.reading)}</TableCell>
            <TableCell className="text-right tabular-nums">
              {r.status === 'voided' ? <Badge variant="outline">Voided</Badge> : formatINR(r.amount)}
            </TableCell>
            <TableCell>{formatDateTime(r.recordedAt)}</TableCell>
            <TableCell className="text-right">
              <Button asChild variant="ghost" size="sm">
                <Link to={`/dashboard/readings/${r.id}`} aria-label={`View reading ${formatLitres(r.reading)} of nozzle #${r.nozzleNumber}, ${r.pumpName}`}>
                  View
                </Link>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
