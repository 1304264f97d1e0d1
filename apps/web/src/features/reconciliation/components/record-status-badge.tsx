import { RECONCILIATION_STATUS_LABELS, type TReconciliationStatus } from '@forecourt/shared';
import { Badge } from '@/components/ui/badge';
import { STATUS_BADGE } from '../lib/reconciliation-display';

export function RecordStatusBadge({ status }: { status: TReconciliationStatus }) {
  return <Badge className={STATUS_BADGE[status]}>{RECONCILIATION_STATUS_LABELS[status]}</Badge>;
}
