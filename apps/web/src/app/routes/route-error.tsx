import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPanel } from '@/components/error-panel';

/** Router-level error element: the global 'Something went wrong' panel. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('[app] Route error', error);
  }, [error]);
  return <ErrorPanel />;
}
