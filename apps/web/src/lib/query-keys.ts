import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The root of every area's query keys. Each feature's key factory starts from its root, so
 * invalidating a root refreshes every list and detail of that area. They live here, not in the
 * features, because a write in one area changes others (a reading moves stock and clears alerts) and
 * features do not import each other.
 */
export const areaKeys = {
  readings: ['readings'],
  sales: ['sales'],
  dashboard: ['dashboard'],
  stations: ['stations'],
  pumps: ['pumps'],
  nozzles: ['nozzles'],
  tanks: ['tanks'],
  setupStatus: ['setup-status'],
  fuelPrices: ['fuel-prices'],
  inventory: ['inventory'],
  alerts: ['alerts'],
  users: ['users'],
  attendant: ['attendant'],
  cashReports: ['cash-reports'],
  creditors: ['creditors'],
  onboarding: ['onboarding'],
  plan: ['plan'],
  reconciliation: ['reconciliation'],
  reports: ['reports'],
} as const satisfies Record<string, readonly [string]>;

/**
 * The signed-in user's profile (GET auth/profile, features/auth/api/get-profile.ts). Below the features
 * because the offline portal keeps it on the phone and reads the tenant's time zone from it (lib/offline).
 */
export const profileKey = ['auth', 'profile'] as const;

/**
 * Everything a reading write changes (record, void, correction, notes edit; document 1, section 9):
 * the readings, sales and dashboard figures, the stations' totals, the nozzles' meter values, the
 * prices in use, the tanks' stock (a sale, void or correction is a stock movement: the inventory and the
 * tank list) and the alerts
 * (low stock raised or cleared, "no readings" cleared) and the attendant's own readings and today's
 * summary. Every reading mutation invalidates this list.
 */
export const readingEffectKeys: readonly QueryKey[] = [
  areaKeys.readings,
  areaKeys.sales,
  areaKeys.dashboard,
  areaKeys.stations,
  areaKeys.nozzles,
  areaKeys.fuelPrices,
  areaKeys.inventory,
  areaKeys.tanks,
  areaKeys.alerts,
  areaKeys.attendant,
  // A credit sale moves its creditor's balance (docs/decisions/015).
  areaKeys.creditors,
];

/** Everything a stock update changes: every inventory view, the tank list's stock, the alerts (low stock) and the dashboard. */
export const inventoryEffectKeys: readonly QueryKey[] = [areaKeys.inventory, areaKeys.tanks, areaKeys.alerts, areaKeys.dashboard];

/**
 * Everything a tank write changes (create, edit, delete): the tank list and detail, the inventory's
 * items (one per tank, with its name, capacity and minimum level), the alerts (low stock against the
 * minimum) and the dashboard's stock figures.
 */
export const tankEffectKeys: readonly QueryKey[] = [areaKeys.tanks, areaKeys.inventory, areaKeys.alerts, areaKeys.dashboard];

/** Invalidates every query under each of `keys` (prefix match); resolves when the active ones have refetched. */
export function invalidateKeys(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
