import type { TAssetStatus } from '@forecourt/shared';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';

const TONE: Record<TAssetStatus, string> = {
  active: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  maintenance: 'border-transparent bg-warning text-warning-foreground',
  inactive: 'border-transparent bg-secondary text-muted-foreground',
};

const DOT: Record<TAssetStatus, string> = {
  active: 'bg-emerald-600 dark:bg-emerald-400',
  maintenance: 'bg-amber-600 dark:bg-amber-400',
  inactive: 'bg-muted-foreground',
};

/** Active, Maintenance or Inactive, for a station, a pump or a nozzle. */
export function AssetStatusBadge({ status, className }: { status: TAssetStatus; className?: string }) {
  const t = useT();
  return (
    <Badge variant="outline" className={cn(TONE[status], className)}>
      <span className={cn('size-1.5 rounded-full', DOT[status])} aria-hidden="true" />
      {t(`label.asset.${status}`)}
    </Badge>
  );
}
