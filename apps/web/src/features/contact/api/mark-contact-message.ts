import type { TContactMessage } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contactKeys } from './contact-keys';

/** PATCH /superadmin/contact-messages/{id}: handled, or open again. */
export function markContactMessage({ id, handled }: { id: string; handled: boolean }): Promise<TContactMessage> {
  return api.patch<TContactMessage>(`/superadmin/contact-messages/${id}`, { handled });
}

export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactMessage,
    meta: { silent: true },
    // The lists (every status filter and page) and the open count move.
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
