import { describe, expect, it } from 'vitest';
import { availableCredit, CREDITOR_MSG, creditorBadge, creditUtilization, ZCreateCreditor, ZCreateCreditPayment, ZStatementQuery } from './creditors';

describe('the creditor badge (document 3, section 4)', () => {
  const badge = (status: 'active' | 'inactive', balance: number | string, creditLimit: number | string) => creditorBadge({ status, balance, creditLimit });

  it('reads Inactive first, then Over Limit (above the limit), Near Limit (above 80%), else Active', () => {
    expect(badge('inactive', 5000, 1000)).toBe('inactive');
    expect(badge('inactive', 0, 1000)).toBe('inactive');
    expect(badge('active', 1000.01, 1000)).toBe('over_limit');
    expect(badge('active', 1000, 1000)).toBe('near_limit');
    expect(badge('active', 800.01, 1000)).toBe('near_limit');
    expect(badge('active', 800, 1000)).toBe('active');
    expect(badge('active', -250, 1000)).toBe('active');
  });

  it('is exact at the paisa where float arithmetic is not (80% of 0.35 is 0.28)', () => {
    // 0.35 * 0.8 = 0.27999999999999997 in floats: a balance of 0.28 is not above 80%.
    expect(badge('active', '0.28', '0.35')).toBe('active');
    expect(badge('active', 7999999.2, 9999999)).toBe('active');
    expect(badge('active', 7999999.21, 9999999)).toBe('near_limit');
  });

  it('with a limit of 0: any balance above zero is over it', () => {
    expect(badge('active', 0.01, 0)).toBe('over_limit');
    expect(badge('active', 0, 0)).toBe('active');
  });
});

describe('utilisation and available credit', () => {
  it('are percent to 2 decimals (null without a limit) and the rest of the limit, never below zero', () => {
    expect(creditUtilization(819.76, 1000)).toBe(81.98);
    expect(creditUtilization('1264.99', '1000')).toBe(126.5);
    expect(creditUtilization(-50, 1000)).toBe(0);
    expect(creditUtilization(10, 0)).toBeNull();
    expect(availableCredit('1500.10', '2000')).toBe('499.90');
    expect(availableCredit(2500, 2000)).toBe('0.00');
    expect(availableCredit(-100, 2000)).toBe('2100.00');
  });
});

describe('the creditor and payment schemas', () => {
  it('keep the spec texts', () => {
    const issue = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;
    expect(issue(ZCreateCreditor.safeParse({ partyName: '  ' }))).toBe(CREDITOR_MSG.partyNameRequired);
    expect(issue(ZCreateCreditor.safeParse({ partyName: 'A', creditLimit: 10_000_000 }))).toBe('Credit limit cannot exceed 9,999,999');
    expect(ZCreateCreditor.parse({ partyName: 'A', creditLimit: 9_999_999, stationId: '' })).toMatchObject({ creditLimit: 9_999_999, stationId: undefined });
    expect(issue(ZCreateCreditPayment.safeParse({ creditorId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', amount: 0 }))).toBe('Please enter an amount greater than zero');
    expect(issue(ZStatementQuery.safeParse({ from: '2025-02-02', to: '2025-02-01' }))).toBe(CREDITOR_MSG.dateRangeInvalid);
  });
});
