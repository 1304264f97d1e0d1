import { PageHeader } from '@/components/ui/page-header';
import { PlanTab } from '../components/plan-usage-card';

/** /dashboard/plan: the tenant's plan, its usage and the other plans (the dashboard's Plan tab on its own page). */
export default function PlanPage() {
  return (
    <div className="mx-auto max-w-5xl space-y-6 pb-16">
      <PageHeader title="Your plan" description="What your plan allows, how much of it you use, and the plans you can move to." />
      <PlanTab />
    </div>
  );
}
