import { DEFAULT_TIME_ZONE } from '@forecourt/shared';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, ClipboardCheck, Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { profileQueryOptions } from '@/features/auth/api/get-profile';
import { useSessionState } from '@/lib/session-store';
import { dashboardDate, greetingFor } from '../greeting';
import { StatCards } from '../components/stat-cards';
import { DashboardTabs, type TDashboardTabParts } from '../components/dashboard-tabs';
import { SalesTrendCard } from '../components/sales-trend-card';
import { FuelBreakdownCard } from '../components/fuel-breakdown-card';
import { PaymentMethodsCard } from '../components/payment-methods-card';
import { RecentActivitiesCard } from '../components/recent-activities-card';
import { TopCreditorsCard } from '../components/top-creditors-card';
import { UrgentAlertBadge } from '../components/urgent-alert-badge';

/** Quick actions by role (document 1 §2): Record Reading for everyone; the rest for owner and manager. */
const MANAGER_ACTIONS = [
  { label: 'Daily Reconciliation', to: '/dashboard/reconciliation', icon: ClipboardCheck },
  { label: 'View Reports', to: '/dashboard/reports', icon: BarChart3 },
  { label: 'Manage Stations', to: '/dashboard/stations', icon: Building2 },
];

/**
 * The tenant's time zone (GET auth/profile, read at sign-in and kept): the zone the server counts the
 * business day of every figure in. India's, the tenants' default, until the profile is in.
 */
function useTenantTimeZone(): string {
  const zone = useQuery({ ...profileQueryOptions(), staleTime: 5 * 60_000, select: (p) => p?.timeZone ?? null, meta: { silent: true } }).data;
  return zone ?? DEFAULT_TIME_ZONE;
}

/** What other areas show on the dashboard, composed by the route (src/app/routes/dashboard-route.tsx). */
type TDashboardParts = {
  /** The Record Reading action among the quick actions, and the same as the floating button on phones. */
  quickReading: ReactNode;
  quickReadingFab: ReactNode;
  tabs: TDashboardTabParts;
};

/** /dashboard for owner and manager: every figure computed by the server for the tenant's business day. */
export function DashboardHome({ quickReading, quickReadingFab, tabs }: TDashboardParts) {
  const { session } = useSessionState();
  const now = new Date();
  const timeZone = useTenantTimeZone();
  const role = session?.user.role;
  const manages = role === 'owner' || role === 'manager';

  return (
    <div className="space-y-6">
      <section className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold tracking-tight">
            {greetingFor(now, timeZone)}, {session?.user.name ?? ''}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{dashboardDate(now, timeZone)}</p>
        </div>
        <UrgentAlertBadge />
      </section>

      <StatCards />

      <section aria-labelledby="quick-actions" className="space-y-3">
        <h2 id="quick-actions" className="text-sm font-medium text-muted-foreground">
          Quick actions
        </h2>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {quickReading}
          {manages &&
            MANAGER_ACTIONS.map((a) => (
              <Button key={a.to} asChild variant="outline" className="min-h-11">
                <Link to={a.to}>
                  <a.icon aria-hidden="true" />
                  {a.label}
                </Link>
              </Button>
            ))}
        </div>
      </section>
      {quickReadingFab}

      <DashboardTabs {...tabs} />

      <div className="grid gap-4 xl:grid-cols-2">
        <SalesTrendCard />
        <PaymentMethodsCard />
      </div>
      <FuelBreakdownCard />
      <div className="grid gap-4 xl:grid-cols-2">
        <RecentActivitiesCard />
        <TopCreditorsCard />
      </div>
    </div>
  );
}
