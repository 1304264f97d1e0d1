import type { TFeedDismiss } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { feedKeys } from '../lib/feed-keys';

type TDismissResult = { taskId: string; scope: TFeedDismiss['scope']; dismissedOn: string | null };

/** PUT /notifications/feed/{taskId}/dismiss: for me, for today or for ever (kept on the server). */
export function dismissTask(taskId: string, scope: TFeedDismiss['scope']): Promise<TDismissResult> {
  return api.put<TDismissResult>(`/notifications/feed/${encodeURIComponent(taskId)}/dismiss`, { scope } satisfies TFeedDismiss);
}

export function useDismissTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ taskIds, scope }: { taskIds: string[]; scope: TFeedDismiss['scope'] }) => {
      for (const id of taskIds) await dismissTask(id, scope);
    },
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedKeys.feed() }),
  });
}
