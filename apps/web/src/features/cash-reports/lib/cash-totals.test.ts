import { describe, expect, it } from 'vitest';
import { amountValue, cashTotals, formatDifference } from './cash-totals';

const amounts = (cash = '', card = '', upi = '', credit = '') => ({ cashAmount: cash, cardAmount: card, upiAmount: upi, creditAmount: credit });

describe('cash report totals (document 3)', () => {
  it('collects cash + card + UPI, submits all four, exact to the paisa', () => {
    const t = cashTotals(amounts('0.1', '0.2', '1234567', '500.05'), undefined);
    expect(t).toEqual({ collected: '1234567.30', credit: '500.05', submitted: '1235067.35', difference: null, tone: null });
  });

  it('reads blank and half-typed amounts as what they say so far', () => {
    expect(amountValue('')).toBe('0');
    expect(amountValue('12.')).toBe('12');
    expect(amountValue('.5')).toBe('0.5');
    expect(amountValue('abc')).toBe('0');
    expect(cashTotals(amounts('', '12.', '.5'), 0).collected).toBe('12.50');
  });

  it('takes the difference against the sales: green with a plus from zero up, red below', () => {
    const even = cashTotals(amounts('1000'), 1000);
    expect([even.difference, even.tone, formatDifference(even.difference!)]).toEqual(['0.00', 'positive', '+₹0.00']);
    const over = cashTotals(amounts('1000.10', '', '', '999'), 999.99);
    // Credit is not collected: only cash, card and UPI count against the sales.
    expect([over.difference, over.tone, formatDifference(over.difference!)]).toEqual(['0.11', 'positive', '+₹0.11']);
    const short = cashTotals(amounts('40000', '2500.5'), 123456.78);
    expect([short.difference, short.tone, formatDifference(short.difference!)]).toEqual(['-80956.28', 'negative', '-₹80,956.28']);
  });

  it('subtracts exactly where floats would not (0.3 − 0.1 is 0.20)', () => {
    expect(cashTotals(amounts('0.3'), 0.1).difference).toBe('0.20');
    expect(cashTotals(amounts('0.3'), '0.10').difference).toBe('0.20');
  });
});
