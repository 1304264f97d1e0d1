import type { TTestimonial, TTestimonials } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { superadminKeys } from '../lib/superadmin-queries';

/** PUT /superadmin/settings/testimonials */
export function saveTestimonials(testimonials: TTestimonial[]): Promise<TTestimonials> {
  return api.put<TTestimonials>('/superadmin/settings/testimonials', { testimonials });
}

export function useSaveTestimonials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTestimonials,
    meta: { silent: true },
    onSuccess: (data) => {
      queryClient.setQueryData(superadminKeys.testimonials(), data);
      return queryClient.invalidateQueries({ queryKey: ['public', 'landing'] });
    },
  });
}
