import { ComingSoon } from '@/components/coming-soon';

/** /superadmin/overview: title and an honest coming-soon note until the platform area lands. */
export function OverviewPage() {
  return (
    <div className="space-y-6">
      <section>
        <h2 className="text-2xl font-semibold tracking-tight">Platform overview</h2>
        <p className="mt-1 text-sm text-muted-foreground">Tenants, plans and admin users of the Forecourt platform.</p>
      </section>
      <ComingSoon
        area="Platform overview"
        description="Counts of tenants, admin users and plans, system status and recent activity will appear here soon."
      />
    </div>
  );
}

export default OverviewPage;
