import type { ReactNode } from 'react';
import { SUPERADMIN_NAV } from '../sidebar-navs';
import { SidebarLayout } from './sidebar-layout';

/** Platform area (/superadmin/*); `children` instead of the matched page. */
export default function SuperadminLayout({ children }: { children?: ReactNode }) {
  return (
    <SidebarLayout nav={SUPERADMIN_NAV} navLabel="Platform navigation" homePath="/superadmin/overview" areaLabel="Sidebar">
      {children}
    </SidebarLayout>
  );
}
