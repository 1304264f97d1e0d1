import { AlertTriangle, RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/use-t';

/** Placeholder cards while a grid loads. */
export function CardGridSkeleton({ count = 3, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-44 rounded-xl" />
      ))}
    </div>
  );
}

/** A list that failed to load: the message (a known English one in the language shown) and Retry. */
export function LoadError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert variant="destructive">
      <AlertTriangle aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{t.known(message)}</AlertDescription>
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {t('common.retry')}
        </Button>
      </div>
    </Alert>
  );
}
