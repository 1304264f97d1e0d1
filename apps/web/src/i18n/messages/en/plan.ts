import { PLAN_FEATURES } from '@forecourt/shared';

/**
 * Plan features (docs/decisions/064): the catalogue's labels and what each covers (English from
 * packages/shared), the sidebar's mark and the 'not in your plan' panel of an area the plan lacks.
 */
export const enPlan = {
  'label.planFeature.reports': PLAN_FEATURES.reports.label,
  'label.planFeature.reconciliation': PLAN_FEATURES.reconciliation.label,
  'label.planFeature.analytics': PLAN_FEATURES.analytics.label,
  'planFeature.reports.description': PLAN_FEATURES.reports.description,
  'planFeature.reconciliation.description': PLAN_FEATURES.reconciliation.description,
  'planFeature.analytics.description': PLAN_FEATURES.analytics.description,
  'planFeature.notInPlan': 'Not in your plan',
  'planFeature.panel.title': '{feature} is not in your plan',
  'planFeature.panel.text': 'Your {plan} plan does not include {feature}.',
  'planFeature.panel.availableOn': 'Included in: {plans}.',
  'planFeature.panel.noPlan': 'No plan you can move to includes it yet.',
  'planFeature.panel.contact': 'To change plan, contact the platform administrator.',
  'planFeature.panel.seePlans': 'See the plans',
  'planFeature.without': 'Without {features}',
};
