import { REMINDER_MSG } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { reminderKeys } from './get-reminders';

/** POST /onboarding/reminders/{id}/complete. */
export function completeReminder(id: string): Promise<{ id: string; completed: true }> {
  return api.post<{ id: string; completed: true }>(`/onboarding/reminders/${id}/complete`);
}

export function useCompleteReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeReminder,
    meta: { silent: true },
    onSuccess: () => {
      toast.success(REMINDER_MSG.completed);
      return queryClient.invalidateQueries({ queryKey: reminderKeys.list });
    },
    onError: () => toast.error(REMINDER_MSG.failed),
  });
}
