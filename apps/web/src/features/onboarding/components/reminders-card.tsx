import { ArrowRight, BellRing, Check } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/list-states';
import { useReminders } from '../api/get-reminders';
import { useCompleteReminder } from '../api/complete-reminder';

const PRIORITY_LABEL = { high: 'High', medium: 'Medium', low: 'Low' } as const;

/** Today's reminders from real gaps (missing prices, nozzles without a reading today, pending cash reports). */
export function RemindersCard() {
  const reminders = useReminders();
  const complete = useCompleteReminder();

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing className="size-5" aria-hidden="true" />
          Today's reminders
        </CardTitle>
        <CardDescription>Raised each day from what is still open in your business; each one goes when it is done.</CardDescription>
      </CardHeader>
      <CardContent>
        {reminders.isPending ? (
          <Skeleton className="h-24 rounded-lg" aria-label="Loading reminders" />
        ) : reminders.isError ? (
          <LoadError title="Error loading reminders" message={reminders.error.message} onRetry={() => void reminders.refetch()} />
        ) : reminders.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing to do right now.</p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {reminders.data.map((r) => (
              <li key={r.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {r.title}
                    <Badge variant={r.priority === 'high' ? 'warning' : 'secondary'}>{PRIORITY_LABEL[r.priority]}</Badge>
                  </p>
                  <p className="text-sm text-muted-foreground">{r.message}</p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button asChild variant="outline" size="sm" className="min-h-11 sm:min-h-9">
                    <Link to={r.route}>
                      Open
                      <span className="sr-only">: {r.title}</span>
                      <ArrowRight aria-hidden="true" />
                    </Link>
                  </Button>
                  <Button
                    size="sm"
                    className="min-h-11 sm:min-h-9"
                    disabled={complete.isPending && complete.variables === r.id}
                    onClick={() => complete.mutate(r.id)}
                  >
                    <Check aria-hidden="true" />
                    Complete
                    <span className="sr-only">: {r.title}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
