import type { TContactReceipt, TContactRequest } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contactKeys } from './contact-keys';

/** POST /public/contact: a visitor's message to the sales team (no session; never retried: it is not idempotent). */
export function sendContactMessage(body: TContactRequest): Promise<TContactReceipt> {
  return api.post<TContactReceipt>('/public/contact', body, { auth: false, retry: 0 });
}

export function useSendContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendContactMessage,
    // The form shows its own failure inline; no toast.
    meta: { silent: true },
    // A superadmin testing the form in the same browser sees the message in the inbox.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
