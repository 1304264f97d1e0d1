import { areaKeys } from '@/lib/query-keys';

/** Query keys of the dashboard's reads: every reading, stock or alert write invalidates ['dashboard'] (lib/query-keys). */
export const dashboardKeys = {
  all: areaKeys.dashboard,
  read: (name: string, params: object = {}) => [...areaKeys.dashboard, name, params] as const,
  /** Under the alerts root, so an acknowledge or dismiss refreshes the urgent badge too. */
  alertsSummary: () => [...areaKeys.alerts, 'dashboard-summary'] as const,
};
