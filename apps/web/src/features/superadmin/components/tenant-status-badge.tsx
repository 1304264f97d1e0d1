import { TENANT_STATUS_LABELS, type TTenantStatus } from '@forecourt/shared';
import { Badge } from '@/components/ui/badge';

/** Active, suspended (amber) or cancelled (muted). */
export function TenantStatusBadge({ status }: { status: TTenantStatus }) {
  const variant = status === 'active' ? 'accent' : status === 'suspended' ? 'warning' : 'secondary';
  return <Badge variant={variant}>{TENANT_STATUS_LABELS[status]}</Badge>;
}
