import { SUPERADMIN_NAV } from '../sidebar-navs';
import { SidebarLayout } from './sidebar-layout';

/** Platform area (/superadmin/*). */
export default function SuperadminLayout() {
  return <SidebarLayout nav={SUPERADMIN_NAV} navLabel="Platform navigation" homePath="/superadmin/overview" areaLabel="Sidebar" />;
}
