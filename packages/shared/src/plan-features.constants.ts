/**
 * What a plan can switch off (docs/decisions/064): a fixed catalogue of keys, each a whole area the server
 * refuses when the tenant's plan lacks it (403 PLAN_FEATURE, key `plan.featureMissing`, checked in the
 * request's opening by fc_assert_caller). The plans table's `features` column holds these keys and nothing
 * else; the superadmin's plan editor ticks them; the web's navigation and the plan page read them.
 *
 * A key is a lower-case English word: the refusal's English says it as it is ('Your Regular plan does not
 * include analytics.'), as a fuel's type value is said in 'No valid price for petrol'. Hindi labels are in
 * the web's catalogue (`label.planFeature.<key>`). Adding a key needs a data migration that gives it to
 * the plans that should have it (every plan, so that no tenant loses what it had), and its routes'
 * `config.feature`. A plain module (docs/decisions/031): no zod.
 */
export const PLAN_FEATURE_KEYS = ['reports', 'reconciliation', 'analytics'] as const;
export type TPlanFeature = (typeof PLAN_FEATURE_KEYS)[number];

/** Each feature's English label and what it covers (the plan editor, the plan page, the 'not in your plan' panel). */
export const PLAN_FEATURES: { readonly [K in TPlanFeature]: { readonly label: string; readonly description: string } } = {
  reports: {
    label: 'Reports and exports',
    description: 'The reports centre (PDF, CSV and Excel files, schedules, the daily sales report) and the sales CSV export.',
  },
  reconciliation: {
    label: 'Reconciliation',
    description: "Closing a station's business day against its cash reports, the owner's approval and the day's sales report.",
  },
  analytics: {
    label: 'Analytics',
    description: 'Trends, breakdowns, station comparison and ranking, hourly sales and peak hours.',
  },
};

const KEY_SET: ReadonlySet<string> = new Set(PLAN_FEATURE_KEYS);

export function isPlanFeature(value: unknown): value is TPlanFeature {
  return typeof value === 'string' && KEY_SET.has(value);
}

/** The catalogue's keys a plan's features lack, in catalogue order (unknown entries are ignored). */
export function missingPlanFeatures(features: readonly string[]): TPlanFeature[] {
  return PLAN_FEATURE_KEYS.filter((key) => !features.includes(key));
}
