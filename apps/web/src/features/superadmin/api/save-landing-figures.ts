import type { TLandingFigure, TLandingFigures } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landingQueryOptions } from '@/features/landing/api/get-landing';
import { api } from '@/lib/api-client';
import { superadminKeys } from '../lib/superadmin-queries';

/** PUT /superadmin/settings/landing-figures */
export function saveLandingFigures(figures: TLandingFigure[]): Promise<TLandingFigures> {
  return api.put<TLandingFigures>('/superadmin/settings/landing-figures', { figures });
}

export function useSaveLandingFigures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLandingFigures,
    meta: { silent: true },
    onSuccess: (data) => {
      queryClient.setQueryData(superadminKeys.landingFigures(), data);
      return queryClient.invalidateQueries({ queryKey: landingQueryOptions().queryKey });
    },
  });
}
