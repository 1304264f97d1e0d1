import type { TInventoryStatus } from '@forecourt/shared';

/** The inventory statuses' colours (the thresholds are packages/shared's; the gauge's are lib/stock-display.ts). */
export const STATUS_TONE: Record<TInventoryStatus, string> = {
  normal: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  low: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  critical: 'border-transparent bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  overstocked: 'border-transparent bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
};
