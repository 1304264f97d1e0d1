import { describe, expect, it } from 'vitest';
import { differenceLevel, isMatched, RECONCILIATION_MSG } from './reconciliation';

describe('reconciliation rules (document 4, section 9)', () => {
  it('colours a difference by its absolute value: under ₹1 a match, under ₹100 within tolerance, else a mismatch', () => {
    const cases: Array<[string | number, string]> = [
      ['0.00', 'match'],
      ['0.99', 'match'],
      ['-0.99', 'match'],
      ['1.00', 'tolerance'],
      [-1, 'tolerance'],
      ['-5.43', 'tolerance'],
      ['99.99', 'tolerance'],
      ['100.00', 'mismatch'],
      ['-100', 'mismatch'],
      [-1537.05, 'mismatch'],
    ];
    expect(cases.map(([v]) => [v, differenceLevel(v)])).toEqual(cases);
  });

  it('is Matched only under ₹1, compared exactly', () => {
    expect(isMatched('0.999')).toBe(true);
    expect(isMatched('1')).toBe(false);
    expect(isMatched(-0.5)).toBe(true);
  });

  it('names the pending reports in the refusal', () => {
    expect(RECONCILIATION_MSG.pendingReports(1)).toBe('1 cash report of this day is still pending: approve or reject it before closing the day.');
    expect(RECONCILIATION_MSG.pendingReports(2)).toBe('2 cash reports of this day are still pending: approve or reject them before closing the day.');
  });
});
