import type { TAlert, TRole } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { alertsBase, invalidateAlerts } from '../lib/alert-queries';

/** PUT /alerts/{id}/acknowledge (attendants: PUT /attendant/alerts/{id}/acknowledge). */
export function acknowledgeAlert(role: TRole | undefined, id: string): Promise<TAlert> {
  return api.put<TAlert>(`${alertsBase(role)}/${encodeURIComponent(id)}/acknowledge`);
}

export function useAcknowledgeAlert(role: TRole | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => acknowledgeAlert(role, id),
    meta: { silent: true },
    // Not awaited: the list's refetch replaces the Acknowledge button with the 'Acknowledged' badge, and a
    // caller's toast (passed to mutate) is dropped when its button has gone before the mutation settles.
    onSettled: () => {
      void invalidateAlerts(queryClient);
    },
  });
}
