import { errorText, TANK_MSG, type TNozzle, type TSessionUser, type TTank } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSession } from '@/lib/session-store';
import { changeValue } from '@/test/change-value';
import TankListPage from './tank-list-page';

const toastError = vi.fn();
const toastSuccess = vi.fn();
vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { error: (...a: unknown[]) => toastError(...a), success: (...a: unknown[]) => toastSuccess(...a), info: vi.fn(), warning: vi.fn() }),
}));

const id = (n: number) => `0190a8c2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const RING = id(1);
const LAKE = id(2);
const owner: TSessionUser = { id: id(900), email: 'o@example.com', name: 'Asha', role: 'owner', tenantId: id(901), tenantName: 'Rao Fuels', locale: null };

const nozzle = (n: number, stationId: string, pumpName: string, name: string): TNozzle =>
  ({ id: id(100 + n), pumpId: id(50), pumpName, stationId, stationName: '', name, nozzleNumber: n, fuelType: 'diesel', status: 'active' }) as TNozzle;
const tank = (n: number, stationId: string, name: string, nozzleIds: string[], stock = 0): TTank =>
  ({ id: id(200 + n), stationId, stationName: stationId === RING ? 'Ring Road' : 'Lake View', name, fuelType: 'diesel', capacity: 20000, minimumLevel: null, stock, nozzleIds }) as TTank;

let nozzles: TNozzle[] = [];
let tanks: TTank[] = [];
let nozzlesFail = false;
let deleteAnswer: Response | null = null;
const calls: string[] = [];

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }));
const page = <T,>(items: T[]) => ok({ items, page: 1, limit: 100, total: items.length });

beforeEach(() => {
  calls.length = 0;
  nozzlesFail = false;
  deleteAnswer = null;
  toastError.mockClear();
  toastSuccess.mockClear();
  nozzles = [nozzle(1, RING, 'Pump 1', 'Nozzle 1'), nozzle(2, RING, 'Pump 1', 'Nozzle 2'), nozzle(3, RING, 'Pump 3', 'Nozzle 1'), nozzle(4, LAKE, 'Pump 1', 'Nozzle 1')];
  tanks = [tank(1, RING, 'Diesel tank 1', [id(101), id(102)]), tank(2, RING, 'Diesel tank 2', [id(103)], 500), tank(3, LAKE, 'Diesel tank', [])];
  setSession({ token: 't', user: owner });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://x');
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
      const station = url.searchParams.get('stationId');
      const here = <T extends { stationId: string }>(rows: T[]) => rows.filter((r) => !station || r.stationId === station);
      if (init?.method === 'DELETE') {
        const answer = deleteAnswer;
        deleteAnswer = null;
        return answer ?? ok(null);
      }
      if (url.pathname.endsWith('/stations')) return page([{ id: RING, name: 'Ring Road' }, { id: LAKE, name: 'Lake View' }]);
      if (url.pathname.endsWith('/nozzles')) {
        return nozzlesFail ? new Response(JSON.stringify({ success: false, code: 'INTERNAL', message: 'down' }), { status: 500 }) : page(here(nozzles));
      }
      if (url.pathname.endsWith('/tanks')) return page(here(tanks));
      return ok(null);
    }),
  );
});

afterEach(() => {
  cleanup();
  act(() => clearSession());
  vi.unstubAllGlobals();
});

function renderPage(path = '/dashboard/tanks') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <TankListPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const card = (name: string) => screen.getByRole('group', { name });
const fedBy = (name: string) => within(card(name)).queryByRole('list', { name: `Nozzles fed by ${name}` });
const names = (name: string) => within(fedBy(name)!).getAllByRole('listitem').map((li) => li.textContent);

describe('tank list', () => {
  it('names the nozzles each tank feeds as "Pump · Nozzle", from GET /nozzles', async () => {
    renderPage();
    await waitFor(() => expect(fedBy('Diesel tank 1')).toBeTruthy());
    expect(names('Diesel tank 1')).toEqual(['Pump 1 · Nozzle 1', 'Pump 1 · Nozzle 2']);
    expect(names('Diesel tank 2')).toEqual(['Pump 3 · Nozzle 1']);
    expect(within(card('Diesel tank')).getByText('No nozzles')).toBeTruthy();
    expect(within(card('Diesel tank 2')).getByText('500.000 L')).toBeTruthy();
    expect(within(card('Diesel tank 1')).getByText('Diesel · Ring Road')).toBeTruthy();
    expect(within(card('Diesel tank 1')).getByRole('link', { name: 'Edit Diesel tank 1' }).getAttribute('href')).toBe(`/dashboard/tanks/${id(201)}/edit`);
  });

  it('counts the nozzles it cannot name (not loaded, or the names failed)', async () => {
    nozzles = nozzles.filter((n) => n.id !== id(102));
    renderPage();
    await waitFor(() => expect(fedBy('Diesel tank 1')).toBeTruthy());
    expect(names('Diesel tank 1')).toEqual(['Pump 1 · Nozzle 1', '+1 nozzle']);
    cleanup();

    nozzlesFail = true;
    renderPage();
    await waitFor(() => expect(within(card('Diesel tank 1')).getByText('2 nozzles')).toBeTruthy());
    expect(fedBy('Diesel tank 1')).toBeNull();
  });

  it("filters by station: the tanks and the nozzles asked for are that station's", async () => {
    renderPage();
    await screen.findByRole('group', { name: 'Diesel tank' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Lake View' })).toBeTruthy());
    changeValue(screen.getByLabelText('Station'), RING);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Diesel tank' })).toBeNull());
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Diesel tank 1',
      'Diesel tank 2',
    ]);
    expect(calls).toContain(`GET /api/v1/tanks?stationId=${RING}&page=1&limit=20`);
    expect(calls).toContain(`GET /api/v1/nozzles?stationId=${RING}&page=1&limit=100`);
    expect(screen.getByRole('link', { name: 'Add Tank' }).getAttribute('href')).toBe(`/dashboard/tanks/new?stationId=${RING}`);
  });

  it('shows the empty state with Add Tank', async () => {
    tanks = [];
    renderPage();
    expect(await screen.findByText(TANK_MSG.noTanks)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Add Tank' })).toHaveLength(2);
  });

  it('deletes after confirmation; a tank with stock is refused with the server message as an error toast', async () => {
    const notEmpty = errorText('tank.notEmpty', { stock: '500.000' });
    deleteAnswer = new Response(JSON.stringify({ success: false, code: 'CONFLICT', ...notEmpty }), { status: 409 });
    renderPage();
    fireEvent.click(await within(await screen.findByRole('group', { name: 'Diesel tank 2' })).findByRole('button', { name: 'Delete Diesel tank 2' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Are you sure you want to delete Diesel tank 2 at Ring Road\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Tank not deleted', expect.objectContaining({ description: notEmpty.message })));
    expect(calls).toContain(`DELETE /api/v1/tanks/${id(202)}`);
    expect(toastSuccess).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Diesel tank 1' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(TANK_MSG.deleted, expect.anything()));
    expect(calls).toContain(`DELETE /api/v1/tanks/${id(201)}`);
  });
});
