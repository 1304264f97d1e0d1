import { formatNumber, formatPercent } from '@forecourt/shared';
import { Activity, Building2, ClipboardList, Fuel, Gauge, RefreshCw, UserCheck, Users } from 'lucide-react';
import { AccessDeniedPanel } from '@/components/access-denied-panel';
import { DataErrorPanel } from '@/components/data-error-panel';
import { StatTile } from '@/components/stat-tile';
import { Button } from '@/components/ui/button';
import { CardGridSkeleton } from '@/components/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { useSessionState } from '@/lib/session-store';
import { usePlatformAnalytics } from '../api/get-platform-analytics';
import { PlanDistribution } from '../components/plan-distribution';
import { RecentActivity } from '../components/recent-activity';

/** /superadmin/analytics: platform analytics, every figure computed (document 4). */
export default function PlatformAnalyticsPage() {
  const role = useSessionState().session?.user.role;
  const allowed = role === 'superadmin';
  const analytics = usePlatformAnalytics(allowed);
  if (!allowed) return <AccessDeniedPanel required={['superadmin']} role={role} />;
  if (analytics.isPending) return <CardGridSkeleton count={6} label="Loading analytics" />;
  if (analytics.isError) {
    return (
      <DataErrorPanel
        error={analytics.error}
        title="Unable to Load Analytics"
        onRetry={() => void analytics.refetch()}
        accessDenied={<AccessDeniedPanel required={['superadmin']} role={role} />}
      />
    );
  }
  const a = analytics.data;
  const s = a.systemStats;
  const activeShare = s.totalTenants ? (s.activeTenants / s.totalTenants) * 100 : null;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Platform Analytics"
        description="Tenants, their size and activity across the platform."
        actions={
          <Button variant="outline" onClick={() => void analytics.refetch()} disabled={analytics.isFetching}>
            <RefreshCw aria-hidden="true" className={analytics.isFetching ? 'animate-spin' : undefined} />
            Refresh
          </Button>
        }
      />
      <section aria-label="System statistics" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatTile icon={Building2} label="Tenants" value={formatNumber(s.totalTenants)} hint={`${s.activeTenants} active${activeShare === null ? '' : ` (${formatPercent(activeShare)})`}`} />
        <StatTile icon={Fuel} label="Stations" value={formatNumber(s.totalStations)} hint={`${s.totalPumps} pumps, ${s.totalNozzles} nozzles`} />
        <StatTile icon={Users} label="Users" value={formatNumber(s.totalUsers)} hint={`${a.activitySummary.activeUsers} with active accounts`} />
        <StatTile icon={UserCheck} label="Signed in this week" value={formatNumber(s.activeUsersWeek)} />
        <StatTile icon={ClipboardList} label="Cash reports today" value={formatNumber(s.reportsToday)} hint={`${s.reportsMonth} this month`} />
        <StatTile
          icon={Activity}
          label="Sign-ups this month"
          value={formatNumber(a.signupsThisMonth)}
          hint={a.monthlyGrowth === null ? `— against last month (${a.signupsLastMonth})` : `${formatPercent(a.monthlyGrowth, { signed: true })} against last month (${a.signupsLastMonth})`}
        />
        <StatTile icon={Gauge} label="Open alerts" value={formatNumber(s.openAlerts)} hint="Not yet acknowledged or dismissed" />
        <StatTile icon={Activity} label="Actions this week" value={formatNumber(a.activitySummary.weekActivities)} hint="From the tenants' audit logs" />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <PlanDistribution rows={a.planDistribution} totalTenants={s.totalTenants} />
        <RecentActivity summary={a.activitySummary} />
      </div>
    </div>
  );
}
