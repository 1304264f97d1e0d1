import type { TCreateCreditPayment, TCreditPaymentResult } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterPayment } from '../lib/creditor-queries';

/** POST /creditors/payments. Never retried: a replayed POST could record the payment twice. */
export function createCreditPayment(input: TCreateCreditPayment): Promise<TCreditPaymentResult> {
  return api.post<TCreditPaymentResult>('/creditors/payments', input);
}

export function useCreateCreditPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCreditPayment, meta: { silent: true }, onSuccess: () => invalidateAfterPayment(queryClient) });
}
