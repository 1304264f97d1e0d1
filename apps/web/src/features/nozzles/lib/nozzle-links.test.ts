import { describe, expect, it } from 'vitest';
import { canSubmitNozzle } from '../components/nozzle-create-form';
import { nozzleCreateLink, nozzleListBackLink, readingNewLink } from './nozzle-links';

describe('nozzle create back link', () => {
  it('keeps the pump and station parameters when both were given', () => {
    expect(nozzleListBackLink('p-1', 's-1')).toBe('/dashboard/nozzles?pumpId=p-1&stationId=s-1');
  });

  it('returns to the plain list when only one or neither was given', () => {
    expect(nozzleListBackLink('p-1', null)).toBe('/dashboard/nozzles');
    expect(nozzleListBackLink('', 's-1')).toBe('/dashboard/nozzles');
    expect(nozzleListBackLink(undefined, undefined)).toBe('/dashboard/nozzles');
  });

  it('builds the create and record-reading links', () => {
    expect(nozzleCreateLink('p-1', 's-1')).toBe('/dashboard/nozzles/new?pumpId=p-1&stationId=s-1');
    expect(nozzleCreateLink('p-1', '')).toBe('/dashboard/nozzles/new');
    expect(readingNewLink({ stationId: 's-1', pumpId: 'p-1', id: 'n-1' })).toBe('/dashboard/readings/new?stationId=s-1&pumpId=p-1&nozzleId=n-1');
  });
});

describe('nozzle create submit', () => {
  it('stays disabled until station, pump, name and fuel type are filled', () => {
    const full = { stationId: 's', pumpId: 'p', name: 'Nozzle 1', fuelType: 'diesel' as const };
    expect(canSubmitNozzle(full)).toBe(true);
    expect(canSubmitNozzle({ ...full, stationId: '' })).toBe(false);
    expect(canSubmitNozzle({ ...full, pumpId: '' })).toBe(false);
    expect(canSubmitNozzle({ ...full, name: '   ' })).toBe(false);
    expect(canSubmitNozzle({ ...full, fuelType: '' })).toBe(false);
  });
});
