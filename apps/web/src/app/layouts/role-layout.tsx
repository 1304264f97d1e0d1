import type { TRole } from '@forecourt/shared';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { useSessionState } from '@/lib/session-store';

type TLayout = ComponentType<{ children?: ReactNode }>;

/** Each role's own layout, loaded when first needed (an attendant's phone never loads the owner's sidebar). */
const LAYOUTS: Record<TRole, TLayout> = {
  owner: lazy(() => import('./owner-layout')),
  manager: lazy(() => import('./owner-layout')),
  attendant: lazy(() => import('./attendant-layout')),
  superadmin: lazy(() => import('./superadmin-layout')),
};

/**
 * The signed-in user's own layout, for a page every role opens at one path (/help), or for a guard's
 * panel (`children`) on a page of another role's area. Without children the layout shows the matched
 * child route.
 */
export default function RoleLayout({ children }: { children?: ReactNode }) {
  const { session } = useSessionState();
  if (!session) return <Navigate to="/login" replace />;
  const Layout = LAYOUTS[session.user.role];
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Layout>{children}</Layout>
    </Suspense>
  );
}
