import { describe, expect, it } from 'vitest';
import { applyKey, keypadFull, type TKeypadKey } from './keypad';

/** The value after pressing `keys` in order, from `start`. */
const press = (keys: TKeypadKey[], start = '') => keys.reduce((value, key) => applyKey(value, key), start);
const digits = (text: string) => [...text] as TKeypadKey[];

describe('the reading keypad', () => {
  it('appends digits up to 8 characters, the decimal point included', () => {
    expect(press(digits('12345678'))).toBe('12345678');
    expect(press(digits('123456789'))).toBe('12345678');
    expect(press([...digits('1234567'), '.', '8'])).toBe('1234567.');
    expect(press([...digits('12345'), '.', ...digits('67')])).toBe('12345.67');
    expect(press([...digits('12345'), '.', ...digits('678')])).toBe('12345.67');
    expect(keypadFull('12345.67')).toBe(true);
    expect(keypadFull('1234567')).toBe(false);
  });

  it('takes one decimal point, a lone point reading 0., and at most 3 decimals', () => {
    expect(press(['.'])).toBe('0.');
    expect(press(['.', '5'])).toBe('0.5');
    expect(press(['1', '.', '2', '.', '3'])).toBe('1.23');
    expect(press(['1', '.', '2', '3', '4', '5'])).toBe('1.234');
  });

  it('has 00: two zeros as far as they fit, no leading zeros', () => {
    expect(press(['1', '00'])).toBe('100');
    expect(press(['00'])).toBe('0');
    expect(press(['00', '7'])).toBe('7');
    expect(press([...digits('1234567'), '00'])).toBe('12345670');
    expect(press(['1', '.', '00', '00'])).toBe('1.000');
  });

  it('has backspace (drops the last character) and clear (empties the value)', () => {
    expect(press(['backspace'])).toBe('');
    expect(press(['1', '2', '.', 'backspace'])).toBe('12');
    expect(press(['1', '2', '.', '5', 'backspace', 'backspace', '3'])).toBe('123');
    expect(press([...digits('12345678'), 'backspace', '9'])).toBe('12345679');
    expect(press(['clear'], '98765.43')).toBe('');
    expect(press(['clear', '4'], '98765.43')).toBe('4');
  });

  it('leaves a typed value longer than the keypad holds to backspace and clear', () => {
    expect(applyKey('184523.45', '6')).toBe('184523.45');
    expect(applyKey('184523.45', 'backspace')).toBe('184523.4');
  });
});
