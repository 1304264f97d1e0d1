import { formatDate, formatDateTime, formatINR, RECONCILIATION_MSG, REPORT_MSG, type TReconciliationDetail } from '@forecourt/shared';
import { ArrowLeft, BadgeCheck, FileQuestion, Printer, ReceiptText, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useSessionState } from '@/lib/session-store';
import { useApproveDay } from '../api/approve-day';
import { useDownloadDsr } from '../api/download-dsr';
import { useReconciliation } from '../api/get-reconciliation';
import { ReopenDayDialog } from '../components/day-dialogs';
import { DaySalesList } from '../components/day-sales-list';
import { FiguresTable } from '../components/figures-table';
import { RecordStatusBadge } from '../components/record-status-badge';

const BACK = '/dashboard/reconciliation';

function BackLink() {
  return (
    <LinkButton to={BACK} variant="outline" icon={ArrowLeft}>
      Back to reconciliation
    </LinkButton>
  );
}

/** /dashboard/reconciliation/:reconciliationId — one day's record, its figures by method and its sales. */
export default function ReconciliationDetailPage() {
  const { reconciliationId = '' } = useParams();
  const detail = useReconciliation(reconciliationId);
  if (detail.isError) {
    const missing = isApiError(detail.error) && (detail.error.status === 404 || detail.error.status === 400);
    return (
      <div className="space-y-6">
        {missing ? (
          <EmptyState icon={FileQuestion} title={RECONCILIATION_MSG.notFound} description="The day may belong to another business or the link is wrong." action={<BackLink />} />
        ) : (
          <>
            <BackLink />
            <LoadError title="Reconciliation" message={detail.error.message} onRetry={() => void detail.refetch()} />
          </>
        )}
      </div>
    );
  }
  if (!detail.data) return <Skeleton className="h-96 rounded-xl" role="status" aria-label="Loading the day" />;
  return <Detail day={detail.data} />;
}

function Detail({ day }: { day: TReconciliationDetail }) {
  const { session } = useSessionState();
  const isOwner = session?.user.role === 'owner';
  const approve = useApproveDay();
  const dsr = useDownloadDsr();
  const [reopening, setReopening] = useState(false);
  const r = day.record;
  const closed = r.status !== 'reopened';
  return (
    <div className="space-y-6">
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            {day.stationName} · {formatDate(day.date)}
            <RecordStatusBadge status={r.status} />
          </span>
        }
        description={`Closed by ${r.closedBy} on ${formatDateTime(r.closedAt)}`}
        actions={
          <>
            <BackLink />
            <Button
              variant="outline"
              disabled={dsr.isPending}
              onClick={() =>
                dsr.mutate(
                  { id: r.id, date: day.date },
                  {
                    onSuccess: ({ fileName }) => notify.success(REPORT_MSG.downloadStarted, fileName),
                    onError: (error) => notify.error(REPORT_MSG.exportFailedTitle, error.message || REPORT_MSG.exportFailed),
                  },
                )
              }
            >
              <Printer aria-hidden="true" />
              {dsr.isPending ? 'Preparing DSR...' : 'Print DSR'}
            </Button>
            {isOwner && r.status === 'closed' && (
              <Button
                variant="outline"
                disabled={approve.isPending}
                onClick={() =>
                  approve.mutate(r.id, {
                    onSuccess: () => notify.success(RECONCILIATION_MSG.approvedTitle, `${day.stationName}, ${formatDate(day.date)}`),
                    onError: (error) => notify.error('Failed to approve the day', error.message),
                  })
                }
              >
                <BadgeCheck aria-hidden="true" />
                {approve.isPending ? 'Approving...' : 'Approve'}
              </Button>
            )}
            {isOwner && closed && (
              <Button variant="outline" onClick={() => setReopening(true)}>
                <RotateCcw aria-hidden="true" />
                Reopen
              </Button>
            )}
          </>
        }
      />

      <Card>
        <CardHeader>
          <CardTitle>Totals by method</CardTitle>
          <CardDescription>
            {closed ? 'Closed' : 'When last closed'}: sales of {formatINR(r.actualSales)} and {formatINR(r.collected)} declared
            {r.withinTolerance ? ' (within the ₹100 tolerance).' : ' (outside the ₹100 tolerance).'}
            {r.approvedAt && ` Approved by ${r.approvedBy ?? '—'} on ${formatDateTime(r.approvedAt)}.`}
            {r.reopenedAt && ` Reopened by ${r.reopenedBy ?? '—'} on ${formatDateTime(r.reopenedAt)}: ${r.reopenReason ?? ''}`}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {r.notes && (
            <p className="rounded-lg border bg-muted/40 p-3 text-sm">
              <span className="font-medium">Notes: </span>
              {r.notes}
            </p>
          )}
          <FiguresTable figures={day} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Sales of the day</CardTitle>
          <CardDescription>{day.sales.length === 0 ? 'No sale was recorded on this day.' : `${day.sales.length} sales in time order.`}</CardDescription>
        </CardHeader>
        <CardContent>
          {day.sales.length === 0 ? (
            <EmptyState icon={ReceiptText} title="No sales" description="Readings recorded for this station and day appear here." />
          ) : (
            <DaySalesList date={day.date} sales={day.sales} />
          )}
        </CardContent>
      </Card>
      <ReopenDayDialog
        record={reopening ? { id: r.id, stationId: r.stationId, stationName: day.stationName, date: day.date } : null}
        onClose={() => setReopening(false)}
      />
    </div>
  );
}
