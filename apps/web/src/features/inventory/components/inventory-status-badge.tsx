import type { TInventoryStatus } from '@forecourt/shared';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { STATUS_TONE } from '../lib/inventory-display';

/** Normal, Low, Critical or Overstocked. */
export function InventoryStatusBadge({ status, className }: { status: TInventoryStatus; className?: string }) {
  const t = useT();
  return (
    <Badge variant="outline" data-status={status} className={cn(STATUS_TONE[status], className)}>
      {t(`label.inventory.${status}`)}
    </Badge>
  );
}
