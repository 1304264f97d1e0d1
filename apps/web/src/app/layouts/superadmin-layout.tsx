import { SUPERADMIN_NAV } from '../sidebar-navs';
import { SidebarLayout } from './sidebar-layout';

/** Platform area (/superadmin/*). */
export function SuperadminLayout() {
  return <SidebarLayout nav={SUPERADMIN_NAV} navLabel="Platform navigation" homePath="/superadmin/overview" areaLabel="Sidebar" />;
}

export default SuperadminLayout;
