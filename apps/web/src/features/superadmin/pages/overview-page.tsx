import { formatNumber, formatPercent, formatDate } from '@forecourt/shared';
import { Activity, BarChart3, Building2, Layers, Plus, ShieldCheck, Users } from 'lucide-react';
import { Link } from 'react-router';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { DataErrorPanel } from '@/components/data-error-panel';
import { StatTile } from '@/components/stat-tile';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { usePlatformAnalytics } from '../api/get-platform-analytics';
import { useSystemStatus } from '../api/get-system-status';
import { RecentActivity } from '../components/recent-activity';
import { SystemHealthCard } from '../components/system-cards';
import { TenantStatusBadge } from '../components/tenant-status-badge';

/** /superadmin/overview: real counts, system status, recent tenants and activity, quick actions (document 4). */
export default function OverviewPage() {
  const analytics = usePlatformAnalytics();
  const system = useSystemStatus();
  const a = analytics.data;

  return (
    <div className="space-y-6">
      <PageHeader title="Platform overview" description="Tenants, plans and admin users of the Forecourt platform." />
      {analytics.isPending ? (
        <CardGridSkeleton count={4} label="Loading overview" />
      ) : analytics.isError ? (
        <DataErrorPanel error={analytics.error} title="Unable to Load Analytics" onRetry={() => void analytics.refetch()} />
      ) : (
        <section aria-label="Platform counts" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatTile icon={Building2} label="Tenants" value={formatNumber(a!.systemStats.totalTenants)} hint={`${a!.systemStats.activeTenants} active`} />
          <StatTile icon={ShieldCheck} label="Admin users" value={formatNumber(a!.systemStats.adminUsers)} />
          <StatTile icon={Layers} label="Plans" value={formatNumber(a!.systemStats.plans)} />
          <StatTile
            icon={Activity}
            label="Sign-ups this month"
            value={formatNumber(a!.signupsThisMonth)}
            hint={a!.monthlyGrowth === null ? '— against last month' : `${formatPercent(a!.monthlyGrowth, { signed: true })} against last month`}
          />
          <StatTile icon={Building2} label="Stations" value={formatNumber(a!.systemStats.totalStations)} hint={`${a!.systemStats.totalPumps} pumps`} />
          <StatTile icon={Users} label="Users" value={formatNumber(a!.systemStats.totalUsers)} hint={`${a!.systemStats.activeUsersWeek} signed in this week`} />
        </section>
      )}

      <Card>
        <CardHeader>
          <CardTitle>Quick actions</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <LinkButton to="/superadmin/tenants" icon={Plus}>
            Manage tenants
          </LinkButton>
          <LinkButton to="/superadmin/plans" variant="outline" icon={Layers}>
            Plans
          </LinkButton>
          <LinkButton to="/superadmin/users" variant="outline" icon={ShieldCheck}>
            Admin users
          </LinkButton>
          <LinkButton to="/superadmin/analytics" variant="outline" icon={BarChart3}>
            Analytics
          </LinkButton>
        </CardContent>
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        {system.isPending ? (
          <CardGridSkeleton count={1} label="Checking the system" />
        ) : system.isError ? (
          <LoadError title="System status unavailable" message={system.error.message} onRetry={() => void system.refetch()} />
        ) : (
          <SystemHealthCard status={system.data} />
        )}
        {a && (
          <Card>
            <CardHeader>
              <CardTitle>Recent tenants</CardTitle>
            </CardHeader>
            <CardContent>
              {a.recentTenants.length === 0 ? (
                <p className="text-sm text-muted-foreground">No tenants yet.</p>
              ) : (
                <ul className="divide-y" aria-label="Recent tenants">
                  {a.recentTenants.map((t) => (
                    <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                      <Link to={`/superadmin/tenants/${t.id}`} className="font-medium hover:underline">
                        {t.name}
                      </Link>
                      <span className="flex items-center gap-2 text-muted-foreground">
                        {t.planName} · {formatDate(t.createdAt)} <TenantStatusBadge status={t.status} />
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        )}
      </div>
      {a && <RecentActivity summary={a.activitySummary} />}
    </div>
  );
}
