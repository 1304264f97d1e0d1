import type { TOnboardingPreferences } from '@forecourt/shared';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/list-states';
import { usePreferences } from '../api/get-preferences';
import { useUpdatePreferences } from '../api/update-preferences';

const LABELS: Array<{ key: keyof TOnboardingPreferences; label: string; hint: string }> = [
  { key: 'dailyReminders', label: 'Daily reminders', hint: 'Cash reports waiting for approval.' },
  { key: 'setupGuidance', label: 'Setup guidance', hint: 'Fuels with active nozzles but no price.' },
  { key: 'readingAlerts', label: 'Reading alerts', hint: 'Active nozzles without a reading today.' },
  { key: 'reconciliationReminders', label: 'Reconciliation reminders', hint: 'Days not yet reconciled (raised once day close is available).' },
];

/** The signed-in user's notification preferences (document 1, section 3); each change is saved at once. */
export function PreferencesCard() {
  const prefs = usePreferences();
  const update = useUpdatePreferences();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Reminder preferences</CardTitle>
        <CardDescription>Only for you: your team keeps their own choices.</CardDescription>
      </CardHeader>
      <CardContent>
        {prefs.isPending ? (
          <Skeleton className="h-40 rounded-lg" aria-label="Loading preferences" />
        ) : prefs.isError ? (
          <LoadError title="Error loading preferences" message={prefs.error.message} onRetry={() => void prefs.refetch()} />
        ) : (
          <ul className="divide-y rounded-lg border">
            {LABELS.map(({ key, label, hint }) => (
              <li key={key}>
                <label className="flex min-h-14 cursor-pointer items-center justify-between gap-4 px-4 py-3">
                  <span>
                    <span className="block text-sm font-medium">{label}</span>
                    <span className="block text-sm text-muted-foreground">{hint}</span>
                  </span>
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-primary"
                    checked={prefs.data[key]}
                    disabled={update.isPending}
                    onChange={(e) =>
                      update.mutate({ [key]: e.target.checked }, { onSuccess: () => toast.success('Preferences saved') })
                    }
                  />
                </label>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
