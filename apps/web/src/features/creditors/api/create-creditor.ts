import type { TCreateCreditor, TCreditor } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterCreditorChange } from '../lib/creditor-queries';

/** POST /creditors */
export function createCreditor(input: TCreateCreditor): Promise<TCreditor> {
  return api.post<TCreditor>('/creditors', input);
}

export function useCreateCreditor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCreditor, meta: { silent: true }, onSuccess: () => invalidateAfterCreditorChange(queryClient) });
}
