/**
 * The dashboard and analytics reads `npm run bench -- --dashboard` measures (issue 10, "Speed"). One
 * list, so that paths can be adjusted in one place. `today` is the business day (YYYY-MM-DD, IST) the
 * daily summary asks for. The analytics routes are built in a parallel branch: until they exist here,
 * the bench reports them as absent (404) rather than failing the run.
 */
export function dashboardRoutes(today: string): string[] {
  return [
    '/todays-sales/summary',
    '/dashboard/sales-trend?days=7',
    '/dashboard/fuel-breakdown',
    '/dashboard/payment-methods',
    '/dashboard/sales-summary?range=monthly',
    '/dashboard/top-creditors?limit=5',
    '/dashboard/station-metrics',
    '/dashboard/top-stations?limit=10',
    '/dashboard/recent-activities?limit=20',
    '/dashboard/alerts-summary',
    '/analytics/station-comparison',
    '/analytics/hourly-sales',
    '/analytics/peak-hours',
    '/analytics/fuel-performance',
    '/analytics/station-ranking?period=week',
    `/analytics/daily-summary?date=${today}`,
    '/analytics/overview?period=month',
  ];
}

/** The target: p95 at most 50 ms for each route at the largest history, 10 connections, PostgreSQL. */
export const DASHBOARD_P95_TARGET_MS = 50;
