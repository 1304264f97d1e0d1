import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

const at = (h: number, m = 0) => new Date(2025, 0, 15, h, m);

describe('greeting by time of day', () => {
  it('is morning before 12:00', () => {
    expect(greetingFor(at(0))).toBe('Good morning');
    expect(greetingFor(at(11, 59))).toBe('Good morning');
  });
  it('is afternoon from 12:00 and before 18:00', () => {
    expect(greetingFor(at(12))).toBe('Good afternoon');
    expect(greetingFor(at(17, 59))).toBe('Good afternoon');
  });
  it('is evening from 18:00', () => {
    expect(greetingFor(at(18))).toBe('Good evening');
    expect(greetingFor(at(23, 59))).toBe('Good evening');
  });
});
