import { CASH_REPORT_MSG, CASH_REPORT_STATUS_LABELS, CASH_REPORT_STATUSES, formatINR, formatNumber, sumDecimals, type TCashReport } from '@forecourt/shared';
import { Check, ClipboardList, CreditCard, HandCoins, IndianRupee, Plus, RotateCw, Wallet, X } from 'lucide-react';
import { useState } from 'react';
import { DateRangeFields, isRangeInverted } from '@/components/date-range-fields';
import { FormField } from '@/components/form-field';
import { LoadError } from '@/components/list-states';
import { StatTile } from '@/components/stat-tile';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionState } from '@/lib/session-store';
import { useCashReports } from '../api/get-cash-reports';
import { useCashReportSubmitters } from '../api/get-cash-report-submitters';
import { useReportStations } from '../api/get-report-stations';
import { CashReportList } from '../components/cash-report-list';
import { ApproveDialog, RejectDialog } from '../components/review-dialogs';
import type { TCashReportFilter } from '../lib/cash-report-queries';

const PAGE_SIZE = 20;

/**
 * /dashboard/cash-reports (owner, manager): every submitted report with filters (station, days, status,
 * person), totals over the filter, status badges, and Approve / Reject (with a reason) for pending ones.
 */
export default function CashReportsPage() {
  const { session } = useSessionState();
  const role = session?.user.role;
  const [filter, setFilter] = useState<TCashReportFilter>({});
  const [draft, setDraft] = useState({ dateFrom: '', dateTo: '' });
  const [page, setPage] = useState(1);
  const [approving, setApproving] = useState<TCashReport | null>(null);
  const [rejecting, setRejecting] = useState<TCashReport | null>(null);
  const stations = useReportStations(role);
  const submitters = useCashReportSubmitters();
  const reports = useCashReports({ ...filter, page, limit: PAGE_SIZE });
  const summary = reports.data?.summary;
  const [typedWrong, setTypedWrong] = useState(false);
  // An inverted range, or a date typed wrong (its field keeps the last good day): Apply waits.
  const rangeInvalid = isRangeInverted(draft.dateFrom, draft.dateTo) || typedWrong;

  const set = (patch: TCashReportFilter) => {
    setFilter((f) => {
      const next = { ...f, ...patch };
      for (const key of Object.keys(next) as Array<keyof TCashReportFilter>) if (!next[key]) delete next[key];
      return next;
    });
    setPage(1);
  };
  const clear = () => {
    setFilter({});
    setDraft({ dateFrom: '', dateTo: '' });
    setPage(1);
  };

  const actions = (r: TCashReport) => {
    if (r.status !== 'pending') return null;
    if (role === 'manager' && r.userId === session?.user.id) {
      return <p className="text-xs text-muted-foreground">Your own report: another reviewer decides.</p>;
    }
    return (
      <div className="flex w-full gap-2 2xl:w-auto">
        <Button size="sm" className="h-10 flex-1 2xl:h-8 2xl:flex-none" onClick={() => setApproving(r)} aria-label={`Approve ${r.userName}'s report`}>
          <Check aria-hidden="true" />
          Approve
        </Button>
        <Button size="sm" variant="outline" className="h-10 flex-1 2xl:h-8 2xl:flex-none" onClick={() => setRejecting(r)} aria-label={`Reject ${r.userName}'s report`}>
          <X aria-hidden="true" />
          Reject
        </Button>
      </div>
    );
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Cash Reports"
        description="Shift reports of cash, card, UPI and credit collected. Totals cover the whole filter."
        actions={
          <>
            <Button variant="outline" onClick={() => void reports.refetch()} aria-label="Refresh cash reports">
              <RotateCw aria-hidden="true" />
              Refresh
            </Button>
            <LinkButton to="/dashboard/cash-reports/simple" icon={Plus}>
              Submit New Report
            </LinkButton>
          </>
        }
      />

      <Card>
        <CardContent className="grid gap-4 pt-5 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-6 2xl:items-end">
          <FormField id="cr-filter-station" label="Station">
            <NativeSelect id="cr-filter-station" value={filter.stationId ?? ''} onChange={(e) => set({ stationId: e.target.value })}>
              <option value="">All Stations</option>
              {stations.data?.items.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="cr-filter-status" label="Status">
            <NativeSelect id="cr-filter-status" value={filter.status ?? ''} onChange={(e) => set({ status: e.target.value })}>
              <option value="">All statuses</option>
              {CASH_REPORT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {CASH_REPORT_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="cr-filter-user" label="Submitted by" {...(submitters.isError ? { hint: 'The list of people could not be loaded.' } : {})}>
            <NativeSelect id="cr-filter-user" value={filter.userId ?? ''} onChange={(e) => set({ userId: e.target.value })}>
              <option value="">Everyone</option>
              {submitters.data?.items.map((s) => (
                <option key={s.userId} value={s.userId}>
                  {s.userName}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <DateRangeFields
            fromId="cr-filter-from"
            toId="cr-filter-to"
            from={draft.dateFrom}
            to={draft.dateTo}
            onChange={({ from, to }) => setDraft({ dateFrom: from, dateTo: to })}
            onTypedWrong={setTypedWrong}
          />
          <div className="flex gap-2">
            <Button onClick={() => set({ dateFrom: draft.dateFrom, dateTo: draft.dateTo })} disabled={rangeInvalid}>
              Apply
            </Button>
            <Button variant="outline" onClick={clear}>
              Clear
            </Button>
          </div>
        </CardContent>
      </Card>

      {reports.isError ? (
        <LoadError title="Cash Reports" message={CASH_REPORT_MSG.loadFailed} onRetry={() => void reports.refetch()} />
      ) : (
        <>
          <section aria-label="Cash report totals" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-5">
            <StatTile
              icon={ClipboardList}
              label="Reports"
              value={summary ? formatNumber(summary.count) : '—'}
              {...(summary ? { hint: `${formatNumber(summary.pending)} pending · ${formatNumber(summary.rejected)} rejected` } : {})}
            />
            <StatTile icon={IndianRupee} label="Total Reported" rupees={summary?.totalAmount ?? null} />
            <StatTile icon={Wallet} label="Cash" rupees={summary?.cashAmount ?? null} />
            <StatTile icon={CreditCard} label="Card + UPI" rupees={summary ? sumDecimals([summary.cardAmount, summary.upiAmount], 2) : null} />
            <StatTile icon={HandCoins} label="Credit Declared" rupees={summary?.creditAmount ?? null} />
          </section>

          {reports.isPending ? (
            <Skeleton className="h-48 rounded-xl" role="status" aria-label="Loading cash reports" />
          ) : reports.data.items.length === 0 ? (
            <EmptyState
              icon={ClipboardList}
              title="No cash reports found"
              description={Object.keys(filter).length ? 'No report matches these filters.' : 'Reports appear here as attendants and managers submit them at the end of a shift.'}
            />
          ) : (
            <CashReportList reports={reports.data.items} actions={actions} />
          )}
          <Pagination page={page} limit={PAGE_SIZE} total={reports.data?.total ?? 0} onPageChange={setPage} label="Cash report pages" />
        </>
      )}
      <ApproveDialog report={approving} onClose={() => setApproving(null)} />
      <RejectDialog report={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}
