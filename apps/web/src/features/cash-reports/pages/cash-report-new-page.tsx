import { Building2 } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { useSessionState } from '@/lib/session-store';
import { useReportStations } from '../api/get-report-stations';
import { CashReportForm } from '../components/cash-report-form';

/** /dashboard/cash-reports/new and /simple (owner, manager): Submit Cash Report (?stationId= preselects a station); returns to /dashboard (document 3). */
export default function CashReportNewPage() {
  const navigate = useNavigate();
  const { session } = useSessionState();
  const role = session?.user.role ?? 'owner';
  const stations = useReportStations(role);
  const [params] = useSearchParams();

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Submit Cash Report" description="What you collected in one shift at a station. Submitting again for the same shift updates your pending report." />
      {stations.isError ? (
        <LoadError title="Submit Cash Report" message="Failed to load stations. Please refresh the page or contact support." onRetry={() => void stations.refetch()} />
      ) : stations.isPending ? (
        <CardGridSkeleton count={1} label="Loading stations" />
      ) : stations.data.items.length === 0 ? (
        <EmptyState
          icon={Building2}
          title="No stations yet"
          description="A cash report is for a station. Create a station first."
          action={<LinkButton to="/dashboard/stations/new">Create Station</LinkButton>}
        />
      ) : (
        <Card>
          <CardContent className="pt-5">
            <CashReportForm
              role={role}
              stations={stations.data.items}
              stationId={params.get('stationId') ?? undefined}
              onDone={() => void navigate('/dashboard')}
              onCancel={() => void navigate('/dashboard/cash-reports')}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
