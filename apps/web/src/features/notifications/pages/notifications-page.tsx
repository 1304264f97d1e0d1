import { FEED_MSG, formatDateTime, type TFeedTask } from '@forecourt/shared';
import { BellOff, CheckCircle2, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { notify } from '@/lib/notify';
import { useSessionState } from '@/lib/session-store';
import { useDismissTasks } from '../api/dismiss-task';
import { useFeed } from '../api/get-feed';

const PRIORITY_LABEL: Record<TFeedTask['priority'], string> = { urgent: 'Urgent', high: 'High', medium: 'Medium', low: 'Low' };
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
export function NotificationsPage() {
  const attendant = useSessionState().session?.user.role === 'attendant';
  const feed = useFeed();
  const dismiss = useDismissTasks();
  const tasks = feed.data?.tasks ?? [];
  const hide = (task: TFeedTask, scope: 'today' | 'forever') =>
    dismiss.mutate({ taskIds: [task.id], scope }, { onError: () => notify.error(FEED_MSG.dismissFailedTitle, FEED_MSG.dismissFailed) });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Notifications"
        description={
          attendant
            ? 'Your pending tasks: alerts at your stations and readings to record.'
            : 'Your pending tasks: alerts to look at, reports to approve, readings to record.'
        }
        actions={
          <Button variant="outline" onClick={() => void feed.refetch()} disabled={feed.isFetching}>
            <RotateCw aria-hidden="true" />
            Refresh
          </Button>
        }
      />
      {feed.isError ? (
        <LoadError title="Notifications" message="Failed to load notifications. Please try again." onRetry={() => void feed.refetch()} />
      ) : feed.isPending ? (
        <CardGridSkeleton count={3} label="Loading notifications" />
      ) : tasks.length === 0 ? (
        <EmptyState icon={CheckCircle2} title="You're all caught up" description="New alerts and pending work will appear here." />
      ) : (
        <ul className="space-y-3" aria-label="Pending tasks">
          {tasks.map((task) => (
            <li key={task.id}>
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold">{task.title}</h3>
                    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${PRIORITY_TONE[task.priority]}`}>{PRIORITY_LABEL[task.priority]}</span>
                  </div>
                  <p className="text-sm text-muted-foreground">{task.message}</p>
                  <p className="text-xs text-muted-foreground">{formatDateTime(task.createdAt)}</p>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  <Button asChild size="lg">
                    <Link to={task.route}>Open</Link>
                  </Button>
                  <Button variant="outline" size="lg" onClick={() => hide(task, 'today')} disabled={dismiss.isPending}>
                    Not today
                  </Button>
                  <Button variant="ghost" size="lg" onClick={() => hide(task, 'forever')} disabled={dismiss.isPending} aria-label={`Never show "${task.title}" again`}>
                    <BellOff aria-hidden="true" />
                    Never
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

export default NotificationsPage;
