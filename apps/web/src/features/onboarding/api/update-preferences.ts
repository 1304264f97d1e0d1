import type { TOnboardingPreferences } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { areaKeys } from '@/lib/query-keys';
import { preferenceKeys } from './get-preferences';

/** PUT /onboarding/preferences: changes the given preferences of the signed-in user. */
export function updatePreferences(body: Partial<TOnboardingPreferences>): Promise<TOnboardingPreferences> {
  return api.put<TOnboardingPreferences>('/onboarding/preferences', body);
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (prefs) => {
      queryClient.setQueryData(preferenceKeys.mine, prefs);
      // The reminders shown depend on the preferences.
      return queryClient.invalidateQueries({ queryKey: areaKeys.onboarding });
    },
  });
}
