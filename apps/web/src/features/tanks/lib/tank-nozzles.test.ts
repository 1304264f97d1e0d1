import type { TNozzle } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { fedNozzleNames, nozzleChoices, nozzleLabel } from './tank-nozzles';

const id = (n: number) => `0190a8c2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const A = id(1);
const B = id(2);

const nozzle = (n: number, over: Partial<TNozzle>): TNozzle =>
  ({ id: id(100 + n), pumpId: id(50), pumpName: 'Pump 1', stationId: A, stationName: 'Ring Road', name: `Nozzle ${n}`, nozzleNumber: n, fuelType: 'diesel', status: 'active', ...over }) as TNozzle;

describe('nozzle names', () => {
  it('names a nozzle "Pump · Nozzle"', () => {
    expect(nozzleLabel({ pumpName: 'Pump 3', name: 'Nozzle 1' })).toBe('Pump 3 · Nozzle 1');
  });

  it("resolves a tank's nozzle ids to names in the tank's order and counts the ones not loaded", () => {
    const nozzles = [nozzle(1, {}), nozzle(2, { pumpName: 'Pump 2' }), nozzle(3, {})];
    expect(fedNozzleNames({ nozzleIds: [id(102), id(101)] }, nozzles)).toEqual({ names: ['Pump 2 · Nozzle 2', 'Pump 1 · Nozzle 1'], unknown: 0 });
    expect(fedNozzleNames({ nozzleIds: [id(101), id(999)] }, nozzles)).toEqual({ names: ['Pump 1 · Nozzle 1'], unknown: 1 });
    expect(fedNozzleNames({ nozzleIds: [] }, nozzles)).toEqual({ names: [], unknown: 0 });
  });
});

describe('nozzle choices of a tank', () => {
  const nozzles = [
    nozzle(1, { pumpName: 'Pump 10', pumpId: id(60) }),
    nozzle(2, { fuelType: 'petrol' }),
    nozzle(3, { stationId: B }),
    nozzle(4, { pumpName: 'Pump 2', pumpId: id(61), status: 'maintenance' }),
    nozzle(5, {}),
  ];
  const tanks = [
    { id: id(201), name: 'Diesel tank 1', nozzleIds: [id(101)] },
    { id: id(202), name: 'Diesel tank 2', nozzleIds: [id(105)] },
  ];

  it("offers only the station's nozzles of the tank's fuel, pump by pump in number order", () => {
    const choices = nozzleChoices(nozzles, [], { stationId: A, fuelType: 'diesel' });
    expect(choices.map((c) => c.label)).toEqual(['Pump 1 · Nozzle 5', 'Pump 2 · Nozzle 4', 'Pump 10 · Nozzle 1']);
    expect(choices.find((c) => c.label === 'Pump 2 · Nozzle 4')?.status).toBe('maintenance');
    expect(nozzleChoices(nozzles, [], { stationId: A, fuelType: 'petrol' }).map((c) => c.label)).toEqual(['Pump 1 · Nozzle 2']);
    expect(nozzleChoices(nozzles, [], { stationId: B, fuelType: 'diesel' }).map((c) => c.label)).toEqual(['Pump 1 · Nozzle 3']);
  });

  it('offers nothing until both the station and the fuel are chosen', () => {
    expect(nozzleChoices(nozzles, tanks, { stationId: A, fuelType: '' })).toEqual([]);
    expect(nozzleChoices(nozzles, tanks, { stationId: '', fuelType: 'diesel' })).toEqual([]);
  });

  it('notes the other tank a nozzle feeds from now, not the tank being edited', () => {
    const byLabel = (tankId?: string) => Object.fromEntries(nozzleChoices(nozzles, tanks, { stationId: A, fuelType: 'diesel', tankId }).map((c) => [c.label, c.otherTank]));
    expect(byLabel()).toEqual({ 'Pump 1 · Nozzle 5': 'Diesel tank 2', 'Pump 2 · Nozzle 4': null, 'Pump 10 · Nozzle 1': 'Diesel tank 1' });
    expect(byLabel(id(202))).toEqual({ 'Pump 1 · Nozzle 5': null, 'Pump 2 · Nozzle 4': null, 'Pump 10 · Nozzle 1': 'Diesel tank 1' });
  });
});
