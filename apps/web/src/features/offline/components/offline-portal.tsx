import { useQueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, useMemo, type ReactNode } from 'react';
import { profileQueryOptions } from '@/features/auth/api/get-profile';
import { useSessionState } from '@/lib/session-store';
import { keepPortalQueries, portalPersistOptions } from '@/lib/offline/query-persister';
import { useOfflineSync } from '@/lib/offline/use-offline-sync';
import { useOnline } from '@/lib/offline/use-online';
import { SignOutGuard } from './sign-out-guard';

/**
 * What the attendant portal needs to work offline (docs/decisions/029), around the whole portal: the
 * last known data kept on the phone for the signed-in user and restored before the first query, the
 * queue's sync triggers, and the question asked before signing out with entries still waiting.
 */
export function OfflinePortal({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const userId = useSessionState().session?.user.id;
  const online = useOnline();
  useOfflineSync();
  // The tenant's time zone (in the profile, lib/offline/tenant-time-zone.ts) on the phone before the
  // connection goes: an offline cash report's day. Loaded once while online.
  useEffect(() => {
    if (userId && online) void queryClient.prefetchQuery({ ...profileQueryOptions(), meta: { silent: true } });
  }, [userId, online, queryClient]);
  const persistOptions = useMemo(() => {
    if (!userId || typeof indexedDB === 'undefined') return null;
    keepPortalQueries(queryClient);
    return portalPersistOptions(userId);
  }, [userId, queryClient]);

  if (!persistOptions) return children;
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      {children}
      <SignOutGuard />
    </PersistQueryClientProvider>
  );
}
