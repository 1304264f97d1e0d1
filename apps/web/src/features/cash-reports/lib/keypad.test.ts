import { describe, expect, it } from 'vitest';
import { pressKey, type TKeypadKey } from './keypad';

const type = (keys: TKeypadKey[], start = '') => keys.reduce((v, k) => pressKey(v, k), start);

describe('the cash keypad (document 3: digits, 00, decimal point, backspace, clear; 7 characters)', () => {
  it('types digits, 00 and one decimal point with at most 2 paise digits', () => {
    expect(type(['1', '2', '00', '.', '5', '0', '9'])).toBe('1200.50');
    expect(type(['.', '5'])).toBe('0.5');
    expect(type(['1', '.', '.', '2'])).toBe('1.2');
    expect(type(['9', '.', '9', '00'])).toBe('9.9');
  });

  it('keeps no leading zeros and stops at 7 characters', () => {
    expect(type(['0', '0', '7'])).toBe('7');
    expect(type(['00', '00'])).toBe('0');
    expect(type(['1', '2', '3', '4', '5', '6', '7', '8'])).toBe('1234567');
    expect(type(['1', '2', '3', '4', '5', '6', '00'])).toBe('123456');
  });

  it('backspace removes the last character, clear empties', () => {
    expect(type(['backspace'], '12.5')).toBe('12.');
    expect(type(['clear'], '12.5')).toBe('');
    expect(type(['backspace'], '')).toBe('');
  });
});
