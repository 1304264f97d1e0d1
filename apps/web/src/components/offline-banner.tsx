import { WifiOff } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { useT } from '@/i18n/use-t';
import { useConnectivity } from '@/lib/connectivity';
import { useSessionState } from '@/lib/session-store';

/**
 * Visible notice while the connectivity check fails; hidden again when it recovers. At the top of the page,
 * not sticky: a sticky banner covered the sticky header (its menu and sync count) once the page scrolled.
 */
export function OfflineBanner() {
  const { online, recheck } = useConnectivity();
  const t = useT();
  // An attendant's readings and cash reports are kept on the phone and synced (docs/decisions/029).
  const attendant = useSessionState().session?.user.role === 'attendant';
  const ref = useRef<HTMLElement>(null);
  // Its height as --fc-top-banner: the toasts on a phone sit under the header, which the banner pushes down.
  useLayoutEffect(() => {
    const el = ref.current;
    const root = document.documentElement;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => root.style.setProperty('--fc-top-banner', `${el.offsetHeight}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--fc-top-banner');
    };
  }, [online]);
  if (online) return null;
  return (
    <aside ref={ref} aria-label={t('app.connectionStatus')} className="relative z-[60] border-b border-warning-foreground/20 bg-warning text-warning-foreground">
      <div role="status" aria-live="polite" className="flex items-center justify-center gap-x-3 px-4 py-2 text-sm">
        <WifiOff className="size-4 shrink-0" aria-hidden="true" />
        <span>{t(attendant ? 'app.offlineKept' : 'app.offline')}</span>
        <button type="button" onClick={recheck} className="shrink-0 font-semibold underline underline-offset-2">
          {t('common.retry')}
        </button>
      </div>
    </aside>
  );
}
