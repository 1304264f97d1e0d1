import type { TProfile, TSetLocale } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQueryOptions } from './get-profile';

/** PUT auth/profile/locale: the signed-in user's language, remembered on the server (issue 13). */
export function setLocale(input: TSetLocale): Promise<unknown> {
  // Typed, and checked by the server (ZSetLocale): the schema, and zod with it, stays off the first load.
  return api.put<unknown>('/auth/profile/locale', { locale: input.locale });
}

/**
 * Saves the language to the account and updates the cached profile. Silent: the caller says what a
 * failure means (the choice still applies on this device).
 */
export function useSetLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLocale,
    meta: { silent: true },
    onSuccess: (_answer, input) =>
      queryClient.setQueryData<TProfile>(profileQueryOptions().queryKey, (profile) => (profile ? { ...profile, ...{ locale: input.locale } } : profile)),
  });
}
