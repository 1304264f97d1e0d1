import { TANK_MSG, type TTank, ZCreateTank, ZUpdateTank } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { parseForm } from '@/lib/zod-form';
import { emptyTankFormValues, tankFieldOf, tankFormValues, toTankRequest, type TTankFormValues } from './tank-form-values';

const stationId = '0190a8c2-0000-7000-8000-000000000001';
const nozzleId = '0190a8c2-0000-7000-8000-000000000101';
const filled: TTankFormValues = { ...emptyTankFormValues(stationId, 'diesel'), name: ' Diesel tank 1 ', capacity: '20000', nozzleIds: [nozzleId] };
const create = (v: TTankFormValues) => parseForm(ZCreateTank, toTankRequest(v, 'create'), tankFieldOf);
const edit = (v: TTankFormValues) => parseForm(ZUpdateTank, toTankRequest(v, 'edit'), tankFieldOf);

describe('tank request body', () => {
  it('creates with the station, fuel, trimmed name, capacity and nozzles; a minimum level only when filled', () => {
    expect(create(filled)).toEqual({ ok: true, data: { stationId, fuelType: 'diesel', name: 'Diesel tank 1', capacity: 20000, nozzleIds: [nozzleId] } });
    expect(create({ ...filled, minimumLevel: ' 0 ' })).toMatchObject({ ok: true, data: { minimumLevel: 0 } });
  });

  it("says what is missing with the schema's texts: a blank capacity is required, not zero", () => {
    expect(create(emptyTankFormValues())).toEqual({
      ok: false,
      errors: { stationId: TANK_MSG.stationRequired, name: TANK_MSG.nameRequired, fuelType: TANK_MSG.fuelRequired, capacity: TANK_MSG.capacityRequired },
    });
    expect(create({ ...filled, capacity: '0', minimumLevel: '-5' })).toEqual({
      ok: false,
      errors: { capacity: TANK_MSG.capacityNotPositive, minimumLevel: TANK_MSG.minimumBelowZero },
    });
  });

  it('edits without the station and fuel; a blank minimum level clears it, a blank capacity keeps it', () => {
    const tank = { stationId, name: 'Diesel tank 1', fuelType: 'diesel', capacity: 15000, minimumLevel: 500, nozzleIds: [nozzleId] } as TTank;
    expect(edit(tankFormValues(tank))).toEqual({ ok: true, data: { name: 'Diesel tank 1', capacity: 15000, minimumLevel: 500, nozzleIds: [nozzleId] } });
    expect(edit({ ...tankFormValues(tank), capacity: '', minimumLevel: '', nozzleIds: [] })).toEqual({
      ok: true,
      data: { name: 'Diesel tank 1', minimumLevel: null, nozzleIds: [] },
    });
  });

  it('shows an issue about any nozzle id on the checklist', () => {
    expect(create({ ...filled, nozzleIds: ['not-an-id'] })).toEqual({ ok: false, errors: { nozzleIds: 'Invalid id' } });
  });
});
