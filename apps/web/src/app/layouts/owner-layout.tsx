import { HelpButton } from '@/features/onboarding/components/help-button';
import { OWNER_NAV } from '../sidebar-navs';
import { SidebarLayout } from './sidebar-layout';

/** Owner and manager area (/dashboard/*), with the contextual help button. */
export default function OwnerLayout() {
  return (
    <>
      <SidebarLayout nav={OWNER_NAV} navLabel="Business navigation" homePath="/dashboard" areaLabel="Sidebar" />
      <HelpButton />
    </>
  );
}
