import type { TAlert } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAlerts } from '../lib/alert-queries';

/** PUT /alerts/{id}/dismiss: hidden until its condition clears and comes back (owner, manager). */
export function dismissAlert(id: string): Promise<TAlert> {
  return api.put<TAlert>(`/alerts/${encodeURIComponent(id)}/dismiss`);
}

export function useDismissAlert() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: dismissAlert, meta: { silent: true }, onSettled: () => invalidateAlerts(queryClient) });
}
