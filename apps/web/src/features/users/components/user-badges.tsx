import { ROLE_LABELS, USER_STATUS_LABELS, type TUser } from '@forecourt/shared';
import { Badge } from '@/components/ui/badge';

/** The user's role: owner and manager stand out, attendants plain. */
export function UserRoleBadge({ role }: { role: TUser['role'] }) {
  return <Badge variant={role === 'owner' ? 'default' : role === 'manager' ? 'accent' : 'secondary'}>{ROLE_LABELS[role]}</Badge>;
}

export function UserStatusBadge({ status }: { status: TUser['status'] }) {
  return <Badge variant={status === 'active' ? 'outline' : 'warning'}>{USER_STATUS_LABELS[status]}</Badge>;
}
