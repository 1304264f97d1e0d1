import type { TAlertPriority } from '@forecourt/shared';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { ALERT_PRIORITY_TONE } from '../lib/alert-priority';

/** An alert's priority (the attendant view's "severity") with its colour. */
export function AlertPriorityBadge({ priority, className }: { priority: TAlertPriority; className?: string }) {
  const tone = ALERT_PRIORITY_TONE[priority];
  const t = useT();
  return (
    <Badge variant="outline" className={cn(tone.badge, className)}>
      <span className={cn('size-1.5 rounded-full', tone.dot)} aria-hidden="true" />
      {t(`label.priority.${priority}`)}
    </Badge>
  );
}
