import { Building2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useReportStations } from '../api/get-report-stations';
import { AttendantCashReportForm } from '../components/attendant-cash-report-form';

/** /attendant/cash-report: the attendant's end-of-shift report; back to /attendant on success (document 3). */
export function AttendantCashReportPage() {
  const navigate = useNavigate();
  const stations = useReportStations('attendant');
  const list = stations.data?.items ?? [];

  // Room under the submit button (pb-20): toasts sit at the bottom of a phone screen, and it can be scrolled clear of them.
  return (
    <div className="mx-auto max-w-lg space-y-5 pb-20 sm:pb-0">
      <PageHeader title="Cash Report" description="Enter what you collected this shift. Submitting again for the same shift updates your report until it is reviewed." />
      {stations.isError ? (
        <LoadError title="Cash Report" message="Failed to fetch stations. Please try again." onRetry={() => void stations.refetch()} />
      ) : stations.isPending ? (
        <CardGridSkeleton count={1} label="Loading stations" />
      ) : list.length === 0 ? (
        <EmptyState icon={Building2} title="No stations assigned" description="Contact your manager to get station access" />
      ) : (
        <AttendantCashReportForm stations={list} onDone={() => void navigate('/attendant')} />
      )}
    </div>
  );
}

export default AttendantCashReportPage;
