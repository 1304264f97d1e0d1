import { INVENTORY_MSG, type TInventoryItem } from '@forecourt/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TankCard } from './tank-card';

const item = (over: Partial<TInventoryItem> = {}): TInventoryItem => ({
  id: '0190a8c2-0000-7000-8000-000000000001',
  stationId: '0190a8c2-0000-7000-8000-000000000002',
  tankName: 'Petrol tank',
  stationName: 'Ring Road',
  fuelType: 'petrol',
  currentStock: 2000,
  capacity: 10000,
  minimumLevel: 500,
  fillPercentage: 20,
  status: 'low',
  isSetUp: true,
  lastUpdated: '2025-01-05T10:00:00Z',
  ...over,
});

const renderCard = (i: TInventoryItem, updateHref?: string) =>
  render(
    <MemoryRouter>
      <TankCard item={i} setUpHref="/dashboard/fuel-inventory/update" {...(updateHref ? { updateHref } : {})} />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('tank card', () => {
  it('shows the status badge, a red gauge at 20% and litres with 3 decimals', () => {
    renderCard(item());
    expect(screen.getByText('Low').getAttribute('data-status')).toBe('low');
    expect(screen.getByRole('meter').getAttribute('data-gauge')).toBe('red');
    expect(screen.getByText('2,000.000 L').hasAttribute('data-low-volume')).toBe(false);
  });

  it('shows a stock below zero as critical with the warning, in red', () => {
    renderCard(item({ currentStock: -40.5, fillPercentage: -0.4, status: 'critical' }));
    expect(screen.getByText('Critical')).toBeTruthy();
    expect(screen.getByText(INVENTORY_MSG.negativeStock)).toBeTruthy();
    expect(screen.getByText('-40.500 L').hasAttribute('data-low-volume')).toBe(true);
  });

  it('shows "No tank set up" for a fuel sold without a tank, with a link to set it up', () => {
    renderCard(item({ id: null, tankName: null, isSetUp: false, capacity: null, minimumLevel: null, fillPercentage: null, status: 'normal', currentStock: 12 }));
    expect(screen.getByText(INVENTORY_MSG.noTank)).toBeTruthy();
    expect(screen.queryByText('Normal')).toBeNull();
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.getByRole('link', { name: /Set up the Petrol tank/ })).toBeTruthy();
  });

  it("names the tank, so two diesel tanks of a station are told apart, with the fuel and station beside it", () => {
    const one = item({ fuelType: 'diesel', tankName: 'Diesel tank 1' });
    const two = item({ id: '0190a8c2-0000-7000-8000-000000000003', fuelType: 'diesel', tankName: 'Diesel tank 2' });
    render(
      <MemoryRouter>
        <TankCard item={one} onMovements={() => {}} />
        <TankCard item={two} onMovements={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Diesel tank 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Diesel tank 2' })).toBeTruthy();
    expect(screen.getAllByText('Diesel · Ring Road')).toHaveLength(2);
    expect(screen.getByRole('meter', { name: 'Diesel tank 2 fill level at Ring Road' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Movements of Diesel tank 1 at Ring Road' })).toBeTruthy();
  });

  it("links its stock update to this tank", () => {
    const href = '/dashboard/fuel-inventory/update?stationId=s&fuelType=petrol&tankId=t';
    renderCard(item(), href);
    expect(screen.getByRole('link', { name: 'Update stock of Petrol tank at Ring Road' }).getAttribute('href')).toBe(href);
  });

  it('has no stock update for a fuel with no tank', () => {
    renderCard(item({ id: null, tankName: null, isSetUp: false, status: 'normal' }), '/x');
    expect(screen.queryByRole('link', { name: /^Update stock/ })).toBeNull();
  });
});
