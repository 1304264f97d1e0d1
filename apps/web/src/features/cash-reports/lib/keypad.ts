import { CASH_KEYPAD_MAX_CHARS } from '@forecourt/shared';

/** The keys of the on-screen keypad (document 3): digits, 00, the decimal point, backspace and clear. */
export const KEYPAD_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '00', '0', '.'] as const;
export type TKeypadKey = (typeof KEYPAD_KEYS)[number] | 'backspace' | 'clear';

/**
 * The amount after a key press: at most `max` characters (7 per amount on the cash keypad), one decimal
 * point with at most 2 digits after it (rupees and paise), no leading zeros before other digits. A key
 * that would break a rule leaves the amount as it was.
 */
export function pressKey(value: string, key: TKeypadKey, max = CASH_KEYPAD_MAX_CHARS): string {
  if (key === 'clear') return '';
  if (key === 'backspace') return value.slice(0, -1);
  let next: string;
  if (key === '.') {
    if (value.includes('.')) return value;
    next = value === '' ? '0.' : `${value}.`;
  } else {
    const fraction = value.split('.')[1];
    if (fraction !== undefined && fraction.length + key.length > 2) return value;
    next = value === '0' ? (key === '00' ? '0' : key) : value === '' && key === '00' ? '0' : `${value}${key}`;
  }
  return next.length > max ? value : next;
}
