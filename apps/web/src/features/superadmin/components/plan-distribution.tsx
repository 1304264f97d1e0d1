import { formatINR, type TPlatformAnalytics } from '@forecourt/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Tenants per plan with the monthly revenue of its active tenants; the bar is the plan's share of tenants. */
export function PlanDistribution({ rows, totalTenants }: { rows: TPlatformAnalytics['planDistribution']; totalTenants: number }) {
  const revenue = rows.reduce((sum, r) => sum + r.monthlyRevenue, 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Plan distribution</CardTitle>
        <CardDescription>Monthly revenue of active tenants: {formatINR(revenue)}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3" aria-label="Tenants per plan">
          {rows.map((r) => {
            const share = totalTenants ? Math.round((r.tenantCount / totalTenants) * 1000) / 10 : 0;
            return (
              <li key={r.planId} className="space-y-1">
                <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                  <span className="font-medium">{r.planName}</span>
                  <span className="tabular-nums text-muted-foreground">
                    {r.tenantCount} tenant{r.tenantCount === 1 ? '' : 's'} ({r.activeTenantCount} active) · {formatINR(r.monthlyRevenue)}/month
                  </span>
                </div>
                <div className="h-2 rounded-full bg-muted" role="presentation">
                  <div className="h-2 rounded-full bg-primary" style={{ width: `${share}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
