import type { TSessionUser } from '@forecourt/shared';
import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertsQueryOptions } from '@/features/alerts/api/get-alerts';
import { inventoryQueryOptions } from '@/features/inventory/api/get-inventory';
import { useDeleteNozzle } from '@/features/nozzles/api/delete-nozzle';
import { nozzlesQueryOptions } from '@/features/nozzles/api/get-nozzles';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSession } from '@/lib/session-store';
import { useCreateTank } from './create-tank';
import { useDeleteTank } from './delete-tank';
import { tankQueryOptions } from './get-tank';
import { tanksQueryOptions } from './get-tanks';
import { useUpdateTank } from './update-tank';

const id = (n: number) => `0190a8c2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const owner: TSessionUser = { id: id(900), email: 'o@example.com', name: 'Asha', role: 'owner', tenantId: id(901), tenantName: 'Rao Fuels', locale: null };

/** The caches a tank write can make stale. */
const watched: Record<string, QueryKey> = {
  'tank list': tanksQueryOptions({ stationId: id(1) }).queryKey,
  'tank detail': tankQueryOptions(id(201)).queryKey,
  'inventory (stock page)': inventoryQueryOptions({ stationId: id(1) }).queryKey,
  'alert list': alertsQueryOptions('owner', { active: true }).queryKey,
  'nozzle list': nozzlesQueryOptions({ stationId: id(1) }).queryKey,
};

let client: QueryClient;

beforeEach(() => {
  setSession({ token: 't', user: owner });
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, data: { id: id(201), name: 'Diesel tank 1' } }))));
  client = createQueryClient();
  for (const key of Object.values(watched)) client.setQueryData(key, { seeded: true });
});

afterEach(() => {
  cleanup();
  act(() => clearSession());
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
const stale = () =>
  Object.entries(watched)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
const TANK_EFFECTS = ['tank list', 'tank detail', 'inventory (stock page)', 'alert list'];

describe('a tank write refreshes what it changes', () => {
  it('before any write nothing is stale (the check can fail)', () => {
    expect(stale()).toEqual([]);
  });

  it('adding a tank: the tanks, the inventory (an item per tank) and the alerts, not the nozzles', async () => {
    const { result } = renderHook(() => useCreateTank(), { wrapper });
    await act(() => result.current.mutateAsync({ stationId: id(1), name: 'Diesel tank 2', fuelType: 'diesel', capacity: 100, nozzleIds: [] }));
    expect(stale()).toEqual(TANK_EFFECTS);
  });

  it('editing and deleting a tank: the same', async () => {
    const update = renderHook(() => useUpdateTank(id(201)), { wrapper });
    await act(() => update.result.current.mutateAsync({ name: 'Diesel tank A' }));
    expect(stale()).toEqual(TANK_EFFECTS);

    for (const key of Object.values(watched)) client.setQueryData(key, { seeded: true });
    const remove = renderHook(() => useDeleteTank(), { wrapper });
    await act(() => remove.result.current.mutateAsync(id(201)));
    expect(stale()).toEqual(TANK_EFFECTS);
  });

  it('deleting a nozzle refreshes the tanks (it no longer feeds from its tank)', async () => {
    const { result } = renderHook(() => useDeleteNozzle(), { wrapper });
    await act(() => result.current.mutateAsync(id(101)));
    expect(stale()).toEqual(['tank list', 'tank detail', 'nozzle list']);
  });
});
