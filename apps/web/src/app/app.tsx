import { MSG, TITLES } from '@forecourt/shared';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { restoreSession } from '@/features/auth/restore-session';
import { onAuthExpired } from '@/lib/auth-events';
import { notify } from '@/lib/notify';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

type TRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts the app. A stored session is validated (GET auth/profile) first, so that its request leaves
 * before those of the page's code, which the router starts as it is created: on a slow phone the
 * browser's six connections are soon busy with code, and the session check, which every signed-in
 * page waits for, queued behind it (docs/decisions/031-fast-on-a-cheap-phone.md). On 'auth expired':
 * a toast and /login.
 */
function AppRouter() {
  const queryClient = useQueryClient();
  const [router, setRouter] = useState<TRouter | null>(null);
  useEffect(() => {
    void restoreSession(queryClient);
    const created = createAppRouter();
    const off = onAuthExpired(() => {
      queryClient.clear();
      notify.error(TITLES.sessionExpired, MSG.sessionExpired, 'session-expired');
      void created.navigate('/login', { replace: true });
    });
    // A transition: React renders the app in slices, so a slow phone's main thread is never blocked long
    // (Lighthouse's Total Blocking Time) and a tap is answered meanwhile.
    startTransition(() => setRouter(created));
    return () => {
      off();
      created.dispose();
    };
  }, [queryClient]);
  return router ? <RouterProvider router={router} /> : <LoadingScreen />;
}

export function App() {
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}
