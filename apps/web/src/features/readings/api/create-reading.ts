import type { TCreateReading, TReading } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterReading } from '../lib/reading-queries';

/**
 * POST /nozzle-readings. Never retried: a replayed POST could record the reading twice (the API
 * client does not retry POST unless told, and nothing here tells it to).
 */
export function createReading(input: TCreateReading): Promise<TReading> {
  return api.post<TReading>('/nozzle-readings', input);
}

export function useCreateReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReading,
    meta: { silent: true },
    onSuccess: () => invalidateAfterReading(queryClient),
  });
}
