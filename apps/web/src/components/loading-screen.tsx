import { Loader2 } from 'lucide-react';
import { useT } from '@/i18n/use-t';

/** Full-screen loading message, e.g. while the session is restored. */
export function LoadingScreen({ message }: { message?: string }) {
  const t = useT();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background p-6">
      <div className="flex flex-col items-center gap-3 text-muted-foreground" role="status" aria-live="polite">
        <Loader2 className="size-7 animate-spin text-primary" aria-hidden="true" />
        <p className="text-sm font-medium">{message ?? t('common.loading')}</p>
      </div>
    </main>
  );
}

/** In-page loading message for a lazily loaded page. */
export function PageLoading() {
  const t = useT();
  return (
    <div className="flex min-h-40 items-center justify-center p-6 text-muted-foreground" role="status" aria-live="polite">
      <Loader2 className="mr-2 size-5 animate-spin" aria-hidden="true" />
      <span className="text-sm">{t('common.loading')}</span>
    </div>
  );
}
