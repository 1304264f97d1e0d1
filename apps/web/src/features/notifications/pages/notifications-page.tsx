import { FEED_MSG, type TFeedTask } from '@forecourt/shared';
import { BellOff, CheckCircle2, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useFormat } from '@/i18n/use-format';
import { useT } from '@/i18n/use-t';
import { notify } from '@/lib/notify';
import { useSessionState } from '@/lib/session-store';
import { useDismissTasks } from '../api/dismiss-task';
import { useFeed } from '../api/get-feed';
import { keyedText } from '@/i18n/known-text';

const PRIORITY_TONE: Record<TFeedTask['priority'], string> = {
  urgent: 'bg-destructive/15 text-destructive',
  high: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  medium: 'bg-primary/10 text-primary',
  low: 'bg-muted text-muted-foreground',
};

/**
 * /dashboard/notifications (owner, manager) and /attendant/notifications: my pending tasks (the feed
 * behind the toasts; the API answers per role), each opened or dismissed for today or for ever.
 */
export default function NotificationsPage() {
  const attendant = useSessionState().session?.user.role === 'attendant';
  const t = useT();
  const fmt = useFormat();
  const feed = useFeed();
  const dismiss = useDismissTasks();
  const tasks = feed.data?.tasks ?? [];
  const hide = (task: TFeedTask, scope: 'today' | 'forever') =>
    dismiss.mutate({ taskIds: [task.id], scope }, { onError: () => notify.error(FEED_MSG.dismissFailedTitle, FEED_MSG.dismissFailed) });

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('feed.title')}
        description={attendant ? t('feed.attendantDescription') : t('feed.description')}
        actions={
          <Button variant="outline" onClick={() => void feed.refetch()} disabled={feed.isFetching}>
            <RotateCw aria-hidden="true" />
            {t('common.refresh')}
          </Button>
        }
      />
      {feed.isError ? (
        <LoadError title={t('feed.title')} message={t('feed.loadFailed')} onRetry={() => void feed.refetch()} />
      ) : feed.isPending ? (
        <CardGridSkeleton count={3} label={t('feed.loading')} />
      ) : tasks.length === 0 ? (
        <EmptyState icon={CheckCircle2} title={t('feed.empty')} description={t('feed.emptyHint')} />
      ) : (
        <ul className="space-y-3" aria-label={t('feed.list')}>
          {tasks.map((task) => (
            <li key={task.id}>
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold">{t.known(keyedText(task.title, task.titleText))}</h3>
                    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${PRIORITY_TONE[task.priority]}`}>{t(`label.priority.${task.priority}`)}</span>
                  </div>
                  <p className="text-sm text-muted-foreground">{t.known(keyedText(task.message, task.messageText))}</p>
                  <p className="text-xs text-muted-foreground">{fmt.dateTime(task.createdAt)}</p>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  <Button asChild size="lg">
                    <Link to={task.route}>{t('common.open')}</Link>
                  </Button>
                  <Button variant="outline" size="lg" onClick={() => hide(task, 'today')} disabled={dismiss.isPending}>
                    {t('feed.notToday')}
                  </Button>
                  <Button variant="ghost" size="lg" onClick={() => hide(task, 'forever')} disabled={dismiss.isPending} aria-label={t('feed.neverLabel', { title: t.known(keyedText(task.title, task.titleText)) })}>
                    <BellOff aria-hidden="true" />
                    {t('feed.never')}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
