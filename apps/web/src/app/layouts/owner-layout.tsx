import { useMemo, type ReactNode } from 'react';
import { HelpButton } from '@/features/onboarding/components/help-button';
import { usePlanInfo } from '@/features/plan/api/get-plan-info';
import { markPlanFeatures, OWNER_NAV } from '../sidebar-navs';
import { SidebarLayout } from './sidebar-layout';

/**
 * Owner and manager area (/dashboard/*), with the contextual help button; `children` instead of the matched
 * page. The sidebar marks the areas the tenant's plan lacks (docs/decisions/064).
 */
export default function OwnerLayout({ children }: { children?: ReactNode }) {
  const features = usePlanInfo().data?.currentPlan.features;
  const nav = useMemo(() => markPlanFeatures(OWNER_NAV, features), [features]);
  return (
    <>
      <SidebarLayout nav={nav} navLabel="Business navigation" homePath="/dashboard" areaLabel="Sidebar">
        {children}
      </SidebarLayout>
      <HelpButton />
    </>
  );
}
