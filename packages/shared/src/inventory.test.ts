import { describe, expect, it } from 'vitest';
import { fillPercent, gaugeColor, inventoryStatus, isLowVolume, ZInventoryUpdate } from './inventory';
import { INVENTORY_MSG } from './inventory.constants';
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

describe('an inventory update refused', () => {
  const stationId = '0190f5c2-7b7e-7c3a-9a1e-3f4b5c6d7e8f';
  const messages = (body: unknown) => {
    const result = ZInventoryUpdate.safeParse(body);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it("asks for a missing field with the spec's text", () => {
    expect(messages({ stationId, fuelType: 'petrol' })).toEqual({ newStock: INVENTORY_MSG.requiredFields });
  });

  it('says a figure below its bound is below it, not missing', () => {
    expect(messages({ stationId, fuelType: 'petrol', newStock: -100 })).toEqual({ newStock: INVENTORY_MSG.stockBelowZero });
    expect(messages({ stationId, fuelType: 'petrol', newStock: 0, capacity: 0, minimumLevel: -1 })).toEqual({
      capacity: INVENTORY_MSG.capacityNotPositive,
      minimumLevel: INVENTORY_MSG.minimumBelowZero,
    });
    expect(messages({ stationId, fuelType: 'petrol', newStock: 0, capacity: 10000, minimumLevel: 0 })).toEqual({});
  });
});
