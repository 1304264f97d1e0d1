import type { TCreditPaymentResult } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterPayment } from '../lib/creditor-queries';

/** POST /creditors/payments/{id}/reverse: a reversal line with the reason (once per payment). Never retried. */
export function reverseCreditPayment(id: string, reason: string): Promise<TCreditPaymentResult> {
  return api.post<TCreditPaymentResult>(`/creditors/payments/${encodeURIComponent(id)}/reverse`, { reason });
}

export function useReverseCreditPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => reverseCreditPayment(id, reason),
    meta: { silent: true },
    onSuccess: () => invalidateAfterPayment(queryClient),
  });
}
