import { describe, expect, it } from 'vitest';
import { activityLabel } from './recent-activities-card';

describe('activityLabel', () => {
  it('names known audit actions and reads unknown ones as words', () => {
    expect(activityLabel({ action: 'reading.voided' })).toBe('Reading voided');
    expect(activityLabel({ action: 'cash_report.approved' })).toBe('Cash report approved');
    expect(activityLabel({ action: 'station.status_changed' })).toBe('Station status changed');
  });
});
