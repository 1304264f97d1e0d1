import { ArrowRight, Check, CheckCircle2, Lock, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/list-states';
import { cn } from '@/lib/cn';
import { useSetupGuide } from '../api/get-setup-guide';
import { useSetupStatus } from '../api/get-setup-status';
import { useReminders } from '../api/get-reminders';
import { useSkipOnboarding } from '../api/skip-onboarding';
import { setupSteps, stepBadge, type TSetupStep } from '../lib/setup-steps';

const STATE_LABEL = { done: 'Done', next: 'Next', locked: 'Locked' } as const;

function StepRow({ step, index }: { step: TSetupStep; index: number }) {
  return (
    <li className={cn('flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between', step.state === 'next' && 'bg-accent/40')}>
      <div className="flex min-w-0 items-start gap-3">
        <span
          className={cn(
            'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
            step.state === 'done' && 'bg-primary text-primary-foreground',
            step.state === 'next' && 'border-2 border-primary text-primary',
            step.state === 'locked' && 'bg-secondary text-muted-foreground',
          )}
          aria-hidden="true"
        >
          {step.state === 'done' ? <Check className="size-4" /> : step.state === 'locked' ? <Lock className="size-3.5" /> : index + 1}
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {step.title}
            <Badge variant={step.state === 'next' ? 'default' : step.state === 'done' ? 'accent' : 'secondary'}>{STATE_LABEL[step.state]}</Badge>
            {!step.required && <Badge variant="outline">Optional</Badge>}
          </p>
          <p className="text-sm text-muted-foreground">{step.description}</p>
        </div>
      </div>
      {step.state === 'locked' ? (
        <Button variant="outline" size="sm" disabled className="min-h-11 sm:min-h-9">
          <Lock aria-hidden="true" />
          Locked
          <span className="sr-only">: {step.title}, until the previous step is done</span>
        </Button>
      ) : (
        <Button asChild size="sm" variant={step.state === 'next' ? 'default' : 'outline'} className="min-h-11 sm:min-h-9">
          <Link to={step.to}>
            {step.state === 'done' ? 'Add another' : 'Start'}
            <span className="sr-only">: {step.title}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      )}
    </li>
  );
}

/**
 * The onboarding checklist card (document 1, sections 2 and 4): station → pumps → nozzles → fuel prices,
 * each locked until the one before is done, then the optional first reading; the overall percentage,
 * the next step with its route, Refresh and Skip Setup. 'Setup Complete' once the four steps are done
 * and no high-priority reminder is open. `compact` leaves out the step list.
 *
 * Skip Setup is this user's choice, kept by the server (`skippedAt` of GET /onboarding/setup-guide): with
 * `hideWhenSkipped` (the dashboard) the card is then not shown at all, after a reload too. The way back is
 * /setup and the account settings, where SkippedSetupNotice offers to show it again (POST /onboarding/reset).
 */
export function OnboardingCard({ compact = false, hideWhenSkipped = false }: { compact?: boolean; hideWhenSkipped?: boolean }) {
  const status = useSetupStatus();
  const reminders = useReminders();
  // Read wherever the card is, so Skip Setup can hide it at once on the dashboard it leads to.
  const guide = useSetupGuide();
  const skip = useSkipOnboarding();

  if (hideWhenSkipped && (guide.data?.skippedAt || skip.isPending || skip.isSuccess)) return null;
  if (status.isPending || (hideWhenSkipped && guide.isPending)) {
    return <Skeleton className={cn('rounded-xl', compact ? 'h-40' : 'h-96')} aria-label="Loading setup status" />;
  }
  if (status.isError) {
    return <LoadError title="Error loading setup status" message={status.error.message} onRetry={() => void status.refetch()} />;
  }
  const data = status.data;
  const urgent = (reminders.data ?? []).filter((r) => r.priority === 'high').length;
  const refreshing = status.isFetching || reminders.isFetching;
  const refresh = () => {
    void status.refetch();
    void reminders.refetch();
  };
  // Skip Setup goes to /dashboard (document 1); the choice is kept for this user.
  const skipSetup = () => skip.mutate();

  if (data.completed && urgent === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <h2 className="font-semibold">Setup Complete</h2>
              <p className="text-sm text-muted-foreground">Stations, pumps, nozzles and fuel prices are in place.</p>
            </div>
          </div>
          {!data.hasReading && (
            <Button asChild variant="outline" className="min-h-11 sm:min-h-9">
              <Link to="/dashboard/readings/new">
                Record your first reading
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          )}
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            Setup checklist
            <Badge variant="secondary" aria-label={`${Math.floor(data.progress / 25)} of 4 steps done`}>
              {stepBadge(data.progress)}
            </Badge>
          </CardTitle>
          <span className="text-sm font-semibold tabular-nums">{data.completionPercentage}% complete</span>
        </div>
        <div
          role="progressbar"
          aria-label="Setup progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={data.completionPercentage}
          className="h-2 overflow-hidden rounded-full bg-secondary"
        >
          <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${data.completionPercentage}%` }} />
        </div>
        <CardDescription className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>Next step:</span>
          {/* In the full card the step list carries the link (to the create page's setup variant). */}
          {compact ? (
            <Link to={data.nextStepRoute} className="font-medium text-foreground underline underline-offset-4">
              {data.nextStep}
            </Link>
          ) : (
            <span className="font-medium text-foreground">{data.nextStep}</span>
          )}
        </CardDescription>
        {data.completed && urgent > 0 && (
          <p className="text-sm text-muted-foreground">
            {urgent === 1 ? '1 urgent reminder is' : `${urgent} urgent reminders are`} still open.
          </p>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {!compact && (
          <ol className="divide-y overflow-hidden rounded-lg border">
            {setupSteps(data).map((step, i) => (
              <StepRow key={step.key} step={step} index={i} />
            ))}
          </ol>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={refresh} disabled={refreshing} className="min-h-11 sm:min-h-9">
            <RotateCw aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
            Refresh
          </Button>
          <Button asChild variant="ghost" className="min-h-11 sm:min-h-9">
            <Link to="/dashboard" onClick={skipSetup}>
              Skip Setup
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
