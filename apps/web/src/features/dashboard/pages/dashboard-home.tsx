import { ArrowRight, Fuel } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useSessionState } from '@/lib/session-store';
import { QuickReadingButton } from '@/features/readings/components/quick-reading-button';
import { greetingFor } from '../greeting';

const SETUP_STEPS = [
  { title: 'Create your first station', to: '/dashboard/stations/new' },
  { title: 'Add fuel pumps to your station', to: '/dashboard/pumps/new' },
  { title: 'Configure nozzles for your pumps', to: '/dashboard/nozzles/new' },
  { title: 'Set fuel prices', to: '/dashboard/fuel-prices' },
];

const dateFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** /dashboard for owner and manager: greeting and an honest empty state until the dashboard area lands. */
export function DashboardHome() {
  const { session } = useSessionState();
  const now = new Date();
  const name = session?.user.name ?? '';

  return (
    <div className="space-y-6">
      <section>
        <h2 className="text-2xl font-semibold tracking-tight">
          {greetingFor(now)}, {name}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{dateFormat.format(now)}</p>
      </section>

      <section aria-labelledby="quick-actions" className="space-y-3">
        <h2 id="quick-actions" className="text-sm font-medium text-muted-foreground">
          Quick actions
        </h2>
        <div className="flex flex-wrap gap-2">
          <QuickReadingButton />
          <Button asChild variant="outline">
            <Link to="/dashboard/stations">Manage Stations</Link>
          </Button>
        </div>
      </section>
      <QuickReadingButton look="fab" />

      <Card>
        <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Fuel className="size-6" aria-hidden="true" />
          </span>
          <h3 className="text-lg font-semibold">Your sales overview will appear here</h3>
          <p className="max-w-md text-sm text-muted-foreground">
            Revenue, fuel volume, transactions and station performance appear here once readings are recorded for
            {session?.user.tenantName ? ` ${session.user.tenantName}` : ' your business'}. The full dashboard is coming soon.
          </p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Getting started</CardTitle>
          <CardDescription>Set up your business in this order.</CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="divide-y rounded-lg border">
            {SETUP_STEPS.map((step, i) => (
              <li key={step.to} className="flex items-center justify-between gap-3 px-4 py-3">
                <span className="flex items-center gap-3 text-sm">
                  <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-semibold">
                    {i + 1}
                  </span>
                  {step.title}
                </span>
                <Button asChild variant="ghost" size="sm">
                  {/* The visible word first in the accessible name (WCAG 2.5.3 Label in Name), the step for context. */}
                  <Link to={step.to}>
                    Open
                    <span className="sr-only">: {step.title}</span>
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}

export default DashboardHome;
