import { OWNER_NAV } from '../nav';
import { SidebarLayout } from './sidebar-layout';

/** Owner and manager area (/dashboard/*). */
export function OwnerLayout() {
  return <SidebarLayout nav={OWNER_NAV} navLabel="Business navigation" homePath="/dashboard" areaLabel="Sidebar" />;
}

export default OwnerLayout;
