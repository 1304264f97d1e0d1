import { ClipboardList, IndianRupee, Plus } from 'lucide-react';
import { useState } from 'react';
import { FormField } from '@/components/form-field';
import { LoadError } from '@/components/list-states';
import { StatTile } from '@/components/stat-tile';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/i18n/use-format';
import { useT } from '@/i18n/use-t';
import { useMyCashReports } from '../api/get-my-cash-reports';
import { useReportStations } from '../api/get-report-stations';
import { CashReportList } from '../components/cash-report-list';

const PAGE_SIZE = 20;

/** /attendant/cash-reports: the attendant's own reports with their review status (document 3). */
export default function AttendantCashReportsPage() {
  const [stationId, setStationId] = useState('');
  const [page, setPage] = useState(1);
  const t = useT();
  const fmt = useFormat();
  const stations = useReportStations('attendant');
  const reports = useMyCashReports({ ...(stationId ? { stationId } : {}), page, limit: PAGE_SIZE });
  const summary = reports.data?.summary;
  const stationList = stations.data?.items ?? [];

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('cash.list.title')}
        description={t('cash.list.description')}
        actions={
          <LinkButton to="/attendant/cash-report" icon={Plus} size="lg" className="w-full sm:w-auto">
            {t('cash.list.submit')}
          </LinkButton>
        }
      />
      {stationList.length > 1 && (
        <div className="sm:w-72">
          <FormField id="my-cr-station" label={t('common.station')}>
            <NativeSelect
              id="my-cr-station"
              className="[&_select]:h-12 [&_select]:text-base"
              value={stationId}
              onChange={(e) => {
                setStationId(e.target.value);
                setPage(1);
              }}
            >
              <option value="">{t('cash.list.allStations')}</option>
              {stationList.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      )}
      {reports.isError ? (
        <LoadError title={t('cash.list.errorTitle')} message={t('msg.cash.loadFailed')} onRetry={() => void reports.refetch()} />
      ) : reports.isPending ? (
        <Skeleton className="h-48 rounded-xl" role="status" aria-label={t('cash.list.loading')} />
      ) : reports.data.items.length === 0 ? (
        <EmptyState icon={ClipboardList} title={t('cash.list.empty')} description={t('cash.list.emptyHint')} />
      ) : (
        <>
          <section aria-label={t('cash.list.totals')} className="grid gap-3 sm:grid-cols-2">
            <StatTile
              icon={ClipboardList}
              label={t('cash.list.reports')}
              value={fmt.number(summary?.count)}
              hint={summary ? t('cash.list.pending', { count: fmt.number(summary.pending) }) : undefined}
            />
            <StatTile icon={IndianRupee} label={t('cash.list.totalReported')} rupees={summary?.totalAmount ?? null} />
          </section>
          <CashReportList reports={reports.data.items} showAuthor={false} />
          <Pagination page={page} limit={PAGE_SIZE} total={reports.data.total} onPageChange={setPage} label={t('cash.list.pages')} />
        </>
      )}
    </div>
  );
}
