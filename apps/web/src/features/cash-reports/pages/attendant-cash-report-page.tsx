import { Building2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useT } from '@/i18n/use-t';
import { useReportStations } from '../api/get-report-stations';
import { AttendantCashReportForm } from '../components/attendant-cash-report-form';

/** /attendant/cash-report: the attendant's end-of-shift report; back to /attendant on success (document 3). */
export default function AttendantCashReportPage() {
  const navigate = useNavigate();
  const t = useT();
  const stations = useReportStations('attendant');
  const list = stations.data?.items ?? [];

  // Room under the submit button (pb-20): toasts sit at the bottom of a phone screen, and it can be scrolled clear of them.
  return (
    <div className="mx-auto max-w-lg space-y-5 pb-20 sm:pb-0">
      <PageHeader title={t('cash.page.title')} description={t('cash.page.description')} />
      {stations.isError ? (
        <LoadError title={t('cash.page.title')} message={t('cash.page.stationsFailed')} onRetry={() => void stations.refetch()} />
      ) : stations.isPending ? (
        <CardGridSkeleton count={1} label={t('cash.page.loadingStations')} />
      ) : list.length === 0 ? (
        <EmptyState icon={Building2} title={t('msg.attendant.noStations')} description={t('msg.attendant.noStationsHint')} />
      ) : (
        <AttendantCashReportForm stations={list} onDone={() => void navigate('/attendant')} />
      )}
    </div>
  );
}
