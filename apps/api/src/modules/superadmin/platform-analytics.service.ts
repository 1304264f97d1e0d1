import { timeAgo, type TPlatformAnalytics } from '@forecourt/shared';
import { withAdminRead, type TAdmin } from '../../db/tenant';
import { iso } from '../../lib/json-values';
import * as q from './platform-analytics.queries';

/** Platform analytics (document 4): every figure counted from the database (docs/decisions/027). */

/** "cash_report.submitted" → "Cash report submitted", with the detail a platform change carries. */
function describe(action: string, details: Record<string, unknown>): string {
  const [entity = action, verb = ''] = action.split('.');
  const text = `${entity.replace(/_/g, ' ')} ${verb.replace(/_/g, ' ')}`.trim();
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  if (action === 'tenant.status_changed' && typeof details.to === 'string') return `${sentence} to ${details.to}`;
  if ((action === 'tenant.plan_changed' || action === 'tenant.created' || action === 'tenant.registered') && typeof (details.to ?? details.plan) === 'string') {
    return `${sentence} (plan ${String(details.to ?? details.plan)})`;
  }
  return sentence;
}

/** Growth of this month's figure over last month's, in per cent with one decimal; null without a last month. */
function growth(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export async function platformAnalytics(admin: TAdmin): Promise<TPlatformAnalytics> {
  const now = Date.now();
  const [[c], plans, activities, tenants] = await withAdminRead(admin, (tx) => q.platformFigures(tx));
  const n = c!;
  return {
    systemStats: {
      totalTenants: n.totalTenants,
      activeTenants: n.activeTenants,
      totalStations: n.totalStations,
      totalPumps: n.totalPumps,
      totalNozzles: n.totalNozzles,
      totalUsers: n.totalUsers,
      activeUsersWeek: n.activeUsersWeek,
      reportsToday: n.reportsToday,
      reportsMonth: n.reportsMonth,
      adminUsers: n.adminUsers,
      plans: n.plans,
      openAlerts: n.openAlerts,
    },
    planDistribution: plans.map((p) => ({ ...p, monthlyRevenue: Number(p.monthlyRevenue) })),
    activitySummary: {
      activeUsers: n.activeUsers,
      weekActivities: n.weekActivities,
      recentActivities: activities.map((a) => ({
        type: a.entityType,
        description: describe(a.action, a.details),
        tenantName: a.tenantName,
        actorRole: a.actorRole,
        at: iso(a.at),
        timeAgo: timeAgo(a.at, now),
      })),
    },
    signupsThisMonth: n.signupsThisMonth,
    signupsLastMonth: n.signupsLastMonth,
    monthlyGrowth: growth(n.signupsThisMonth, n.signupsLastMonth),
    recentTenants: tenants.map((t) => ({ ...t, createdAt: iso(t.createdAt) })),
  };
}
