import { WifiOff } from 'lucide-react';
import { useConnectivity } from '@/lib/connectivity';

/** Visible notice while the connectivity check fails; hidden again when it recovers. */
export function OfflineBanner() {
  const { online, recheck } = useConnectivity();
  if (online) return null;
  return (
    <aside aria-label="Connection status" className="sticky top-0 z-[60] border-b border-warning-foreground/20 bg-warning text-warning-foreground">
      <div role="status" aria-live="polite" className="flex items-center justify-center gap-x-3 px-4 py-2 text-sm">
        <WifiOff className="size-4 shrink-0" aria-hidden="true" />
        <span>You are offline or the server can’t be reached. Changes won’t be saved until it returns.</span>
        <button type="button" onClick={recheck} className="shrink-0 font-semibold underline underline-offset-2">
          Retry
        </button>
      </div>
    </aside>
  );
}
