import { CloudUpload, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { useOfflineQueue } from '@/lib/offline/use-offline-queue';

/** The sync page's address in the attendant portal. */
export const SYNC_PAGE_PATH = '/attendant/sync';

/**
 * The header's count of entries waiting to sync (docs/decisions/029), a link to the list; marked when
 * the server refused one. Nothing shows while the phone holds nothing unsent.
 */
export function SyncStatusButton({ className }: { className?: string }) {
  const { counts } = useOfflineQueue();
  const t = useT();
  const { pending, refused } = counts;
  if (pending === 0 && refused === 0) return null;
  const label =
    pending > 0 && refused > 0
      ? t('offline.header.both', { waiting: pending, refused })
      : pending > 0
        ? t('offline.header.waiting', { count: pending })
        : t('offline.header.refused', { count: refused });
  return (
    <Link
      to={SYNC_PAGE_PATH}
      aria-label={label}
      title={label}
      className={cn(
        'relative inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      {refused > 0 ? <TriangleAlert className="size-5 text-destructive" aria-hidden="true" /> : <CloudUpload className="size-5" aria-hidden="true" />}
      {pending > 0 && (
        <span
          data-testid="sync-count"
          className="absolute right-0.5 top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-semibold leading-none text-primary-foreground tabular-nums"
        >
          {pending}
        </span>
      )}
    </Link>
  );
}
