import type { TReading } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterReading } from '../lib/reading-queries';

/** POST /nozzle-readings/{id}/void {reason}: only the nozzle's latest reading (409 otherwise). */
export function voidReading(id: string, reason: string): Promise<TReading> {
  return api.post<TReading>(`/nozzle-readings/${encodeURIComponent(id)}/void`, { reason });
}

export function useVoidReading(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => voidReading(id, reason),
    meta: { silent: true },
    onSuccess: () => invalidateAfterReading(queryClient),
  });
}
