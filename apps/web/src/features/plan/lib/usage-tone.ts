import { usageLevel } from '@forecourt/shared';

export type TUsageTone = 'green' | 'yellow' | 'red';
const TONE = { ok: 'green', warn: 'yellow', danger: 'red' } as const;

/** Plan utilisation colours (document 1, section 4): 90 % or more red, 75 % or more yellow, otherwise green. */
export function usageTone(percentage: number): TUsageTone {
  return TONE[usageLevel(percentage)];
}

/** Bar colour classes per tone (light and dark). */
export const TONE_BAR: Record<TUsageTone, string> = {
  green: 'bg-emerald-600 dark:bg-emerald-500',
  yellow: 'bg-amber-500 dark:bg-amber-400',
  red: 'bg-red-600 dark:bg-red-500',
};
