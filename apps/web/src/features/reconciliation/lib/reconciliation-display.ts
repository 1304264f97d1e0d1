import { differenceLevel, type TDifferenceLevel, type TReconciliationStatus } from '@forecourt/shared';

/** The spec's difference colours (document 4, section 9): the thresholds are shared, only the colours live here. */
export const DIFFERENCE_TONE: Record<TDifferenceLevel, string> = {
  match: 'text-emerald-700 dark:text-emerald-400',
  tolerance: 'text-amber-700 dark:text-amber-300',
  mismatch: 'text-red-700 dark:text-red-400',
};

export const DIFFERENCE_BADGE: Record<TDifferenceLevel, string> = {
  match: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  tolerance: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  mismatch: 'border-transparent bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};

export function differenceTone(value: number): string {
  return DIFFERENCE_TONE[differenceLevel(value)];
}

export const STATUS_BADGE: Record<TReconciliationStatus, string> = {
  closed: 'border-transparent bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  approved: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  reopened: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
};
