import { describe, expect, it } from 'vitest';
import { dateTimeLocalToIso, toDateTimeLocalValue } from './datetime-local';

describe('date-and-time fields in the app zone, whatever the browser says', () => {
  it('shows an instant as India wall-clock time', () => {
    expect(toDateTimeLocalValue(new Date('2026-11-29T04:30:00Z'))).toBe('2026-11-29T10:00');
    // Past midnight in India while it is still the day before in UTC.
    expect(toDateTimeLocalValue(new Date('2026-11-28T19:15:59.999Z'))).toBe('2026-11-29T00:45');
  });

  it('reads a typed time as India wall-clock time', () => {
    expect(dateTimeLocalToIso('2026-11-29T10:00')).toBe('2026-11-29T04:30:00.000Z');
    expect(dateTimeLocalToIso('2026-11-29T00:45')).toBe('2026-11-28T19:15:00.000Z');
    expect(dateTimeLocalToIso('2026-03-01T23:59:30')).toBe('2026-03-01T18:29:30.000Z');
  });

  it('round-trips, and follows a zone whose offset changes', () => {
    const at = new Date('2026-07-04T15:20:00Z');
    expect(dateTimeLocalToIso(toDateTimeLocalValue(at))).toBe(at.toISOString());
    expect(toDateTimeLocalValue(at, 'America/New_York')).toBe('2026-07-04T11:20');
    expect(dateTimeLocalToIso('2026-07-04T11:20', 'America/New_York')).toBe(at.toISOString());
    expect(dateTimeLocalToIso('2026-01-04T11:20', 'America/New_York')).toBe('2026-01-04T16:20:00.000Z');
  });

  it('answers nothing for an empty or impossible value', () => {
    expect(dateTimeLocalToIso('')).toBeUndefined();
    expect(dateTimeLocalToIso(undefined)).toBeUndefined();
    expect(dateTimeLocalToIso('2026-02-30T10:00')).toBeUndefined();
    expect(dateTimeLocalToIso('2026-11-29T24:00')).toBeUndefined();
    expect(dateTimeLocalToIso('29/11/2026 10:00')).toBeUndefined();
  });
});
