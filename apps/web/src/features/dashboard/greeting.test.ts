import { describe, expect, it } from 'vitest';
import { dashboardDate, greetingFor, hourIn } from './greeting';

/** A wall-clock time in India (UTC+05:30, no summer time) as the instant it is. */
const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
const at = (h: number, m = 0) => ist('2025-01-15', `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

describe('greeting by time of day, on the tenant’s clock', () => {
  it('is morning before 12:00', () => {
    expect(greetingFor(at(0), 'Asia/Kolkata')).toBe('Good morning');
    expect(greetingFor(at(11, 59), 'Asia/Kolkata')).toBe('Good morning');
  });
  it('is afternoon from 12:00 and before 18:00', () => {
    expect(greetingFor(at(12), 'Asia/Kolkata')).toBe('Good afternoon');
    expect(greetingFor(at(17, 59), 'Asia/Kolkata')).toBe('Good afternoon');
  });
  it('is evening from 18:00', () => {
    expect(greetingFor(at(18), 'Asia/Kolkata')).toBe('Good evening');
    expect(greetingFor(at(23, 59), 'Asia/Kolkata')).toBe('Good evening');
  });

  it("at 04:00 in India (22:30 UTC the day before) it is Wednesday morning, whatever the device's zone", () => {
    const instant = new Date('2026-12-01T22:30:00Z');
    expect(hourIn(instant, 'Asia/Kolkata')).toBe(4);
    expect(greetingFor(instant, 'Asia/Kolkata')).toBe('Good morning');
    expect(dashboardDate(instant, 'Asia/Kolkata')).toBe('Wednesday, 2 December 2026');
    // The same instant for a tenant in UTC: still Tuesday evening there.
    expect(greetingFor(instant, 'UTC')).toBe('Good evening');
    expect(dashboardDate(instant, 'UTC')).toBe('Tuesday, 1 December 2026');
  });

  it('reads the zone at that instant (summer time moves the hour)', () => {
    expect(greetingFor(new Date('2026-07-01T11:30:00Z'), 'Europe/London')).toBe('Good afternoon');
    expect(greetingFor(new Date('2026-01-01T11:30:00Z'), 'Europe/London')).toBe('Good morning');
  });

  it("an unknown zone falls back to India's (the product's default)", () => {
    const instant = new Date('2026-12-01T22:30:00Z');
    expect(greetingFor(instant, 'Not/AZone')).toBe('Good morning');
    expect(dashboardDate(instant, 'Not/AZone')).toBe('Wednesday, 2 December 2026');
  });
});
