import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSetupGuide } from '@forecourt/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { areaKeys } from '@/lib/query-keys';
import { setupGuideKeys } from './get-setup-guide';

/** POST /onboarding/skip: the signed-in user hides the setup guidance (kept on the server, so it stays hidden after a reload). */
export function skipOnboarding(): Promise<TSetupGuide> {
  return api.post<TSetupGuide>('/onboarding/skip');
}

/**
 * Skip Setup: the checklist goes at once (the guide is marked skipped before the answer comes), and
 * comes back if the server refuses.
 */
export function useSkipOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipOnboarding,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: setupGuideKeys.mine });
      const before = queryClient.getQueryData<TSetupGuide>(setupGuideKeys.mine);
      if (before) queryClient.setQueryData<TSetupGuide>(setupGuideKeys.mine, { ...before, skippedAt: new Date().toISOString() });
      return { before };
    },
    onError: (_err, _vars, ctx) => {
      if (ctx?.before) queryClient.setQueryData(setupGuideKeys.mine, ctx.before);
    },
    onSuccess: (guide) => {
      queryClient.setQueryData(setupGuideKeys.mine, guide);
      notify.info('Setup checklist hidden', 'Account settings and the setup page can show it again.');
      return queryClient.invalidateQueries({ queryKey: areaKeys.onboarding });
    },
  });
}
