import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSetupGuide } from '@forecourt/shared';
import { api } from '@/lib/api-client';
import { areaKeys } from '@/lib/query-keys';
import { setupGuideKeys } from './get-setup-guide';

/** POST /onboarding/reset: the setup guidance again for the signed-in user (not skipped; the checklist is back on the dashboard). */
export function resetOnboarding(): Promise<TSetupGuide> {
  return api.post<TSetupGuide>('/onboarding/reset');
}

export function useResetOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetOnboarding,
    onSuccess: (guide) => {
      queryClient.setQueryData(setupGuideKeys.mine, guide);
      return queryClient.invalidateQueries({ queryKey: areaKeys.onboarding });
    },
  });
}
