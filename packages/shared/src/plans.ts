import { z } from 'zod';
import { ERROR_TEXTS, errorText } from './error-texts.constants';
import { PLAN_FEATURE_KEYS, type TPlanFeature } from './plan-features.constants';
import { decimal } from './validation';
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

/**
 * The plans seeded on a new platform; the superadmin edits them later. Rupees a month, and twelve months for a
 * year. Every seeded plan has every feature of the catalogue (docs/decisions/064): they differ by their
 * limits and prices, as they always did in what the server did.
 */
export const SEED_PLANS: Array<{ name: TPlanName; priceMonthly: string; priceYearly: string; features: TPlanFeature[] } & TPlanLimits> = [
  {
    name: 'Regular',
    priceMonthly: '999.00',
    priceYearly: '11988.00',
    maxStations: 1,
    maxPumpsPerStation: 4,
    maxNozzlesPerPump: 4,
    maxUsers: 5,
    features: [...PLAN_FEATURE_KEYS],
  },
  {
    name: 'Premium',
    priceMonthly: '2499.00',
    priceYearly: '29988.00',
    maxStations: 3,
    maxPumpsPerStation: 8,
    maxNozzlesPerPump: 6,
    maxUsers: 15,
    features: [...PLAN_FEATURE_KEYS],
  },
  {
    name: 'Pro',
    priceMonthly: '4999.00',
    priceYearly: '59988.00',
    maxStations: 3,
    maxPumpsPerStation: 12,
    maxNozzlesPerPump: 12,
    maxUsers: UNLIMITED,
    features: [...PLAN_FEATURE_KEYS],
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
/** A plan's features: keys of the catalogue (plan-features.constants.ts, docs/decisions/064). */
const ZPlanFeatureKeys = z.array(z.enum(PLAN_FEATURE_KEYS));

/** GET /settings/plan (document 1, section 3: plan info), from the plans table and the tenant's real counts. */
export const ZPlanInfo = z.object({
  /** `features`: what the server lets this tenant use; the areas not in it answer 403 PLAN_FEATURE. */
  currentPlan: ZPlanSummary.extend({ features: ZPlanFeatureKeys }),
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
      features: ZPlanFeatureKeys,
      canUpgrade: z.boolean(),
      isCurrent: z.boolean(),
    }),
  ),
});
export type TPlanInfo = z.infer<typeof ZPlanInfo>;

// ------------------------------------------------------------------ plans as the superadmin manages them

/** Defaults of a new plan (document 4, section 9): 5 stations, 10 pumps per station, 4 nozzles per pump, prices 0. */
export const NEW_PLAN_DEFAULTS = {
  maxStations: 5,
  maxPumpsPerStation: 10,
  maxNozzlesPerPump: 4,
  /** Not in the form of the specification; the users limit the team check reads (docs/decisions/027). */
  maxUsers: 5,
  priceMonthly: 0,
  priceYearly: 0,
  /** A new plan gives every feature; the superadmin unticks what it should not (docs/decisions/064). */
  features: PLAN_FEATURE_KEYS,
} as const;

export const PLAN_MSG = {
  noPlans: 'No plans found',
  created: 'Plan created successfully',
  createFailed: 'Failed to create plan',
  updated: 'Plan updated successfully',
  updateFailed: 'Failed to update plan',
  deleted: 'Plan deleted successfully',
  deleteFailed: 'Failed to delete plan',
  nameRequired: 'Plan name is required',
  featureDuplicate: 'This feature is already in the plan',
  featureUnknown: 'Not a feature of the plan catalogue',
  // Server refusals (no spec text), from their keyed catalogue (error-texts.constants.ts).
  notFound: ERROR_TEXTS['plan.notFound'],
  nameTaken: ERROR_TEXTS['plan.nameTaken'],
  inUse: (tenants: number) => errorText('plan.inUse', { tenants }).message,
  isDefault: ERROR_TEXTS['plan.isDefault'],
} as const;

const limit = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be at least 1` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`);
/** Rupees in a plan's price column, numeric(10,2): at least 0, step 0.01 (document 4, section 5). */
const price = (label: string) => decimal({ column: { precision: 10, scale: 2 }, error: `${label} must be at least 0` });

/**
 * Plan features: keys of the catalogue (PLAN_FEATURES), no duplicates; an unknown key is a 400
 * (docs/decisions/064, which replaces the free-text lines of document 4, section 5).
 */
export const ZPlanFeatures = z
  .array(z.enum(PLAN_FEATURE_KEYS, { error: PLAN_MSG.featureUnknown }))
  .max(PLAN_FEATURE_KEYS.length * 2)
  .refine((list) => new Set(list).size === list.length, PLAN_MSG.featureDuplicate);

/** Create and edit plan (document 4, section 5); maxUsers 999 is unlimited. */
export const ZPlanInput = z.object({
  name: z.string({ error: PLAN_MSG.nameRequired }).trim().min(1, PLAN_MSG.nameRequired).max(100),
  maxStations: limit('Max stations', UNLIMITED),
  maxPumpsPerStation: limit('Max pumps per station', UNLIMITED),
  maxNozzlesPerPump: limit('Max nozzles per pump', MAX_NOZZLES_PER_PUMP),
  /** Not a field of the specification's plan: left out, a new plan gets NEW_PLAN_DEFAULTS' and an edit keeps the stored one. */
  maxUsers: limit('Max users', UNLIMITED).optional(),
  priceMonthly: price('Monthly price'),
  priceYearly: price('Yearly price'),
  /** Left out: a new plan gets every feature, an edit keeps the plan's own (plans-admin.service.ts). */
  features: ZPlanFeatures.optional(),
  isDefault: z.boolean().default(false),
});
export type TPlanInput = z.output<typeof ZPlanInput>;

/** A plan as the superadmin's plan table shows it, with the tenants on it. */
export const ZPlan = z.object({
  id: z.string(),
  name: z.string(),
  maxStations: z.number().int(),
  maxPumpsPerStation: z.number().int(),
  maxNozzlesPerPump: z.number().int(),
  maxUsers: z.number().int(),
  priceMonthly: z.number(),
  priceYearly: z.number(),
  features: ZPlanFeatureKeys,
  isDefault: z.boolean(),
  tenantCount: z.number().int(),
});
export type TPlan = z.infer<typeof ZPlan>;
