import { FUEL_TYPE_LABELS, formatDateTime, formatINR, formatLitres, type TReading } from '@forecourt/shared';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { PaymentMethodBadge } from '@/components/payment-method-badge';

/** The newest reading of each nozzle in the list (older ones of the same nozzle are left out). */
export function latestPerNozzle(readings: TReading[]): TReading[] {
  const seen = new Set<string>();
  return readings.filter((r) => (seen.has(r.nozzleId) ? false : (seen.add(r.nozzleId), true)));
}

/** Latest Nozzle Readings: one card per nozzle with its newest reading. */
export function LatestNozzleReadings({ readings }: { readings: TReading[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Latest nozzle readings">
      {latestPerNozzle(readings).map((r) => (
        <li key={r.id}>
          <Card className="flex h-full flex-col gap-2 p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-semibold">
                  Nozzle #{r.nozzleNumber} · {FUEL_TYPE_LABELS[r.fuelType]}
                </p>
                <p className="truncate text-xs text-muted-foreground">
                  {r.pumpName} · {r.stationName}
                </p>
              </div>
              <PaymentMethodBadge method={r.paymentMethod} />
            </div>
            <p className="text-2xl font-semibold tabular-nums">{formatLitres(r.reading)}</p>
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="text-muted-foreground">{formatLitres(r.volume)} sold</span>
              <span className="font-medium tabular-nums">{formatINR(r.amount)}</span>
            </div>
            <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
              <span>{formatDateTime(r.recordedAt)}</span>
              <Link to={`/dashboard/readings/${r.id}`} className="font-medium text-primary hover:underline" aria-label={`View reading of nozzle #${r.nozzleNumber}, ${r.pumpName}`}>
                View
              </Link>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
