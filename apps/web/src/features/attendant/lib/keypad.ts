import { READING_KEYPAD_MAX_CHARS } from '@forecourt/shared';

/** The keys of the on-screen reading keypad (document 3, section 2). */
export const KEYPAD_DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export type TKeypadKey = (typeof KEYPAD_DIGITS)[number] | '0' | '00' | '.' | 'backspace' | 'clear';

export type TKeypadRules = {
  /** Most characters the value may hold, the decimal point included (8 for a reading). */
  max: number;
  /** Most digits after the decimal point (a meter value keeps litres to 3 decimals). */
  decimals: number;
};

const READING_RULES: TKeypadRules = { max: READING_KEYPAD_MAX_CHARS, decimals: 3 };

function digit(value: string, d: string, rules: TKeypadRules): string {
  if (value.length >= rules.max) return value;
  const point = value.indexOf('.');
  if (point >= 0 && value.length - point - 1 >= rules.decimals) return value;
  // No leading zeros: '0' then '5' reads '5', '0' then '0' stays '0'.
  if (value === '0') return d;
  return value + d;
}

/**
 * The value after one key: digits append (up to `max` characters and `decimals` after the point), 00 is
 * two zeros as far as they fit, the decimal point only once (a lone point reads '0.'), backspace drops
 * the last character, clear empties the value. A key that does not fit leaves the value as it was.
 */
export function applyKey(value: string, key: TKeypadKey, rules: TKeypadRules = READING_RULES): string {
  switch (key) {
    case 'clear':
      return '';
    case 'backspace':
      return value.slice(0, -1);
    case '00':
      return digit(digit(value, '0', rules), '0', rules);
    case '.':
      if (value.includes('.')) return value;
      if (value === '') return rules.max >= 2 ? '0.' : value;
      return value.length < rules.max ? `${value}.` : value;
    default:
      return digit(value, key, rules);
  }
}

/** Whether the keypad can take no more digits (the value is as long as it may be). */
export function keypadFull(value: string, rules: TKeypadRules = READING_RULES): boolean {
  return value.length >= rules.max;
}
