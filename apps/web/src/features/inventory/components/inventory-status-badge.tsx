import { INVENTORY_STATUS_LABELS, type TInventoryStatus } from '@forecourt/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { STATUS_TONE } from '../lib/inventory-display';

/** Normal, Low, Critical or Overstocked. */
export function InventoryStatusBadge({ status, className }: { status: TInventoryStatus; className?: string }) {
  return (
    <Badge variant="outline" data-status={status} className={cn(STATUS_TONE[status], className)}>
      {INVENTORY_STATUS_LABELS[status]}
    </Badge>
  );
}
