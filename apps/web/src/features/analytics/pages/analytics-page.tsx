import { useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { DateFilterField } from '@/components/date-range-fields';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { cn } from '@/lib/cn';
import { DetailedView } from '../components/detailed-view';
import { SmartView } from '../components/smart-view';
import { analyticsKeys } from '../lib/analytics-queries';

type TView = 'smart' | 'detailed';

/**
 * /dashboard/analytics: the Analytics Dashboard (document 4). Smart View and Detailed View share the
 * date (blank = today in the business's zone): the last day of a period, or the day analysed.
 */
export default function AnalyticsPage() {
  const [view, setView] = useState<TView>('smart');
  const [date, setDate] = useState('');
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: analyticsKeys.all });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Analytics Dashboard"
        description="Sales figures of your business, computed from every recorded reading."
        actions={
          <Button variant="outline" className="h-10" onClick={refresh}>
            <RotateCw aria-hidden="true" />
            Refresh
          </Button>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div role="group" aria-label="View" className="inline-flex rounded-lg bg-muted p-1">
          {(
            [
              ['smart', 'Smart View'],
              ['detailed', 'Detailed View'],
            ] as const
          ).map(([v, label]) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={cn(
                'min-h-10 rounded-md px-4 text-sm font-medium text-muted-foreground',
                view === v && 'bg-card text-foreground shadow-sm',
                'focus-visible:outline-2 focus-visible:outline-ring',
              )}
            >
              {label}
            </button>
          ))}
        </div>
        <div className="w-full sm:w-48">
          <DateFilterField id="analytics-date" label="Date" value={date} onChange={setDate} />
        </div>
      </div>
      {view === 'smart' ? <SmartView date={date} /> : <DetailedView date={date} />}
    </div>
  );
}
