import { describe, expect, it } from 'vitest';
import { compareDecimals, plainDecimal, roundLitres, roundRupees, saleAmount, sumDecimals, toJsonNumber, volumeBetween } from './money';

describe('money rules', () => {
  it('rounds amounts half-up to the paisa where float arithmetic rounds the wrong way', () => {
    // 1.005 * 1 in floats is 1.00499999…; exact half-up gives 1.01.
    expect(saleAmount('1.005', '1')).toBe('1.01');
    expect(saleAmount(1.005, 1)).toBe('1.01');
    expect(Math.round(1.005 * 100) / 100).toBe(1); // the float trap this guards against
    // 0.005 ₹ rounds up to one paisa.
    expect(roundRupees('0.005')).toBe('0.01');
    expect(roundRupees('0.0049')).toBe('0.00');
  });

  it('multiplies litres by awkward prices exactly', () => {
    expect(saleAmount('12.345', '102.47')).toBe('1264.99'); // 1264.99215
    expect(saleAmount('0.001', '94.72')).toBe('0.09'); // 0.09472
    expect(saleAmount('33.335', '0.30')).toBe('10.00'); // 10.0005 → half-up at the third decimal is 10.00
    expect(saleAmount('1.125', '2')).toBe('2.25');
    expect(saleAmount('0.125', '0.10')).toBe('0.01'); // 0.0125 → 0.01
    expect(saleAmount('0.135', '0.10')).toBe('0.01'); // 0.0135 → 0.01
    expect(saleAmount('0.145', '0.10')).toBe('0.01'); // 0.0145 → 0.01
    expect(saleAmount('0.155', '0.10')).toBe('0.02'); // 0.0155 → 0.02
  });

  it('handles the largest meter values without losing a litre', () => {
    expect(volumeBetween('99999999.000', '99999999.999')).toBe('0.999');
    expect(saleAmount('99999999.999', '109.99')).toBe('10998999999.89'); // 10998999999.890001 → .89
    expect(roundLitres('99999999.9995')).toBe('100000000.000');
  });

  it('computes volume between readings to 3 decimals, equal readings being a zero sale', () => {
    expect(volumeBetween('1000', '1000')).toBe('0.000');
    expect(volumeBetween('1234.567', '1300.1')).toBe('65.533');
    expect(volumeBetween(0.1, 0.3)).toBe('0.200'); // 0.3 - 0.1 is 0.19999999999999998 in floats
  });

  it('sums exactly and compares decimals', () => {
    expect(sumDecimals(['0.1', '0.2'], 2)).toBe('0.30');
    expect(sumDecimals(Array.from({ length: 1000 }, () => '0.01'), 2)).toBe('10.00');
    expect(compareDecimals('100.000', '100')).toBe(0);
    expect(compareDecimals('99.999', '100')).toBe(-1);
    expect(toJsonNumber('1264.99215', 2)).toBe(1264.99);
    expect(toJsonNumber('65.5334', 3)).toBe(65.533);
  });

  it('gives a value already at its scale the same number as rounding it first (the fast path)', () => {
    // Database text at the column's scale skips decimal.js; it must still be the rounded text's double.
    const samples = ['0', '0.00', '-0.000', '12.5', '184523.450', '99999999999.999', '-1264.99', '0.105', '1.005', '1e3', ' 7.10'];
    for (let i = 0; i < 2000; i++) {
      const digits = String(Math.floor(Math.random() * 10 ** (1 + (i % 11))));
      samples.push(`${i % 7 === 0 ? '-' : ''}${digits}.${String(i * 7919).slice(-1 - (i % 3))}`);
    }
    for (const value of samples) {
      expect(toJsonNumber(value, 2)).toBe(Number(roundRupees(value)));
      expect(toJsonNumber(value, 3)).toBe(Number(roundLitres(value)));
    }
  });
});

describe('plainDecimal', () => {
  it('prints a meter value as typed: trailing zeros dropped, at most 3 decimals', () => {
    expect(['1500.500', '12.000', '0.005', 1499.25, '99999999999.999', '1.2345'].map((v) => plainDecimal(v))).toEqual([
      '1500.5',
      '12',
      '0.005',
      '1499.25',
      '99999999999.999',
      '1.235',
    ]);
  });
});
