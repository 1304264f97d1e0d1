import * as Tabs from '@radix-ui/react-tabs';
import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useSalesSummary } from '../api/get-sales-summary';
import { DailyCashReportCard } from './daily-cash-report-card';
import { TopStationsList } from './top-stations-list';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'performance', label: 'Performance' },
  { value: 'plan', label: 'Plan' },
  { value: 'alerts', label: 'Alerts' },
] as const;

/** Other areas' parts of the tabs: cards after the daily cash report on Overview, the Plan tab, the Alerts tab. */
export type TDashboardTabParts = { overview: ReactNode; plan: ReactNode; alerts: ReactNode };

/** The dashboard's tabs (document 1 §2): Overview, Performance, Plan, Alerts. */
export function DashboardTabs({ overview, plan, alerts }: TDashboardTabParts) {
  const [tab, setTab] = useState<string>('overview');
  // The tenant's business day, as the server computed it (the same query as the stat cards).
  const day = useSalesSummary({ range: 'daily' }).data?.dateTo;
  return (
    <Tabs.Root value={tab} onValueChange={setTab} className="space-y-4">
      <Tabs.List aria-label="Dashboard sections" className="grid grid-cols-4 gap-1 rounded-lg bg-muted p-1 sm:inline-grid sm:w-auto">
        {TABS.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            className={cn(
              'min-h-11 rounded-md px-3 text-sm font-medium text-muted-foreground outline-none focus-visible:outline-2 focus-visible:outline-ring',
              'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
            )}
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="overview" className="grid gap-4 outline-none lg:grid-cols-2">
        {day && <DailyCashReportCard day={day} />}
        {overview}
      </Tabs.Content>
      <Tabs.Content value="performance" className="outline-none">
        <TopStationsList />
      </Tabs.Content>
      <Tabs.Content value="plan" className="outline-none">
        {plan}
      </Tabs.Content>
      <Tabs.Content value="alerts" className="outline-none">
        {alerts}
      </Tabs.Content>
    </Tabs.Root>
  );
}
