import { describe, expect, it } from 'vitest';
import { stockDisplay } from './stock-display';

const tank = (currentStock: number, capacity: number | null) => ({ currentStock, capacity, fillPercentage: null });

describe('stock display', () => {
  it('colours the gauge red at or below 25%, yellow at or below 50%, green above', () => {
    expect(stockDisplay(tank(2500, 10000)).gauge).toBe('red');
    expect(stockDisplay(tank(2510, 10000)).gauge).toBe('yellow');
    expect(stockDisplay(tank(5000, 10000)).gauge).toBe('yellow');
    expect(stockDisplay(tank(5010, 10000)).gauge).toBe('green');
  });

  it("uses the server's fill percentage when given", () => {
    expect(stockDisplay({ currentStock: 2600, capacity: 10000, fillPercentage: 25 }).gauge).toBe('red');
  });

  it('shows litres red under 1000 L, and any stock below zero as negative and red', () => {
    expect(stockDisplay(tank(999.999, 20000)).lowVolume).toBe(true);
    expect(stockDisplay(tank(1000, 20000)).lowVolume).toBe(false);
    const negative = stockDisplay(tank(-40, 20000));
    expect(negative).toMatchObject({ negative: true, lowVolume: true, width: 0, gauge: 'red' });
  });

  it('has no gauge without a capacity, and clamps an overfull tank to a full bar', () => {
    expect(stockDisplay(tank(5000, null))).toMatchObject({ percent: null, gauge: null, width: 0 });
    expect(stockDisplay(tank(12000, 10000))).toMatchObject({ percent: 120, width: 100, gauge: 'green' });
  });
});
