import { ChevronRight, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { todaysTasks } from '../lib/tasks';

/** Today's Tasks (document 3, section 2): the daily guide with each task's time and where it is done. */
export function TodaysTasksCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ListChecks className="size-4 text-muted-foreground" aria-hidden="true" />
          Today&rsquo;s Tasks
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="-mx-2">
          {todaysTasks().map((task) => (
            <li key={task.label}>
              <Link to={task.to} className="flex min-h-12 items-center gap-3 rounded-lg px-2 py-2 hover:bg-accent">
                <span className="w-[4.75rem] shrink-0 text-sm font-semibold tabular-nums text-primary">{task.time}</span>
                <span className="min-w-0 flex-1 text-sm font-medium">{task.label}</span>
                <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
