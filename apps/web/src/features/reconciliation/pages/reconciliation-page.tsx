import { formatDate, formatDateTime, RECONCILIATION_MSG, RECONCILIATION_STATUSES, RECONCILIATION_STATUS_LABELS } from '@forecourt/shared';
import { CalendarCheck, ClipboardCheck, ExternalLink, Lock, RotateCcw, RotateCw, Scale } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DateFilterField } from '@/components/date-range-fields';
import { FormField } from '@/components/form-field';
import { LoadError } from '@/components/list-states';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useStations } from '@/features/stations/api/get-stations';
import { addDays, todayIn } from '@/lib/calendar-days';
import { useSessionState } from '@/lib/session-store';
import { useReconciliationSummary } from '../api/get-reconciliation-summary';
import { useReconciliations } from '../api/get-reconciliations';
import { CloseDayDialog, ReopenDayDialog, type TDayRef } from '../components/day-dialogs';
import { FiguresTable } from '../components/figures-table';
import { RecordStatusBadge } from '../components/record-status-badge';
import { RecordsList } from '../components/records-list';

const PAGE_SIZE = 10;

/**
 * /dashboard/reconciliation: Daily Reconciliation (document 4). A station and a day (yesterday by
 * default), the readings' figures beside the day's cash reports, Close Day, and the past days of the
 * station with their status.
 */
export default function ReconciliationPage() {
  const { session } = useSessionState();
  const isOwner = session?.user.role === 'owner';
  const today = todayIn();
  const stations = useStations();
  const [chosenStation, setStationId] = useState('');
  const [date, setDate] = useState(() => addDays(today, -1));
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [closing, setClosing] = useState<TDayRef | null>(null);
  const [reopening, setReopening] = useState<(TDayRef & { id: string }) | null>(null);
  const stationId = chosenStation || stations.data?.items[0]?.id || '';
  const summary = useReconciliationSummary(stationId, date);
  const records = useReconciliations({ ...(stationId ? { stationId } : {}), ...(status ? { status } : {}), page, limit: PAGE_SIZE });
  const s = summary.data;
  const record = s?.record ?? null;
  const closed = s?.isReconciled ?? false;
  const pending = s?.cashReports.pending ?? 0;
  const closeBlocked = !s || closed || !s.dayEnded || pending > 0;
  const closeHint = !s
    ? null
    : closed
      ? `Closed by ${record?.closedBy ?? '—'} on ${formatDateTime(record?.closedAt ?? null)}.`
      : record?.reopenedAt && s.dayEnded && pending === 0
        ? `Reopened by ${record.reopenedBy ?? '—'} on ${formatDateTime(record.reopenedAt)}: ${record.reopenReason ?? ''}. Closing again keeps the same record.`
        : !s.dayEnded
        ? RECONCILIATION_MSG.dayNotEnded
        : pending > 0
          ? RECONCILIATION_MSG.pendingReports(pending)
          : 'Closing locks the day: its sales are posted and no further entries can be added.';

  return (
    <div className="space-y-6">
      <PageHeader
        title="Daily Reconciliation"
        description="Compare what the readings sold with what the cash reports declare, then close the day."
        actions={
          <Button variant="outline" onClick={() => void Promise.all([summary.refetch(), records.refetch()])} aria-label="Refresh reconciliation">
            <RotateCw aria-hidden="true" />
            Refresh
          </Button>
        }
      />

      <Card>
        <CardContent className="grid gap-4 pt-5 sm:grid-cols-2 lg:grid-cols-3 lg:items-end">
          <FormField id="recon-station" label="Station">
            <NativeSelect
              id="recon-station"
              value={stationId}
              onChange={(e) => {
                setStationId(e.target.value);
                setPage(1);
              }}
            >
              {stations.data?.items.length === 0 && <option value="">No stations</option>}
              {stations.data?.items.map((st) => (
                <option key={st.id} value={st.id}>
                  {st.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <DateFilterField id="recon-date" label="Date" value={date} onChange={setDate} max={today} />
        </CardContent>
      </Card>

      {!stationId || !date ? (
        <EmptyState
          icon={Scale}
          title="Choose a station and a date"
          description={stations.data?.items.length === 0 ? 'Add a station to reconcile its days.' : RECONCILIATION_MSG.summaryParamsRequired}
        />
      ) : summary.isError ? (
        <LoadError title="Reconciliation" message={summary.error.message} onRetry={() => void summary.refetch()} />
      ) : !s ? (
        <Skeleton className="h-80 rounded-xl" role="status" aria-label="Loading the day's figures" />
      ) : (
        <Card>
          <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0 space-y-1">
              <CardTitle className="flex flex-wrap items-center gap-2">
                {s.stationName} · {formatDate(s.date)}
                {record && closed ? <RecordStatusBadge status={record.status} /> : <Badge variant="outline">{record ? 'Reopened' : 'Pending review'}</Badge>}
              </CardTitle>
              <CardDescription>{closeHint}</CardDescription>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              {record && (
                <LinkButton to={`/dashboard/reconciliation/${record.id}`} variant="outline" icon={ExternalLink}>
                  Details
                </LinkButton>
              )}
              {isOwner && record && closed && (
                <Button variant="outline" onClick={() => setReopening({ id: record.id, stationId: s.stationId, stationName: s.stationName, date: s.date })}>
                  <RotateCcw aria-hidden="true" />
                  Reopen
                </Button>
              )}
              <Button disabled={closeBlocked} onClick={() => setClosing({ stationId: s.stationId, stationName: s.stationName, date: s.date })}>
                {closed ? <Lock aria-hidden="true" /> : <CalendarCheck aria-hidden="true" />}
                {closed ? 'Day Closed' : 'Close Day'}
              </Button>
            </div>
          </CardHeader>
          <CardContent className="space-y-4">
            {pending > 0 && !closed && (
              <Alert>
                <ClipboardCheck aria-hidden="true" />
                <div>
                  <AlertTitle>Pending cash reports are counted</AlertTitle>
                  <AlertDescription>
                    The declared side includes {pending} pending {pending === 1 ? 'report' : 'reports'}. Review them on{' '}
                    <Link className="font-medium underline underline-offset-4" to="/dashboard/cash-reports">
                      Cash Reports
                    </Link>{' '}
                    before closing the day.
                  </AlertDescription>
                </div>
              </Alert>
            )}
            <FiguresTable figures={s} />
          </CardContent>
        </Card>
      )}

      <section aria-labelledby="recon-past" className="space-y-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h3 id="recon-past" className="text-lg font-semibold">
            Past days{stations.data?.items.find((st) => st.id === stationId) ? ` · ${stations.data.items.find((st) => st.id === stationId)!.name}` : ''}
          </h3>
          <FormField id="recon-status" label="Status" className="sm:w-48">
            <NativeSelect
              id="recon-status"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value);
                setPage(1);
              }}
            >
              <option value="">All statuses</option>
              {RECONCILIATION_STATUSES.map((st) => (
                <option key={st} value={st}>
                  {RECONCILIATION_STATUS_LABELS[st]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        {records.isError ? (
          <LoadError title="Past days" message={records.error.message} onRetry={() => void records.refetch()} />
        ) : records.isPending ? (
          <Skeleton className="h-40 rounded-xl" role="status" aria-label="Loading past days" />
        ) : records.data.items.length === 0 ? (
          <EmptyState icon={CalendarCheck} title="No closed days yet" description="Days appear here once they are closed." />
        ) : (
          <RecordsList records={records.data.items} />
        )}
        <Pagination page={page} limit={PAGE_SIZE} total={records.data?.total ?? 0} onPageChange={setPage} label="Past day pages" />
      </section>

      <CloseDayDialog day={closing} onClose={() => setClosing(null)} />
      <ReopenDayDialog record={reopening} onClose={() => setReopening(null)} />
    </div>
  );
}
