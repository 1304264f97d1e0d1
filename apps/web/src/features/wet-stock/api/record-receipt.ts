import type { TReceipt, TRecordReceipt } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { receiptEffectKeys } from '../lib/wet-stock-keys';

/** POST /tanks/{id}/receipts: a decantation; the book stock moves by the litres received. */
export function recordReceipt(tankId: string, input: TRecordReceipt): Promise<TReceipt> {
  return api.post<TReceipt>(`/tanks/${encodeURIComponent(tankId)}/receipts`, input);
}

export function useRecordReceipt(tankId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRecordReceipt) => recordReceipt(tankId, input),
    meta: { silent: true },
    onSuccess: () => invalidateKeys(queryClient, receiptEffectKeys(tankId)),
  });
}
