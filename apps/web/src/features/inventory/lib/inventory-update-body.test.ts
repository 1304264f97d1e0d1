import { INVENTORY_MSG, ZInventoryUpdate } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { parseForm } from '@/lib/zod-form';
import { toInventoryInput, type TInventoryUpdateValues } from './inventory-update-body';

const stationId = '0190a8c2-0000-7000-8000-000000000001';
const tankId = '0190a8c2-0000-7000-8000-000000000002';
const base = { stationId, fuelType: 'petrol' as const, tankId: '', newStock: '2400', capacity: '', minimumLevel: '', note: '' };
const toInventoryUpdate = (v: TInventoryUpdateValues) => parseForm(ZInventoryUpdate, toInventoryInput(v));

describe('inventory update body', () => {
  it('sends capacity, minimum level and note only when filled', () => {
    expect(toInventoryUpdate(base)).toEqual({ ok: true, data: { stationId, fuelType: 'petrol', newStock: 2400 } });
    expect(toInventoryUpdate({ ...base, capacity: '10000', minimumLevel: ' 500 ', note: ' dip ' })).toEqual({
      ok: true,
      data: { stationId, fuelType: 'petrol', newStock: 2400, capacity: 10000, minimumLevel: 500, note: 'dip' },
    });
  });

  it('sends the tank only when one is chosen', () => {
    expect(toInventoryInput(base)).not.toHaveProperty('tankId');
    expect(toInventoryUpdate({ ...base, tankId })).toEqual({ ok: true, data: { stationId, fuelType: 'petrol', tankId, newStock: 2400 } });
  });

  it('keeps a stock of zero (filled, not empty)', () => {
    expect(toInventoryUpdate({ ...base, newStock: '0' })).toMatchObject({ ok: true, data: { newStock: 0 } });
  });

  it('asks for every required field with the spec text', () => {
    const result = toInventoryUpdate({ ...base, stationId: '', fuelType: '', newStock: ' ' });
    expect(result).toEqual({
      ok: false,
      errors: { stationId: INVENTORY_MSG.requiredFields, fuelType: INVENTORY_MSG.requiredFields, newStock: INVENTORY_MSG.requiredFields },
    });
  });

  it('says a stock below zero is below zero, not missing', () => {
    expect(toInventoryUpdate({ ...base, newStock: '-100' })).toEqual({ ok: false, errors: { newStock: INVENTORY_MSG.stockBelowZero } });
  });
});
