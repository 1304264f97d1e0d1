import { ROLE_LABELS, type TRole } from '@forecourt/shared';
import { ShieldAlert } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

/** The panel anyone but the superadmin sees on platform analytics, with their role (document 4). */
export function AccessDenied({ role }: { role: TRole | undefined }) {
  return (
    <EmptyState
      icon={ShieldAlert}
      title="Access Denied"
      description={`Platform analytics is for the superadmin only. Your role: ${role ? ROLE_LABELS[role] : 'not signed in'}.`}
    />
  );
}
