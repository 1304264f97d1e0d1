import { TITLES, MSG } from '@forecourt/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { OfflineBanner } from '@/components/offline-banner';
import { restoreSession } from '@/features/auth/restore-session';
import { onAuthExpired } from '@/lib/auth-events';
import { notify } from '@/lib/notify';
import { useSessionState } from '@/lib/session-store';
import { useRouteHandle } from './route-handle';

/** Session lifecycle: validate a restored session at start; on 'auth expired' toast and go to /login. */
function useSessionLifecycle() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const off = onAuthExpired(() => {
      queryClient.clear();
      notify.error(TITLES.sessionExpired, MSG.sessionExpired, 'session-expired');
      void navigate('/login', { replace: true });
    });
    void restoreSession(queryClient);
    return off;
  }, [navigate, queryClient]);
}

function useDocumentTitle() {
  const { title } = useRouteHandle();
  useEffect(() => {
    document.title = title ? `${title} · Forecourt` : 'Forecourt — Fuel station management';
  }, [title]);
}

export function RootLayout() {
  const { status } = useSessionState();
  useSessionLifecycle();
  useDocumentTitle();
  return (
    <>
      <OfflineBanner />
      {status === 'restoring' ? (
        <LoadingScreen message="Loading your session…" />
      ) : (
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      )}
    </>
  );
}
