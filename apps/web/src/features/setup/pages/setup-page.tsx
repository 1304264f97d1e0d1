import { ArrowRight, Check, CheckCircle2, Lock, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/list-states';
import { cn } from '@/lib/cn';
import { useSetupStatus } from '../api/get-setup-status';
import { setupSteps, type TSetupStep } from '../lib/setup-steps';

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
          </p>
          <p className="text-sm text-muted-foreground">{step.description}</p>
        </div>
      </div>
      {step.state === 'locked' ? (
        <Button variant="outline" size="sm" disabled>
          <Lock aria-hidden="true" />
          Locked
          <span className="sr-only">: {step.title}, until the previous step is done</span>
        </Button>
      ) : (
        <Button asChild size="sm" variant={step.state === 'next' ? 'default' : 'outline'}>
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

/** /setup: the setup checklist (station, pumps, nozzles, fuel prices) from GET /setup-status. */
export function SetupPage() {
  const status = useSetupStatus();

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="Set up your business"
        description="Four steps to your first meter reading. Each step unlocks the next."
        actions={
          <>
            <Button variant="outline" onClick={() => void status.refetch()} disabled={status.isFetching}>
              <RotateCw aria-hidden="true" className={cn(status.isFetching && 'animate-spin')} />
              Refresh
            </Button>
            <Button asChild variant="ghost">
              <Link to="/dashboard">Skip Setup</Link>
            </Button>
          </>
        }
      />
      {status.isPending ? (
        <Skeleton className="h-80 rounded-xl" />
      ) : status.isError ? (
        <LoadError title="Error loading setup status" message={status.error.message} onRetry={() => void status.refetch()} />
      ) : (
        <Card>
          <CardHeader>
            <div className="flex items-center justify-between gap-3">
              <CardTitle>Setup checklist</CardTitle>
              <span className="text-sm font-semibold tabular-nums">{status.data.progress}% complete</span>
            </div>
            <div
              role="progressbar"
              aria-label="Setup progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={status.data.progress}
              className="h-2 overflow-hidden rounded-full bg-secondary"
            >
              <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${status.data.progress}%` }} />
            </div>
            {status.data.completed && (
              <CardDescription className="flex items-center gap-2 pt-2 text-foreground">
                <CheckCircle2 className="size-4 text-primary" aria-hidden="true" />
                Setup complete! Your business is ready for readings.
              </CardDescription>
            )}
          </CardHeader>
          <CardContent>
            <ol className="divide-y overflow-hidden rounded-lg border">
              {setupSteps(status.data).map((step, i) => (
                <StepRow key={step.key} step={step} index={i} />
              ))}
            </ol>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

export default SetupPage;
