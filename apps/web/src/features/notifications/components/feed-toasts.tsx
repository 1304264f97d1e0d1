import { FEED_MSG } from '@forecourt/shared';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { notify } from '@/lib/notify';
import { useSessionState } from '@/lib/session-store';
import { useDismissTasks } from '../api/dismiss-task';
import { useFeed } from '../api/get-feed';
import { parseMemory, planToasts, pruneMemory, type TToastMemory } from '../lib/toast-rules';

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
  const dismissRef = useRef(dismiss.mutate);
  dismissRef.current = dismiss.mutate;

  useEffect(() => {
    if (!enabled || !user || !feed.data) return;
    const now = Date.now();
    const { toasts, memory } = planToasts(feed.data.tasks, readMemory(user.id), now);
    if (!toasts.length) return;
    writeMemory(user.id, pruneMemory(memory, now));
    for (const t of toasts) {
      const show = t.priority === 'urgent' ? toast.error : t.priority === 'high' ? toast.warning : toast.info;
      show(t.title, {
        id: `feed:${t.key}`,
        description: t.message,
        duration: t.durationMs,
        action: { label: 'Open', onClick: () => void navigate(t.route) },
        cancel: {
          label: 'Not today',
          onClick: () =>
            dismissRef.current({ taskIds: t.taskIds, scope: 'today' }, { onError: () => notify.error(FEED_MSG.dismissFailedTitle, FEED_MSG.dismissFailed) }),
        },
      });
    }
  }, [enabled, user, feed.data, navigate]);

  return null;
}
