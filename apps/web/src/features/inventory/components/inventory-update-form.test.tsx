import type { TInventoryItem, TSessionUser, TStation } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSession } from '@/lib/session-store';
import { InventoryUpdateForm } from './inventory-update-form';
import { changeValue } from '@/test/change-value';

const success = vi.fn();
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: (...a: unknown[]) => success(...a), info: vi.fn(), warning: vi.fn() }) }));

const id = (n: number) => `0190a8c2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const owner: TSessionUser = { id: id(900), email: 'o@example.com', name: 'Asha', role: 'owner', tenantId: id(901), tenantName: 'Rao Fuels', locale: null };
const stations = [{ id: id(1), name: 'Ring Road' }] as TStation[];
let posts: unknown[] = [];
/** What GET /fuel-inventory answers (filtered by the query's station and fuel, as the server does). */
let inventory: TInventoryItem[] = [];

const tank = (n: number, name: string, currentStock: number): TInventoryItem => ({
  id: id(n),
  tankName: name,
  stationId: id(1),
  stationName: 'Ring Road',
  fuelType: 'diesel',
  currentStock,
  capacity: 20000,
  minimumLevel: null,
  fillPercentage: null,
  status: 'normal',
  isSetUp: true,
  lastUpdated: null,
});

beforeEach(() => {
  posts = [];
  inventory = [];
  success.mockClear();
  setSession({ token: 't', user: owner });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ success: true, data: {} }));
      }
      const query = new URL(String(input), 'http://x').searchParams;
      const items = inventory.filter((i) => i.stationId === query.get('stationId') && i.fuelType === query.get('fuelType'));
      return new Response(JSON.stringify({ success: true, data: { items, page: 1, limit: 100, total: items.length } }));
    }),
  );
});

afterEach(() => {
  cleanup();
  act(() => clearSession());
  vi.unstubAllGlobals();
});

function renderForm(onDone = vi.fn(), preset: { stationId?: string; fuelType?: 'diesel'; tankId?: string } = {}) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <InventoryUpdateForm stations={stations} onDone={onDone} onCancel={vi.fn()} {...preset} />
    </QueryClientProvider>,
  );
  return onDone;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Update Inventory' }));

describe('update inventory form', () => {
  it('refuses missing required fields with the spec text and sends nothing', async () => {
    renderForm();
    submit();
    await waitFor(() => expect(screen.getAllByText('Please fill all required fields.')).toHaveLength(3));
    expect(posts).toEqual([]);
  });

  it('sends capacity and minimum level only when filled', async () => {
    const onDone = renderForm();
    changeValue(screen.getByLabelText('Station *'), id(1));
    changeValue(screen.getByLabelText('Fuel type *'), 'diesel');
    changeValue(screen.getByLabelText('New stock (litres) *'), '2400.5');
    submit();
    await waitFor(() => expect(posts).toEqual([{ stationId: id(1), fuelType: 'diesel', newStock: 2400.5 }]));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Inventory updated successfully.', expect.anything());

    changeValue(screen.getByLabelText('Capacity (litres)'), '10000');
    submit();
    await waitFor(() => expect(posts[1]).toEqual({ stationId: id(1), fuelType: 'diesel', newStock: 2400.5, capacity: 10000 }));
  });

  it('asks for the tank when the station has two of the fuel, and sends the one chosen', async () => {
    inventory = [tank(11, 'Diesel tank 1', 5000), tank(12, 'Diesel tank 2', 700)];
    const onDone = renderForm();
    changeValue(screen.getByLabelText('Station *'), id(1));
    changeValue(screen.getByLabelText('Fuel type *'), 'diesel');
    const picker = await screen.findByLabelText('Tank *');
    expect([...(picker as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Select tank', 'Diesel tank 1', 'Diesel tank 2']);
    changeValue(screen.getByLabelText('New stock (litres) *'), '900');
    submit();
    expect(await screen.findByText('This station has more than one diesel tank. Choose the tank to update.')).toBeTruthy();
    expect(posts).toEqual([]);

    changeValue(picker, id(12));
    expect(await screen.findByText(/Book stock now: 700\.000 L \(Diesel tank 2\)/)).toBeTruthy();
    submit();
    await waitFor(() => expect(posts).toEqual([{ stationId: id(1), fuelType: 'diesel', tankId: id(12), newStock: 900 }]));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('shows no tank picker for a single tank of the fuel and sends no tank', async () => {
    inventory = [tank(11, 'Diesel tank', 5000)];
    renderForm(vi.fn(), { stationId: id(1), fuelType: 'diesel' });
    expect(await screen.findByText('Book stock now: 5,000.000 L')).toBeTruthy();
    expect(screen.queryByLabelText('Tank *')).toBeNull();
    changeValue(screen.getByLabelText('New stock (litres) *'), '4000');
    submit();
    await waitFor(() => expect(posts).toEqual([{ stationId: id(1), fuelType: 'diesel', newStock: 4000 }]));
  });

  it("opened from a tank's card, updates that tank; choosing another fuel lets it go", async () => {
    inventory = [tank(11, 'Diesel tank 1', 5000), tank(12, 'Diesel tank 2', 700)];
    renderForm(vi.fn(), { stationId: id(1), fuelType: 'diesel', tankId: id(11) });
    expect(await screen.findByText(/Book stock now: 5,000\.000 L \(Diesel tank 1\)/)).toBeTruthy();
    expect((screen.getByLabelText('Tank *') as HTMLSelectElement).value).toBe(id(11));
    changeValue(screen.getByLabelText('New stock (litres) *'), '0');
    submit();
    await waitFor(() => expect(posts).toEqual([{ stationId: id(1), fuelType: 'diesel', tankId: id(11), newStock: 0 }]));

    changeValue(screen.getByLabelText('Fuel type *'), 'petrol');
    await waitFor(() => expect(screen.queryByLabelText('Tank *')).toBeNull());
    submit();
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]).toEqual({ stationId: id(1), fuelType: 'petrol', newStock: 0 });
  });
});
