import type { TCreateTank, TTank } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateKeys, tankEffectKeys } from '@/lib/query-keys';

/** POST /tanks: a tank feeding the nozzles given (each leaves the tank it fed before). */
export function createTank(input: TCreateTank): Promise<TTank> {
  return api.post<TTank>('/tanks', input);
}

export function useCreateTank() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTank, meta: { silent: true }, onSuccess: () => invalidateKeys(queryClient, tankEffectKeys) });
}
