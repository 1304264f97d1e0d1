import type { TFuelPrice, TStation } from '@forecourt/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StationPriceCard } from './station-price-card';

afterEach(cleanup);

const station = { id: 's1', name: 'Ring Road', address: '1 Ring Road', status: 'active' } as TStation;
const price = (over: Partial<TFuelPrice>) =>
  ({ id: 'p', stationId: 's1', fuelType: 'petrol', price: 102.5, validFrom: '2026-12-01T04:00:00Z', isActive: true, isScheduled: false, ...over }) as TFuelPrice;

describe("a station's price card", () => {
  it('is a definition list whose groups hold only their term and its descriptions (axe definition-list, dlitem)', () => {
    render(
      <StationPriceCard
        station={station}
        prices={[price({ id: 'a' }), price({ id: 'b', price: 104, isActive: false, isScheduled: true, validFrom: '2026-12-20T00:00:00Z' })]}
        onUpdate={() => {}}
      />,
    );
    const list = screen.getByLabelText('Fuel prices at Ring Road');
    expect(list.tagName).toBe('DL');
    const groups = Array.from(list.children);
    expect(groups.map((g) => g.tagName)).toEqual(['DIV', 'DIV', 'DIV']);
    for (const group of groups) {
      const tags = Array.from(group.children).map((c) => c.tagName);
      expect(tags[0]).toBe('DT');
      expect(tags.slice(1).length).toBeGreaterThan(0);
      expect(tags.slice(1).every((t) => t === 'DD')).toBe(true);
    }
    // Petrol: its price now and the scheduled one, both descriptions of the term.
    expect(Array.from(groups[0]!.children).map((c) => c.tagName)).toEqual(['DT', 'DD', 'DD']);
    expect(screen.getAllByText('Not set', { selector: 'dd' })).toHaveLength(2);
  });
});
