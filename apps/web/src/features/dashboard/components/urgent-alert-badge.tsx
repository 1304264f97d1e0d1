import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { useAlertsSummary } from '../api/get-alerts-summary';

/** The urgent-alert badge (document 1 §2): shown while urgent alerts are open; leads to the alerts. */
export function UrgentAlertBadge() {
  const urgent = useAlertsSummary().data?.byPriority.urgent ?? 0;
  if (urgent === 0) return null;
  return (
    <Link
      to="/dashboard/alerts"
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-red-300 bg-red-50 px-3 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      <BellRing className="size-4" aria-hidden="true" />
      {urgent} urgent {urgent === 1 ? 'alert' : 'alerts'}
    </Link>
  );
}
