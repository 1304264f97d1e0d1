import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSetupGuide } from '@forecourt/shared';
import { api } from '@/lib/api-client';
import { areaKeys } from '@/lib/query-keys';

/** POST /onboarding/skip: the signed-in user hides the setup guidance. */
export function skipOnboarding(): Promise<TSetupGuide> {
  return api.post<TSetupGuide>('/onboarding/skip');
}

export function useSkipOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: skipOnboarding, onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKeys.onboarding }) });
}
