import { WifiOff } from 'lucide-react';
import { useConnectivity } from '@/lib/connectivity';

/** Visible notice while the connectivity check fails; hidden again when it recovers. */
export function OfflineBanner() {
  const { online, recheck } = useConnectivity();
  if (online) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="sticky top-0 z-[60] flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-warning-foreground/20 bg-warning px-4 py-2 text-sm text-warning-foreground"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      <span>You are offline or the server cannot be reached. Changes will not be saved until the connection returns.</span>
      <button type="button" onClick={recheck} className="font-semibold underline underline-offset-2">
        Retry now
      </button>
    </div>
  );
}
