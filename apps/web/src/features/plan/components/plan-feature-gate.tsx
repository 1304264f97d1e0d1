import type { TPlanFeature } from '@forecourt/shared';
import type { ReactNode } from 'react';
import { PageLoading } from '@/components/loading-screen';
import { usePlanInfo } from '../api/get-plan-info';
import { PlanFeaturePanel } from './plan-feature-panel';

/**
 * An area of a plan feature (docs/decisions/064): its page, or — when the tenant's plan lacks the feature —
 * the 'not in your plan' panel. The page waits for the plan (the sidebar asks for it at the same time, and
 * it is kept for 5 minutes), so a page the plan lacks makes no call; if the plan cannot be read the page is
 * drawn and the server decides. A page that meets the server's 403 PLAN_FEATURE (the plan changed since it
 * was read) has the plan asked again (lib/query-client.ts), and the panel replaces it.
 */
export function PlanFeatureGate({ feature, children }: { feature: TPlanFeature; children: ReactNode }) {
  const plan = usePlanInfo();
  if (plan.isPending) return <PageLoading />;
  if (!plan.data || plan.data.currentPlan.features.includes(feature)) return children;
  return <PlanFeaturePanel feature={feature} info={plan.data} />;
}
