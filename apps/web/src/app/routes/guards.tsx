import { HOME_BY_ROLE, TITLES, type TRole } from '@forecourt/shared';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AccessDeniedPanel } from '@/components/access-denied-panel';
import { LoadingScreen } from '@/components/loading-screen';
import { useT } from '@/i18n/use-t';
import { notify } from '@/lib/notify';
import { useSessionState } from '@/lib/session-store';
import { SETTINGS_BY_ROLE } from '../settings-paths';

const SuperadminPointer = lazy(() => import('@/features/dashboard/pages/superadmin-pointer'));
const RoleLayout = lazy(() => import('../layouts/role-layout'));

function loginPathFor(pathname: string): string {
  return pathname.includes('admin') ? '/login/admin' : '/login';
}

/** Signed-out pages (landing, login, register): a signed-in user goes to their home. */
export function GuestOnly() {
  const { session } = useSessionState();
  if (session) return <Navigate to={HOME_BY_ROLE[session.user.role]} replace />;
  return <Outlet />;
}

/** Access-denied toast (document 1, section 8), then the user's own home. */
function AccessDenied({ roles, home }: { roles: readonly TRole[]; home: string }) {
  const t = useT();
  useEffect(() => {
    const required = t.or(roles.map((r) => t(`label.role.${r}`)));
    notify.error(TITLES.accessDenied, t('app.accessDenied', { roles: required }), 'access-denied');
  }, [roles, t]);
  return <Navigate to={home} replace />;
}

/**
 * A protected route family: signed-out users go to sign in, other roles to their home — or, with
 * `deniedPanel` (the platform area, document 4), stay on the address and see the Access Denied panel
 * with their own role inside their own layout; the page itself is not drawn, so it makes no call.
 */
export function RequireRole({
  roles,
  superadminPointer = false,
  deniedPanel = false,
}: {
  roles: readonly TRole[];
  superadminPointer?: boolean;
  deniedPanel?: boolean;
}) {
  const { session } = useSessionState();
  const location = useLocation();
  if (!session) return <Navigate to={loginPathFor(location.pathname)} replace />;
  const role = session.user.role;
  if (roles.includes(role)) return <Outlet />;
  if (role === 'superadmin' && superadminPointer) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <SuperadminPointer />
      </Suspense>
    );
  }
  if (deniedPanel) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <RoleLayout>
          <AccessDeniedPanel required={roles} role={role} />
        </RoleLayout>
      </Suspense>
    );
  }
  return <AccessDenied roles={roles} home={HOME_BY_ROLE[role]} />;
}

/** A page every signed-in role opens at one address (/help), inside its own layout: signed-out users go to sign in. */
export function RequireSession() {
  const { session } = useSessionState();
  if (!session) return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** Unknown paths: signed-in users go home; signed-out users to sign in (admin portal for /admin paths). */
export function CatchAll() {
  const { session } = useSessionState();
  const location = useLocation();
  if (session) return <Navigate to={HOME_BY_ROLE[session.user.role]} replace />;
  return <Navigate to={location.pathname.includes('/admin') ? '/login/admin' : '/login'} replace />;
}

/** /settings and /profile: the account settings page of the user's own area. */
export function SettingsRedirect() {
  const { session } = useSessionState();
  if (!session) return <Navigate to="/login" replace />;
  return <Navigate to={SETTINGS_BY_ROLE[session.user.role]} replace />;
}
