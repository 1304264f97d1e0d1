import type { TAlertPriority } from '@forecourt/shared';

/** Priority colours: urgent and high red, medium amber, low blue. */
export const ALERT_PRIORITY_TONE: Record<TAlertPriority, { dot: string; badge: string }> = {
  urgent: { dot: 'bg-red-600 dark:bg-red-400', badge: 'border-transparent bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200' },
  high: { dot: 'bg-red-500 dark:bg-red-400', badge: 'border-transparent bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200' },
  medium: { dot: 'bg-amber-500 dark:bg-amber-400', badge: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' },
  low: { dot: 'bg-sky-500 dark:bg-sky-400', badge: 'border-transparent bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200' },
};
