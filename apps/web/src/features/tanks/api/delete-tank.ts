import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateKeys, tankEffectKeys } from '@/lib/query-keys';

/** DELETE /tanks/{id}: only an empty tank by the book (409 'tank.notEmpty' otherwise). */
export function deleteTank(id: string): Promise<void> {
  return api.delete<null>(`/tanks/${encodeURIComponent(id)}`).then(() => undefined);
}

export function useDeleteTank() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTank, meta: { silent: true }, onSuccess: () => invalidateKeys(queryClient, tankEffectKeys) });
}
