import { FEED_MSG } from '@forecourt/shared';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useT } from '@/i18n/use-t';
import { notify } from '@/lib/notify';
import { useSessionState } from '@/lib/session-store';
import { useDismissTasks } from '../api/dismiss-task';
import { useFeed } from '../api/get-feed';
import { parseMemory, planToasts, pruneMemory, type TToastMemory } from '../lib/toast-rules';
import { keyedText } from '@/i18n/known-text';

const storageKey = (userId: string) => `forecourt.feed-toasts.${userId}`;

function readMemory(userId: string): TToastMemory {
  try {
    return parseMemory(window.localStorage.getItem(storageKey(userId)));
  } catch {
    return parseMemory(null);
  }
}

function writeMemory(userId: string, memory: TToastMemory): void {
  try {
    window.localStorage.setItem(storageKey(userId), JSON.stringify(memory));
  } catch {
    // Storage full or refused: the toasts may repeat sooner; nothing is lost.
  }
}

/**
 * The pending-task feed as toasts (document 4) for every user but the superadmin, mounted once in the
 * header: each poll plans the toasts with the rules of ../lib/toast-rules (durations, repeats, merging,
 * related suppression); a toast opens its page or is dismissed for today on the server — and says so
 * in an error toast when the server refuses (the task then stays in the feed).
 */
export function FeedToasts() {
  const user = useSessionState().session?.user;
  const enabled = !!user && user.role !== 'superadmin';
  const feed = useFeed({ enabled });
  const dismiss = useDismissTasks();
  const navigate = useNavigate();
  const t = useT();
  const dismissRef = useRef(dismiss.mutate);
  dismissRef.current = dismiss.mutate;

  useEffect(() => {
    if (!enabled || !user || !feed.data) return;
    const now = Date.now();
    const { toasts, memory } = planToasts(feed.data.tasks, readMemory(user.id), now);
    if (!toasts.length) return;
    writeMemory(user.id, pruneMemory(memory, now));
    for (const item of toasts) {
      const show = item.priority === 'urgent' ? toast.error : item.priority === 'high' ? toast.warning : toast.info;
      // A merged toast (several tasks of one category) is worded here, in the language shown.
      const lead = item.taskIds.length > 1 ? feed.data.tasks.find((task) => task.id === item.taskIds[0]) : undefined;
      show(lead ? t('feed.merged', { count: item.taskIds.length, category: t(`feed.category.${lead.category}`) }) : t.known(keyedText(item.title, item.titleText)), {
        id: `feed:${item.key}`,
        description: lead ? t('feed.mergedMessage', { title: t.known(keyedText(lead.title, lead.titleText)), others: item.taskIds.length - 1 }) : t.known(keyedText(item.message, item.messageText)),
        duration: item.durationMs,
        action: { label: t('common.open'), onClick: () => void navigate(item.route) },
        cancel: {
          label: t('feed.notToday'),
          onClick: () =>
            dismissRef.current({ taskIds: item.taskIds, scope: 'today' }, { onError: () => notify.error(FEED_MSG.dismissFailedTitle, FEED_MSG.dismissFailed) }),
        },
      });
    }
  }, [enabled, user, feed.data, navigate, t]);

  return null;
}
