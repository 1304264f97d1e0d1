import type { TCreditor, TUpdateCreditor } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterCreditorChange } from '../lib/creditor-queries';

/** PUT /creditors/{id} */
export function updateCreditor(id: string, input: TUpdateCreditor): Promise<TCreditor> {
  return api.put<TCreditor>(`/creditors/${encodeURIComponent(id)}`, input);
}

export function useUpdateCreditor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateCreditor) => updateCreditor(id, input),
    meta: { silent: true },
    onSuccess: () => invalidateAfterCreditorChange(queryClient),
  });
}
