import { ATTENDANT_RECENT_FETCH, ATTENDANT_RECENT_HOME } from '@forecourt/shared';
import { Activity, Gauge } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/i18n/use-format';
import { useT } from '@/i18n/use-t';
import { useSessionState } from '@/lib/session-store';
import { useMyReadings } from '../api/get-my-readings';
import { useMyStations } from '../api/get-my-stations';
import { useTodaysSummary } from '../api/get-todays-summary';
import { HelpCard } from '../components/help-card';
import { MyStationsCard } from '../components/my-stations-card';
import { RecentReadingsCard } from '../components/recent-readings-card';
import { TodaysSummaryCard } from '../components/todays-summary-card';
import { TodaysTasksCard } from '../components/todays-tasks-card';
import { attendantGreeting } from '../lib/greeting';
import { useNow } from '../lib/use-now';

/**
 * /attendant and /attendant/dashboard (document 3, section 2): the greeting with the first name, the
 * date and time; Record New Reading; today's summary with the cash status and the last reading;
 * Today's Tasks (their states from the same summary, against the home's clock); Recent Activity; My
 * Stations; the help card.
 */
export default function AttendantHome() {
  const { session } = useSessionState();
  const now = useNow();
  const summary = useTodaysSummary();
  const readings = useMyReadings(ATTENDANT_RECENT_FETCH);
  const stations = useMyStations();
  const t = useT();
  const fmt = useFormat();

  return (
    <div className="space-y-5">
      <section aria-labelledby="greeting">
        <h2 id="greeting" className="text-2xl font-semibold tracking-tight">
          {attendantGreeting(now, session?.user.name, t)}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {fmt.longDate(now)} · <time dateTime={now.toISOString()}>{fmt.clock(now)}</time>
        </p>
      </section>

      <Button asChild size="xl" className="h-16 w-full text-lg">
        <Link to="/attendant/readings/new">
          <Gauge className="!size-6" aria-hidden="true" />
          {t('msg.attendant.recordNew')}
        </Link>
      </Button>

      <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
        <div className="space-y-5">
          <TodaysSummaryCard
            summary={summary.data}
            isPending={summary.isPending}
            error={summary.error}
            onRetry={() => void summary.refetch()}
          />
          <RecentReadingsCard
            query={readings}
            title={t('attendant.home.recentActivity')}
            icon={Activity}
            count={ATTENDANT_RECENT_HOME}
            link={{ to: '/attendant/readings', label: t('attendant.home.readingsLink') }}
          />
        </div>
        <div className="space-y-5">
          <TodaysTasksCard tasks={summary.data?.tasks} isPending={summary.isPending && summary.fetchStatus !== 'paused'} now={now} />
          <MyStationsCard
            stations={stations.data?.items ?? []}
            isPending={stations.isPending}
            error={stations.error}
            onRetry={() => void stations.refetch()}
          />
          <HelpCard />
        </div>
      </div>
    </div>
  );
}
