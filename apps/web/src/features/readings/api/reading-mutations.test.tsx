import type { TSessionUser } from '@forecourt/shared';
import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertsQueryOptions } from '@/features/alerts/api/get-alerts';
import { unreadCountQueryOptions } from '@/features/alerts/api/get-unread-count';
import { inventoryQueryOptions } from '@/features/inventory/api/get-inventory';
import { useUpdateInventory } from '@/features/inventory/api/update-inventory';
import { tanksQueryOptions } from '@/features/tanks/api/get-tanks';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSession } from '@/lib/session-store';
import { readingsQueryOptions } from './get-readings';
import { useCreateReading } from './create-reading';
import { useUpdateReading } from './update-reading';
import { useVoidReading } from './void-reading';

const id = (n: number) => `0190a8c2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const owner: TSessionUser = { id: id(900), email: 'o@example.com', name: 'Asha', role: 'owner', tenantId: id(901), tenantName: 'Rao Fuels', locale: null };

/** The caches a page shows and a reading write makes stale: the header bell, the alert lists, the stock page, the tank list's stock, the readings. */
const watched: Record<string, QueryKey> = {
  'unread alerts (header bell)': unreadCountQueryOptions().queryKey,
  'alert list': alertsQueryOptions('owner', { active: true }).queryKey,
  'inventory (stock page)': inventoryQueryOptions({ stationId: id(1) }).queryKey,
  'tank list (book stock)': tanksQueryOptions({ stationId: id(1) }).queryKey,
  'readings list': readingsQueryOptions({ period: 'today' }).queryKey,
};

let client: QueryClient;

beforeEach(() => {
  setSession({ token: 't', user: owner });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, data: { id: id(77), volume: 5, nozzleNumber: 1 } }))),
  );
  client = createQueryClient();
  for (const key of Object.values(watched)) client.setQueryData(key, { seeded: true });
});

afterEach(() => {
  cleanup();
  act(() => clearSession());
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

function stale(): string[] {
  return Object.entries(watched)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('a reading write refreshes what it changes', () => {
  it('before any write nothing is stale (the check can fail)', () => {
    expect(stale()).toEqual([]);
  });

  it('recording a reading (reading form, Quick Reading, nozzle cards) invalidates inventory and alerts', async () => {
    const { result } = renderHook(() => useCreateReading(), { wrapper });
    await act(() => result.current.mutateAsync({ nozzleId: id(111), reading: 1005, paymentMethod: 'cash' }));
    expect(stale()).toEqual(Object.keys(watched));
  });

  it('voiding a reading invalidates inventory and alerts', async () => {
    const { result } = renderHook(() => useVoidReading(id(77)), { wrapper });
    await act(() => result.current.mutateAsync('Wrong nozzle'));
    expect(stale()).toEqual(Object.keys(watched));
  });

  it('correcting a reading, or changing its notes, invalidates inventory and alerts', async () => {
    const { result } = renderHook(() => useUpdateReading(id(77)), { wrapper });
    await act(() => result.current.mutateAsync({ reading: 1006, reason: 'Misread the meter' }));
    expect(stale()).toEqual(Object.keys(watched));

    for (const key of Object.values(watched)) client.setQueryData(key, { seeded: true });
    expect(stale()).toEqual([]);
    await act(() => result.current.mutateAsync({ notes: 'Checked by the manager' }));
    expect(stale()).toEqual(Object.keys(watched));
  });

  it('a stock update invalidates inventory and alerts, not the readings', async () => {
    const { result } = renderHook(() => useUpdateInventory(), { wrapper });
    await act(() => result.current.mutateAsync({ stationId: id(1), fuelType: 'petrol', newStock: 2400 }));
    expect(stale()).toEqual(['unread alerts (header bell)', 'alert list', 'inventory (stock page)', 'tank list (book stock)']);
  });
});
