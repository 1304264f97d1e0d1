import { MSG } from './errors';

/** The input rules' texts: no schema here, so a page can import them without zod (docs/decisions/031). */

export const INPUT_MSG = {
  invalidCharacters: MSG.invalidText,
  tooLong: (max: number) => `Must be at most ${max} characters`,
  tooShort: (min: number) => `Must be at least ${min} characters`,
  tooPrecise: (scale: number) => `At most ${scale} decimals`,
  tooLarge: (max: number) => `Must be at most ${max}`,
  pageTooLarge: 'Page number is too large',
} as const;
