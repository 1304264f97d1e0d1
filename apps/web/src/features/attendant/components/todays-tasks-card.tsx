import { ATTENDANT_TASKS } from '@forecourt/shared';
import { ChevronRight, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { TMessageId } from '@/i18n/messages/en';
import { useFormat } from '@/i18n/use-format';
import { useT } from '@/i18n/use-t';
import { todaysTasks } from '../lib/tasks';

type TTaskLabel = (typeof ATTENDANT_TASKS)[number]['label'];
const TASK_TEXT: Record<TTaskLabel, TMessageId> = {
  'Record Morning Readings': 'attendant.tasks.morningReadings',
  'Submit Cash Report': 'attendant.tasks.cashReport',
  'Check Fuel Levels': 'attendant.tasks.fuelLevels',
};
/** A task's time of day, for Hindi's own clock ('सुबह 9:00'); English keeps the spec's '9:00 AM'. */
const atTime = (label: TTaskLabel) => {
  const task = ATTENDANT_TASKS.find((x) => x.label === label)!;
  const date = new Date();
  date.setHours(task.hour, task.minute, 0, 0);
  return date;
};

/** Today's Tasks (document 3, section 2): the daily guide with each task's time and where it is done. */
export function TodaysTasksCard() {
  const t = useT();
  const fmt = useFormat();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ListChecks className="size-4 text-muted-foreground" aria-hidden="true" />
          {t('attendant.tasks.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="-mx-2">
          {todaysTasks().map((task) => (
            <li key={task.label}>
              <Link to={task.to} className="flex min-h-12 items-center gap-3 rounded-lg px-2 py-2 hover:bg-accent">
                <span className="w-[4.75rem] shrink-0 text-sm font-semibold tabular-nums text-primary">{fmt.locale === 'en-IN' ? task.time : fmt.clock(atTime(task.label as TTaskLabel))}</span>
                <span className="min-w-0 flex-1 text-sm font-medium">{t(TASK_TEXT[task.label as TTaskLabel])}</span>
                <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
