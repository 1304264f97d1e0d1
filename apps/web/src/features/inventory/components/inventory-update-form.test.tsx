import type { TSessionUser, TStation } from '@forecourt/shared';
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

beforeEach(() => {
  posts = [];
  success.mockClear();
  setSession({ token: 't', user: owner });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ success: true, data: {} }));
      }
      return new Response(JSON.stringify({ success: true, data: { items: [], page: 1, limit: 100, total: 0 } }));
    }),
  );
});

afterEach(() => {
  cleanup();
  act(() => clearSession());
  vi.unstubAllGlobals();
});

function renderForm(onDone = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <InventoryUpdateForm stations={stations} onDone={onDone} onCancel={vi.fn()} />
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
});
