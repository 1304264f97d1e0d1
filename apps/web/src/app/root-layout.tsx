import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { useT } from '@/i18n/use-t';
import { OfflineBanner } from '@/components/offline-banner';
import { useRouteHandle } from './route-handle';

function useDocumentTitle() {
  const { title, titleId } = useRouteHandle();
  const t = useT();
  const shown = titleId ? t(titleId) : title;
  useEffect(() => {
    document.title = shown ? t('app.documentTitle', { title: shown }) : t('app.defaultTitle');
  }, [shown, t]);
}

/**
 * The page at once, with the stored session, while App validates it with the server (restoreSession):
 * the page's own requests go out beside that check instead of a round trip after it, and a phone with
 * no network opens the portal without waiting for the check to fail (docs/decisions/031). The server
 * checks every call; a session it refuses ends with the usual toast and /login.
 */
export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <OfflineBanner />
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </>
  );
}
