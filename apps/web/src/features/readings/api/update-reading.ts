import type { TReading, TPaymentMethod } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterReading } from '../lib/reading-queries';

export type TUpdateReadingInput = {
  reading?: number;
  recordedAt?: string;
  paymentMethod?: TPaymentMethod;
  creditorId?: string;
  creditOverrideReason?: string;
  notes?: string | null;
  reason?: string;
};

/** PUT /nozzle-readings/{id}: a correction of the nozzle's latest reading, or a notes edit. */
export function updateReading(id: string, input: TUpdateReadingInput): Promise<TReading> {
  return api.put<TReading>(`/nozzle-readings/${encodeURIComponent(id)}`, input, { retry: 0 });
}

export function useUpdateReading(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateReadingInput) => updateReading(id, input),
    meta: { silent: true },
    onSuccess: () => invalidateAfterReading(queryClient),
  });
}
