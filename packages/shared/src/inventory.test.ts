import { describe, expect, it } from 'vitest';
import { fillPercent, gaugeColor, inventoryStatus, isLowVolume } from './inventory';
import { unreadBadge } from './alerts.constants';

describe('inventory status at its edges', () => {
  it('is critical at or below the minimum level and below zero', () => {
    expect(inventoryStatus('500', '10000', '500')).toBe('critical');
    expect(inventoryStatus('500.001', '10000', '500')).toBe('low');
    expect(inventoryStatus('-1', null, null)).toBe('critical');
  });
  it('is low at or below 25% of capacity, normal above', () => {
    expect(inventoryStatus('2500', '10000', null)).toBe('low');
    expect(inventoryStatus('2500.001', '10000', null)).toBe('normal');
    expect(inventoryStatus('3000', '12000.004', null)).toBe('low');
  });
  it('is overstocked above capacity, normal without a capacity', () => {
    expect(inventoryStatus('10000.001', '10000', null)).toBe('overstocked');
    expect(inventoryStatus('10000', '10000', null)).toBe('normal');
    expect(inventoryStatus('5', null, null)).toBe('normal');
  });
  it('colours the gauge red ≤ 25%, yellow ≤ 50%, green above, and flags volumes under 1000 L', () => {
    expect(gaugeColor(25)).toBe('red');
    expect(gaugeColor(25.1)).toBe('yellow');
    expect(gaugeColor(50)).toBe('yellow');
    expect(gaugeColor(50.1)).toBe('green');
    expect(isLowVolume(999.999)).toBe(true);
    expect(isLowVolume(1000)).toBe(false);
    expect(fillPercent('3333', '10000')).toBe(33.3);
    expect(fillPercent('1', null)).toBeNull();
  });
  it("shows the unread badge as '9+' above 9", () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(9)).toBe('9');
    expect(unreadBadge(10)).toBe('9+');
  });
});
