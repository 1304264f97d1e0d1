import { z } from 'zod';
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

/** The plans seeded on a new platform; the superadmin edits them later. Rupees a month, and twelve months for a year. */
export const SEED_PLANS: Array<{ name: TPlanName; priceMonthly: string; priceYearly: string; features: string[] } & TPlanLimits> = [
  {
    name: 'Regular',
    priceMonthly: '999.00',
    priceYearly: '11988.00',
    maxStations: 1,
    maxPumpsPerStation: 4,
    maxNozzlesPerPump: 4,
    maxUsers: 5,
    features: ['1 station', 'Nozzle readings and sales', 'Fuel prices', 'Cash reports', 'Creditors'],
  },
  {
    name: 'Premium',
    priceMonthly: '2499.00',
    priceYearly: '29988.00',
    maxStations: 3,
    maxPumpsPerStation: 8,
    maxNozzlesPerPump: 6,
    maxUsers: 15,
    features: ['Up to 3 stations', 'Everything in Regular', 'Reports and exports', 'Fuel inventory alerts', 'Reconciliation'],
  },
  {
    name: 'Pro',
    priceMonthly: '4999.00',
    priceYearly: '59988.00',
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

/** One usage bar of GET /settings/plan: current count against the plan's limit (999 = unlimited). */
export const ZPlanUsage = z.object({
  current: z.number().int(),
  limit: z.number().int(),
  /** 0–100 with one decimal; 0 when the limit is unlimited. */
  percentage: z.number(),
  unlimited: z.boolean(),
});
export type TPlanUsage = z.infer<typeof ZPlanUsage>;

const ZPlanSummary = z.object({ id: z.string(), name: z.string(), priceMonthly: z.number() });

/** GET /settings/plan (document 1, section 3: plan info), from the plans table and the tenant's real counts. */
export const ZPlanInfo = z.object({
  currentPlan: ZPlanSummary.extend({ features: z.array(z.string()) }),
  utilization: z.object({
    stations: ZPlanUsage,
    /** Limit: pumps per station × stations allowed (the spec's estimated limit). */
    pumps: ZPlanUsage,
    users: ZPlanUsage,
  }),
  /** A usage bar at 90 % or more. */
  needsUpgrade: z.boolean(),
  /** The cheapest dearer plan that raises the limit in trouble; null when no upgrade is needed or none helps. */
  upgradeRecommendation: ZPlanSummary.nullable(),
  availablePlans: z.array(
    ZPlanSummary.extend({
      maxStations: z.number().int(),
      maxPumpsPerStation: z.number().int(),
      maxUsers: z.number().int(),
      features: z.array(z.string()),
      canUpgrade: z.boolean(),
      isCurrent: z.boolean(),
    }),
  ),
});
export type TPlanInfo = z.infer<typeof ZPlanInfo>;
