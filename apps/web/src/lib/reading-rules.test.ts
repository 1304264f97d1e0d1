import { READING_JUMP_WARN_LITRES } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { belowPreviousMessage, plainMeter, saleSince, unusualJump } from './reading-rules';

describe('reading rules on the client', () => {
  it('refuses a reading below the previous one with the spec text', () => {
    expect(belowPreviousMessage(1234.5, 1234.56)).toBe('Current reading (1234.5 L) cannot be less than previous reading (1234.56 L)');
    expect(belowPreviousMessage(1234.56, 1234.56)).toBeNull();
    expect(belowPreviousMessage(1300, 1234.56)).toBeNull();
  });

  it('compares meter values at their scale of 3 decimals (0.1 + 0.2 is not above 0.3)', () => {
    expect(belowPreviousMessage(0.3, 0.1 + 0.2)).toBeNull();
  });

  it('asks for confirmation only above a rise of 10000 L', () => {
    expect(unusualJump(100 + READING_JUMP_WARN_LITRES, 100)).toBeNull();
    expect(unusualJump(100.01 + READING_JUMP_WARN_LITRES, 100)).toBe('10000.010');
    expect(unusualJump(50, 100)).toBeNull();
  });

  it('writes meter values as the server does', () => {
    expect(plainMeter(184523.45)).toBe('184523.45');
    expect(plainMeter(12)).toBe('12');
    expect(plainMeter(120)).toBe('120');
  });

  it('says what a value would sell: the litres since the previous reading and their amount, exactly', () => {
    expect(saleSince('1010.5', 1000, 102.5)).toEqual({ litres: '10.500', amount: '1076.25' });
    expect(saleSince('1000.001', 1000, 333.33)).toEqual({ litres: '0.001', amount: '0.33' });
    expect(saleSince('1010', 1000, null)).toEqual({ litres: '10.000', amount: null });
    expect(saleSince('999.999', 1000, 100)).toBeNull();
    expect(saleSince('', 1000, 100)).toBeNull();
    expect(saleSince('1e4', 1000, 100)).toBeNull();
  });
});
