import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/calendar-days';
import { daysInRange, lastDays } from './sales-period';

describe('sales period', () => {
  it('the last 7 days end today in India, even when it is still yesterday in UTC', () => {
    // 20:00 UTC on 31 Dec is 01:30 IST on 1 Jan.
    expect(lastDays(7, new Date('2024-12-31T20:00:00Z'))).toEqual({ startDate: '2024-12-26', endDate: '2025-01-01' });
  });
  it('counts days inclusively and crosses months and leap days', () => {
    expect(daysInRange('2024-02-26', '2024-03-03')).toBe(7);
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysInRange('2025-03-10', '2025-03-10')).toBe(1);
  });
});
