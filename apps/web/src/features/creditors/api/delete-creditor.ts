import type { TCreditorDeleteResult } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterCreditorChange } from '../lib/creditor-queries';

/** DELETE /creditors/{id}: deleted without history, made inactive with it (the answer says which). */
export function deleteCreditor(id: string): Promise<TCreditorDeleteResult> {
  return api.delete<TCreditorDeleteResult>(`/creditors/${encodeURIComponent(id)}`);
}

export function useDeleteCreditor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCreditor, meta: { silent: true }, onSuccess: () => invalidateAfterCreditorChange(queryClient) });
}
