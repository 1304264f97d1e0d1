import type { TCreditorBadge } from '@forecourt/shared';

/** The badge colours (the rule itself is shared: `creditorBadge`); light and dark. */
export const BADGE_TONE: Record<TCreditorBadge, string> = {
  inactive: 'border-transparent bg-muted text-muted-foreground',
  over_limit: 'border-transparent bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  near_limit: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  active: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
};

/** The utilisation bar's fill: red past the limit, amber past 80%, else the brand colour. */
export const BAR_FILL: Record<TCreditorBadge, string> = {
  inactive: 'bg-muted-foreground/60',
  over_limit: 'bg-red-500 dark:bg-red-400',
  near_limit: 'bg-amber-500 dark:bg-amber-400',
  active: 'bg-emerald-500 dark:bg-emerald-400',
};
