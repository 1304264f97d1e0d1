import { DashboardAlertsTab } from '@/features/alerts/components/dashboard-alerts-tab';
import { DashboardHome } from '@/features/dashboard/pages/dashboard-home';
import { OnboardingCard } from '@/features/onboarding/components/onboarding-card';
import { PlanTab, PlanUsageCard } from '@/features/plan/components/plan-usage-card';
import { QuickReadingButton } from '@/features/readings/components/quick-reading-button';

/**
 * /dashboard (owner, manager): the dashboard's figures with other areas' parts in their places — the
 * Record Reading action (readings), the setup guide (onboarding), the plan's usage (plan) and the newest
 * open alerts (alerts). Composed here because features do not import each other (docs/decisions/059).
 */
export default function DashboardRoute() {
  return (
    <DashboardHome
      quickReading={<QuickReadingButton className="min-h-11" />}
      quickReadingFab={<QuickReadingButton look="fab" />}
      tabs={{
        overview: (
          <>
            <OnboardingCard compact hideWhenSkipped />
            <PlanUsageCard />
          </>
        ),
        plan: <PlanTab />,
        alerts: <DashboardAlertsTab />,
      }}
    />
  );
}
