import { FUEL_TYPE_LABELS, formatDateTime, formatINR, formatLitres, READING_MSG } from '@forecourt/shared';
import { AlertTriangle, ArrowLeft, Ban, Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { useSessionState } from '@/lib/session-store';
import { useReading } from '../api/get-reading';
import { useReadings } from '../api/get-readings';
import { DetailGroup } from '../components/detail-group';
import { PaymentMethodBadge } from '@/components/payment-method-badge';
import { VoidReadingDialog } from '../components/void-reading-dialog';

function BackToList() {
  return (
    <Button asChild variant="outline">
      <Link to="/dashboard/readings">
        <ArrowLeft aria-hidden="true" />
        Back to List
      </Link>
    </Button>
  );
}

/** No such reading: the server knows no reading of this id (404), or the address holds no reading id (400). */
const notFound = (error: Error | null) => isApiError(error) && (error.status === 404 || error.status === 400);

/** /dashboard/readings/{readingId}: Reading Details with its four groups, Void and Correct. */
export default function ReadingDetailPage() {
  const { readingId = '' } = useParams();
  const { session } = useSessionState();
  const role = session?.user.role;
  const reading = useReading(readingId);
  const r = reading.data;
  const latest = useReadings({ nozzleId: r?.nozzleId ?? '', limit: 1, sortBy: 'recordedAt', sortOrder: 'desc' }, { enabled: !!r });
  const [voidOpen, setVoidOpen] = useState(false);

  if (reading.isPending) return <Skeleton className="h-72 rounded-xl" />;
  if (reading.isError || !r) {
    return (
      <Alert variant="destructive">
        <AlertTriangle aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <AlertTitle>{READING_MSG.detailErrorTitle}</AlertTitle>
          <AlertDescription>
            {notFound(reading.error) ? READING_MSG.detailNotFound(readingId) : reading.error?.message}
          </AlertDescription>
          <Button asChild variant="outline" size="sm" className="mt-3">
            <Link to="/dashboard/readings">Back to Readings</Link>
          </Button>
        </div>
      </Alert>
    );
  }

  const manages = role === 'owner' || role === 'manager';
  const voided = r.status === 'voided';
  const isLatest = !voided && latest.data?.items[0]?.id === r.id;

  return (
    <div className="space-y-6">
      <Breadcrumbs items={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Readings', to: '/dashboard/readings' }, { label: 'Reading Details' }]} />
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            Reading Details
            {voided ? <Badge variant="warning">Voided</Badge> : <Badge variant="accent">Recorded</Badge>}
          </span>
        }
        description={`Nozzle #${r.nozzleNumber} · ${r.pumpName} · ${r.stationName}`}
        actions={
          <>
            <BackToList />
            {manages && isLatest && (
              <Button asChild variant="outline">
                <Link to={`/dashboard/readings/edit?id=${r.id}`}>
                  <Pencil aria-hidden="true" />
                  Correct
                </Link>
              </Button>
            )}
            {manages && !voided && (
              <Button variant="destructive" onClick={() => setVoidOpen(true)}>
                <Ban aria-hidden="true" />
                Void Reading
              </Button>
            )}
          </>
        }
      />

      {voided && (
        <Alert variant="warning" role="status">
          <AlertTriangle aria-hidden="true" />
          <div>
            <AlertTitle>This reading was voided{r.voidedAt ? ` on ${formatDateTime(r.voidedAt)}` : ''}</AlertTitle>
            <AlertDescription>Reason: {r.voidReason ?? '—'}</AlertDescription>
          </div>
        </Alert>
      )}

      <div className="grid gap-4 md:grid-cols-2">
        <DetailGroup
          title="Location"
          rows={[
            ['Station', r.stationName],
            ['Pump', r.pumpName],
            ['Nozzle number', `#${r.nozzleNumber}`],
            ['Fuel type', FUEL_TYPE_LABELS[r.fuelType]],
          ]}
        />
        <DetailGroup
          title="Reading information"
          rows={[
            ['Current reading', formatLitres(r.reading)],
            ['Previous reading', formatLitres(r.previousReading)],
            ['Volume sold', formatLitres(r.volume)],
          ]}
        />
        <DetailGroup
          title="Sales information"
          rows={[
            ['Fuel price', `${formatINR(r.pricePerLitre)} / L`],
            ['Total amount', formatINR(r.amount)],
            ['Payment method', <PaymentMethodBadge key="pm" method={r.paymentMethod} />],
            ...(r.creditorId
              ? ([
                  [
                    'Creditor',
                    <Link key="creditor" to={`/dashboard/creditors/${r.creditorId}`} className="text-primary underline-offset-2 hover:underline">
                      {r.creditorName ?? 'Creditor'}
                    </Link>,
                  ],
                ] as Array<[string, ReactNode]>)
              : []),
          ]}
        />
        <DetailGroup
          title="Record information"
          rows={[
            ['Recorded at', formatDateTime(r.recordedAt)],
            ['Recorded by', r.recordedBy || 'System'],
            ['Notes', r.notes ?? '—'],
          ]}
        />
      </div>
      {manages && <VoidReadingDialog readingId={r.id} open={voidOpen} onOpenChange={setVoidOpen} />}
    </div>
  );
}
