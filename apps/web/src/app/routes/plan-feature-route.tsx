import type { TPlanFeature } from '@forecourt/shared';
import { Outlet } from 'react-router';
import { PlanFeatureGate } from '@/features/plan/components/plan-feature-gate';

/** The pages of a plan feature's area (docs/decisions/064): drawn, or the 'not in your plan' panel instead. */
export function PlanFeatureRoute({ feature }: { feature: TPlanFeature }) {
  return (
    <PlanFeatureGate feature={feature}>
      <Outlet />
    </PlanFeatureGate>
  );
}
