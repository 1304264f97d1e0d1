/** Subscription plans (DESIGN.md section 4) and the usage thresholds (document 1, section 9). */
export const UNLIMITED = 999;
export const MAX_NOZZLES_PER_PUMP = 12;
export const PLAN_WARN_PERCENT = 75;
export const PLAN_DANGER_PERCENT = 90;

export const PLAN_NAMES = ['Regular', 'Premium', 'Pro'] as const;
export type TPlanName = (typeof PLAN_NAMES)[number];
export const DEFAULT_PLAN_NAME: TPlanName = 'Regular';

export type TPlanLimits = {
  maxStations: number;
  maxPumpsPerStation: number;
  maxNozzlesPerPump: number;
  maxUsers: number;
};

/** The plans seeded on a new platform; the superadmin edits them later. Prices in rupees a month. */
export const SEED_PLANS: Array<{ name: TPlanName; priceMonthly: string; features: string[] } & TPlanLimits> = [
  {
    name: 'Regular',
    priceMonthly: '999.00',
    maxStations: 1,
    maxPumpsPerStation: 4,
    maxNozzlesPerPump: 4,
    maxUsers: 5,
    features: ['1 station', 'Nozzle readings and sales', 'Fuel prices', 'Cash reports', 'Creditors'],
  },
  {
    name: 'Premium',
    priceMonthly: '2499.00',
    maxStations: 3,
    maxPumpsPerStation: 8,
    maxNozzlesPerPump: 6,
    maxUsers: 15,
    features: ['Up to 3 stations', 'Everything in Regular', 'Reports and exports', 'Fuel inventory alerts', 'Reconciliation'],
  },
  {
    name: 'Pro',
    priceMonthly: '4999.00',
    maxStations: 3,
    maxPumpsPerStation: 12,
    maxNozzlesPerPump: 12,
    maxUsers: UNLIMITED,
    features: ['Up to 3 stations', 'Everything in Premium', 'Analytics', 'Unlimited users', 'Priority support'],
  },
];

export function isUnlimited(limit: number): boolean {
  return limit >= UNLIMITED;
}

export type TUsageLevel = 'ok' | 'warn' | 'danger';
/** 90% or more is red, 75% or more is yellow, otherwise green. */
export function usageLevel(percent: number): TUsageLevel {
  if (percent >= PLAN_DANGER_PERCENT) return 'danger';
  if (percent >= PLAN_WARN_PERCENT) return 'warn';
  return 'ok';
}
export function usagePercent(current: number, limit: number): number {
  if (isUnlimited(limit) || limit <= 0) return 0;
  return Math.round((current / limit) * 1000) / 10;
}
