import { TANK_MSG, errorText, type TNozzle, type TSessionUser, type TStation, type TTank } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSession } from '@/lib/session-store';
import { changeValue } from '@/test/change-value';
import { emptyTankFormValues, tankFormValues, type TTankFormValues } from '../lib/tank-form-values';
import { TankForm } from './tank-form';

const toastError = vi.fn();
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: (...a: unknown[]) => toastError(...a), success: vi.fn(), info: vi.fn(), warning: vi.fn() }) }));

const id = (n: number) => `0190a8c2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const RING = id(1);
const LAKE = id(2);
const stations = [
  { id: RING, name: 'Ring Road' },
  { id: LAKE, name: 'Lake View' },
] as TStation[];
const owner: TSessionUser = { id: id(900), email: 'o@example.com', name: 'Asha', role: 'owner', tenantId: id(901), tenantName: 'Rao Fuels', locale: null };

const nozzle = (n: number, stationId: string, pumpName: string, name: string, fuelType: TNozzle['fuelType']): TNozzle =>
  ({ id: id(100 + n), pumpId: id(50 + n), pumpName, stationId, stationName: '', name, nozzleNumber: n, fuelType, status: 'active' }) as TNozzle;

/** The tenant's nozzles; GET /nozzles answers them filtered by the query, as the server does. */
const NOZZLES = [
  nozzle(1, RING, 'Pump 1', 'Nozzle 1', 'diesel'),
  nozzle(2, RING, 'Pump 1', 'Nozzle 2', 'diesel'),
  nozzle(3, RING, 'Pump 2', 'Nozzle 1', 'petrol'),
  nozzle(4, LAKE, 'Pump 1', 'Nozzle 1', 'diesel'),
];
const tank1 = { id: id(201), stationId: RING, stationName: 'Ring Road', name: 'Diesel tank 1', fuelType: 'diesel', capacity: 20000, minimumLevel: null, stock: 0, nozzleIds: [id(101)] } as TTank;
const TANKS = [tank1];
const requested: string[] = [];

function answer(url: URL): unknown {
  const q = url.searchParams;
  const match = <T extends { stationId: string; fuelType: string }>(rows: T[]) =>
    rows.filter((r) => (!q.get('stationId') || r.stationId === q.get('stationId')) && (!q.get('fuelType') || r.fuelType === q.get('fuelType')));
  const items = url.pathname.endsWith('/nozzles') ? match(NOZZLES) : match(TANKS);
  return { items, page: 1, limit: 100, total: items.length };
}

beforeEach(() => {
  requested.length = 0;
  toastError.mockClear();
  setSession({ token: 't', user: owner });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://x');
      requested.push(url.pathname + url.search);
      return new Response(JSON.stringify({ success: true, data: answer(url) }));
    }),
  );
});

afterEach(() => {
  cleanup();
  act(() => clearSession());
  vi.unstubAllGlobals();
});

function renderForm({
  mode = 'create',
  defaultValues = emptyTankFormValues(),
  onSubmit = vi.fn(async () => undefined),
  tankId,
}: { mode?: 'create' | 'edit'; defaultValues?: TTankFormValues; onSubmit?: (body: unknown) => Promise<unknown>; tankId?: string } = {}) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TankForm
        mode={mode}
        stations={stations}
        defaultValues={defaultValues}
        {...(tankId ? { tankId, stationName: 'Ring Road' } : {})}
        submitLabel="Save Tank"
        pendingLabel="Saving..."
        failTitle="Failed to save tank"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />
    </QueryClientProvider>,
  );
  return onSubmit;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save Tank' }));
const checklist = () => screen.getByRole('group', { name: 'Nozzles it feeds' });
const boxes = () => within(checklist()).queryAllByRole('checkbox').map((b) => b.getAttribute('aria-labelledby') && document.getElementById(b.getAttribute('aria-labelledby')!)?.textContent);

describe('tank form: validation', () => {
  it("refuses an empty form with the shared schema's texts and sends nothing", async () => {
    const onSubmit = renderForm();
    submit();
    expect(await screen.findByText(TANK_MSG.stationRequired)).toBeTruthy();
    expect(screen.getByText(TANK_MSG.fuelRequired)).toBeTruthy();
    expect(screen.getByText(TANK_MSG.nameRequired)).toBeTruthy();
    expect(screen.getByText(TANK_MSG.capacityRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a capacity of zero and a minimum level below zero', async () => {
    const onSubmit = renderForm({ defaultValues: { ...emptyTankFormValues(RING, 'diesel'), name: 'Diesel tank 2' } });
    changeValue(screen.getByLabelText('Capacity (litres) *'), '0');
    changeValue(screen.getByLabelText('Minimum level (litres)'), '-1');
    submit();
    expect(await screen.findByText(TANK_MSG.capacityNotPositive)).toBeTruthy();
    expect(screen.getByText(TANK_MSG.minimumBelowZero)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('tank form: the nozzles it feeds', () => {
  it('lists nothing until the station and fuel are chosen, then only their nozzles', async () => {
    renderForm();
    expect(within(checklist()).getByText('Choose the station and fuel type to list their nozzles.')).toBeTruthy();
    changeValue(screen.getByLabelText('Station *'), RING);
    changeValue(screen.getByLabelText('Fuel type *'), 'diesel');
    await waitFor(() => expect(boxes()).toEqual(['Pump 1 · Nozzle 1', 'Pump 1 · Nozzle 2']));
    expect(requested).toContain(`/api/v1/nozzles?stationId=${RING}&fuelType=diesel&page=1&limit=100`);

    changeValue(screen.getByLabelText('Fuel type *'), 'petrol');
    await waitFor(() => expect(boxes()).toEqual(['Pump 2 · Nozzle 1']));
    changeValue(screen.getByLabelText('Station *'), LAKE);
    await waitFor(() => expect(within(checklist()).getByText(/This station has no petrol nozzles yet/)).toBeTruthy());
    changeValue(screen.getByLabelText('Fuel type *'), 'diesel');
    await waitFor(() => expect(boxes()).toEqual(['Pump 1 · Nozzle 1']));
  });

  it('notes the tank a nozzle feeds from now', async () => {
    renderForm({ defaultValues: emptyTankFormValues(RING, 'diesel') });
    const moving = await screen.findByRole('checkbox', { name: 'Pump 1 · Nozzle 1' });
    expect(moving.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(moving.getAttribute('aria-describedby')!)?.textContent).toBe('now: Diesel tank 1');
    expect(screen.getByRole('checkbox', { name: 'Pump 1 · Nozzle 2' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('sends the station, fuel, name, capacity and the nozzles ticked', async () => {
    const onSubmit = renderForm();
    changeValue(screen.getByLabelText('Station *'), RING);
    changeValue(screen.getByLabelText('Fuel type *'), 'diesel');
    changeValue(screen.getByLabelText('Tank name *'), 'Diesel tank 2');
    changeValue(screen.getByLabelText('Capacity (litres) *'), '15000.5');
    changeValue(screen.getByLabelText('Minimum level (litres)'), '1000');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Pump 1 · Nozzle 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pump 1 · Nozzle 2' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pump 1 · Nozzle 1' }));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ stationId: RING, fuelType: 'diesel', name: 'Diesel tank 2', capacity: 15000.5, minimumLevel: 1000, nozzleIds: [id(102)] });
  });

  it('lets the ticks go when the fuel changes', async () => {
    const onSubmit = renderForm({ defaultValues: { ...emptyTankFormValues(RING, 'diesel'), name: 'T', capacity: '100' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Pump 1 · Nozzle 2' }));
    changeValue(screen.getByLabelText('Fuel type *'), 'petrol');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Pump 2 · Nozzle 1' }));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ fuelType: 'petrol', nozzleIds: [id(103)] })));
  });
});

describe('tank form: editing', () => {
  it('shows the station and fuel read-only, keeps its own nozzles ticked and sends no station or fuel', async () => {
    const onSubmit = renderForm({ mode: 'edit', tankId: tank1.id, defaultValues: tankFormValues(tank1) });
    expect((screen.getByLabelText('Station') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Fuel type') as HTMLInputElement).value).toBe('Diesel');
    expect(screen.queryByLabelText('Station *')).toBeNull();
    const own = await screen.findByRole('checkbox', { name: 'Pump 1 · Nozzle 1' });
    expect((own as HTMLInputElement).checked).toBe(true);
    // Its own tank is not "another" one.
    expect(own.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pump 1 · Nozzle 2' }));
    changeValue(screen.getByLabelText('Tank name *'), 'Diesel tank A');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Diesel tank A', capacity: 20000, minimumLevel: null, nozzleIds: [id(101), id(102)] }));
  });

  it("shows the server's refusals where they belong: a name taken on the name, a nozzle of another fuel on the checklist", async () => {
    const taken = errorText('tank.nameTaken');
    const wrongFuel = errorText('tank.nozzleFuel', { nozzle: 'Pump 2 · Nozzle 1', nozzleFuel: 'petrol', fuel: 'diesel' });
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ status: 409, code: 'CONFLICT', ...taken }))
      .mockRejectedValueOnce(new ApiError({ status: 422, code: 'UNPROCESSABLE', ...wrongFuel }));
    renderForm({ mode: 'edit', tankId: tank1.id, defaultValues: tankFormValues(tank1), onSubmit });
    submit();
    const nameError = await screen.findByText(taken.message);
    expect(nameError.id).toBe('tank-name-error');
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Failed to save tank', expect.objectContaining({ description: taken.message })));

    submit();
    const nozzleError = await within(checklist()).findByText(wrongFuel.message);
    expect(nozzleError.getAttribute('role')).toBe('alert');
  });
});
