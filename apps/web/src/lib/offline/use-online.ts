import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isOnline } from '@/lib/connectivity';

/**
 * Whether the browser says it is online (lib/connectivity: navigator.onLine, which TanStack Query's online
 * manager mirrors and announces). Read again when a component starts listening (at mount), so a state
 * kept from start-up is put right at once.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const off = onlineManager.subscribe(listener);
      isOnline();
      return off;
    },
    () => onlineManager.isOnline(),
    () => true,
  );
}
