import type { TAttendantTask, TAttendantTaskId } from '@forecourt/shared';
import { AlertCircle, CheckCircle2, ChevronRight, Clock3, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { TMessageId } from '@/i18n/messages/en';
import { useFormat } from '@/i18n/use-format';
import { useT, type TTranslate } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { taskClock, todaysTasks, type TTaskState } from '../lib/tasks';

const TASK_TEXT: Record<TAttendantTaskId, TMessageId> = {
  morningReadings: 'attendant.tasks.morningReadings',
  cashReport: 'attendant.tasks.cashReport',
  fuelLevels: 'attendant.tasks.fuelLevels',
};

const STATE: Record<TTaskState, { text: TMessageId; icon: typeof CheckCircle2; className: string }> = {
  done: { text: 'attendant.tasks.done', icon: CheckCircle2, className: 'text-emerald-700 dark:text-emerald-400' },
  due: { text: 'attendant.tasks.due', icon: Clock3, className: 'text-muted-foreground' },
  overdue: { text: 'attendant.tasks.overdue', icon: AlertCircle, className: 'text-red-700 dark:text-red-400' },
};

/** What the day's state says of a task beside done or not: nozzles read, the cash status, stock alerts waiting. */
function detailOf(task: TAttendantTask, t: TTranslate): string {
  switch (task.id) {
    case 'morningReadings':
      return t('attendant.tasks.nozzlesRead', { read: task.nozzlesRead, total: task.nozzlesTotal });
    case 'cashReport':
      return task.done ? t('msg.attendant.cashReported') : t('msg.attendant.cashPending');
    case 'fuelLevels':
      return task.stockAlerts > 0 ? t('attendant.tasks.stockAlerts', { count: task.stockAlerts }) : t('attendant.tasks.noStockAlerts');
  }
}

/**
 * Today's Tasks (document 3, section 2; docs/decisions/062): each task at the spec's time, with its state
 * from today's summary — done, due, or overdue once its time has passed — what is left, and a link to
 * where it is done. While the summary loads, rows of its height; when it failed, the spec's guide (times
 * and links, no state); an attendant with no station has no task.
 */
export function TodaysTasksCard({ tasks, isPending, now }: { tasks: TAttendantTask[] | undefined; isPending: boolean; now: Date }) {
  const t = useT();
  const fmt = useFormat();
  const lines = isPending ? [] : todaysTasks(tasks ?? null, now);
  return (
    <Card>
      <CardHeader>
        <CardTitle id="todays-tasks" className="flex items-center gap-2">
          <ListChecks className="size-4 text-muted-foreground" aria-hidden="true" />
          {t('attendant.tasks.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div role="status" aria-label={t('attendant.tasks.loading')} className="space-y-2">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : lines.length === 0 ? (
          <div className="text-sm">
            <p className="font-medium">{t('attendant.tasks.none')}</p>
            <p className="mt-1 text-muted-foreground">{t('attendant.tasks.noneHint')}</p>
          </div>
        ) : (
          <ul className="-mx-2" aria-labelledby="todays-tasks">
            {lines.map((line) => {
              const time = taskClock(line.hour, line.minute, fmt.locale);
              const label = t(TASK_TEXT[line.id]);
              const state = line.state ? STATE[line.state] : null;
              const detail = line.task ? detailOf(line.task, t) : '';
              const Icon = state?.icon;
              return (
                <li key={line.id} data-testid="attendant-task" data-task={line.id} data-state={line.state ?? 'unknown'}>
                  {/* Said as one sentence (the visible parts are hidden from assistive technology): "Check Fuel Levels, due by 8:00 AM: Done. No low-stock alerts". */}
                  <Link to={line.to} className="flex min-h-12 items-center gap-3 rounded-lg px-2 py-2 hover:bg-accent">
                    <span className="sr-only" data-testid="attendant-task-label">
                      {state ? t('attendant.tasks.label', { task: label, time, state: t(state.text), detail }) : t('attendant.tasks.labelNoState', { task: label, time })}
                    </span>
                    <span aria-hidden="true" className={cn('w-[4.75rem] shrink-0 text-sm font-semibold tabular-nums', line.state === 'done' ? 'text-muted-foreground' : 'text-primary')}>
                      {time}
                    </span>
                    <span aria-hidden="true" className="min-w-0 flex-1">
                      <span className={cn('block text-sm font-medium', line.state === 'done' && 'text-muted-foreground')}>{label}</span>
                      {state && Icon && (
                        <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs">
                          <span className={cn('inline-flex items-center gap-1 font-semibold', state.className)}>
                            <Icon className="size-3.5" />
                            {t(state.text)}
                          </span>
                          <span className="text-muted-foreground">{detail}</span>
                        </span>
                      )}
                    </span>
                    <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
