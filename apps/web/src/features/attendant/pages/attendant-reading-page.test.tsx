import 'fake-indexeddb/auto';
import { ATTENDANT_MSG, READING_MSG, type TSessionUser } from '@forecourt/shared';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueStore } from '@/lib/offline/queue-store';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSession } from '@/lib/session-store';
import AttendantReadingPage from './attendant-reading-page';
import { changeValue } from '@/test/change-value';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), toast) }));

const id = (n: number) => `0190a8c2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const attendant: TSessionUser = { id: id(900), email: 'a@example.com', name: 'Amit Kumar', role: 'attendant', tenantId: id(901), tenantName: 'Sharma Fuels', locale: null };
const nozzle = (n: number, extra: Record<string, unknown> = {}) => ({
  id: id(n),
  pumpId: id(10),
  pumpName: 'Pump 1',
  stationId: id(1),
  stationName: 'MG Road',
  nozzleNumber: n,
  name: `Nozzle ${n}`,
  fuelType: 'petrol',
  status: 'active',
  openingReading: 0,
  currentReading: 1000.5,
  lastReadingAt: null,
  currentPrice: 102.47,
  createdAt: '2025-01-05T10:00:00Z',
  updatedAt: '2025-01-05T10:00:00Z',
  ...extra,
});
const page = <T,>(items: T[]) => ({ items, page: 1, limit: 100, total: items.length });
let posts: Array<Record<string, unknown>> = [];
let postAnswer: () => Response;

beforeEach(() => {
  posts = [];
  Object.values(toast).forEach((f) => f.mockClear());
  postAnswer = () =>
    new Response(JSON.stringify({ success: true, data: { id: id(77), volume: 12.25, nozzleNumber: 1 } }), { status: 201 });
  setSession({ token: 't', user: attendant });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace('/api/v1', '');
      if (init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return postAnswer();
      }
      const data =
        path === '/attendant/nozzles'
          ? page([nozzle(1), nozzle(2, { status: 'maintenance' }), nozzle(3, { currentPrice: null })])
          : path === '/attendant/readings'
            ? page([])
            : path === '/attendant/creditors'
              ? page([{ id: id(50), partyName: 'Verma Transport', status: 'active' }, { id: id(51), partyName: 'Closed Account', status: 'inactive' }])
              : null;
      return new Response(JSON.stringify({ success: true, data }));
    }),
  );
});

afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
  for (const entry of await queueStore.list()) await queueStore.remove(entry.id);
});

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/attendant/readings/new', element: <AttendantReadingPage /> },
      { path: '/attendant', element: <p>home</p> },
    ],
    { initialEntries: ['/attendant/readings/new'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function pickFirstNozzle() {
  fireEvent.click(await screen.findByRole('button', { name: /^Nozzle 1/ }));
  await screen.findByRole('group', { name: 'Keypad' });
}

describe('the attendant add-reading page', () => {
  it('offers only nozzles that can take a reading now, saying why the others cannot', async () => {
    renderPage();
    await screen.findByRole('button', { name: /^Nozzle 1/ });
    expect((screen.getByRole('button', { name: /^Nozzle 2/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: /^Nozzle 2/ }).textContent).toContain('Maintenance');
    expect((screen.getByRole('button', { name: /^Nozzle 3/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: /^Nozzle 3/ }).textContent).toContain('No price set');
    expect(screen.getByRole('button', { name: /^Nozzle 1/ }).textContent).toContain('PETROL');
  });

  it('records the keypad value with a client id, cash by default, then toasts the litres and goes home', async () => {
    const router = renderPage();
    await pickFirstNozzle();
    expect(screen.queryByRole('button', { name: 'Record Reading' })).toBeNull();
    for (const key of ['1', '0', '1', '2', 'Decimal point', '7', '5']) tap(key);
    expect(screen.getByText('1012.75')).toBeTruthy();
    tap('Record Reading');
    await waitFor(() => expect(router.state.location.pathname).toBe('/attendant'));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ nozzleId: id(1), reading: 1012.75, paymentMethod: 'cash' });
    expect(posts[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0]).not.toHaveProperty('creditorId');
    expect(toast.success).toHaveBeenCalledWith(READING_MSG.recordedTitle, expect.objectContaining({ description: READING_MSG.recorded('12.250', 1) }));
  });

  it("refuses an invalid typed value with the spec's texts and sends nothing", async () => {
    renderPage();
    await pickFirstNozzle();
    fireEvent.click(screen.getByRole('radio', { name: 'Type it' }));
    changeValue(screen.getByLabelText('Meter reading (litres)'), '-3');
    tap('Record Reading');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ATTENDANT_MSG.invalidTitle, expect.objectContaining({ description: ATTENDANT_MSG.invalidReading })));
    expect(posts).toHaveLength(0);
  });

  it('asks for a creditor on a credit sale, lists only active ones, and sends the chosen one', async () => {
    renderPage();
    await pickFirstNozzle();
    for (const key of ['1', '0', '0', '5']) tap(key);
    fireEvent.click(screen.getByLabelText('Credit'));
    tap('Record Reading');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Creditor Required', expect.objectContaining({ description: READING_MSG.creditorRequired })));
    expect(posts).toHaveLength(0);
    const creditor = (await screen.findByLabelText('Creditor')) as HTMLSelectElement;
    await waitFor(() => expect(creditor.querySelector(`option[value="${id(50)}"]`)).toBeTruthy());
    expect(creditor.querySelector(`option[value="${id(51)}"]`)).toBeNull();
    changeValue(creditor, id(50));
    tap('Record Reading');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ paymentMethod: 'credit', creditorId: id(50), reading: 1005 });
  });

  it("shows the server's refusal, keeps nothing on the phone, and sends the same body again with the same id (a replay, never a double)", async () => {
    const below = READING_MSG.belowPrevious('1010', '1000.5');
    postAnswer = () => new Response(JSON.stringify({ success: false, code: 'READING_BELOW_PREVIOUS', message: below }), { status: 422 });
    renderPage();
    await pickFirstNozzle();
    for (const key of ['1', '0', '1', '0']) tap(key);
    tap('Record Reading');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ATTENDANT_MSG.addFailed, expect.objectContaining({ description: below })));
    expect(posts).toHaveLength(1);
    tap('Record Reading');
    await waitFor(() => expect(posts).toHaveLength(2));
    // The same body, the same id and the same time: the server sees a replay.
    expect(posts[1]).toEqual(posts[0]);
    expect(screen.getByRole('alert').textContent).toContain(below);
    expect(await queueStore.list()).toEqual([]);
  });

  it('offline: keeps the reading on the phone — nothing sent, said so with the entry, back home', async () => {
    const router = renderPage();
    await pickFirstNozzle();
    onlineManager.setOnline(false);
    for (const key of ['1', '0', '2', '0']) tap(key);
    tap('Record Reading');
    await waitFor(() => expect(router.state.location.pathname).toBe('/attendant'));
    expect(posts).toHaveLength(0);
    expect(toast.success).toHaveBeenCalledWith('Saved on this phone — waiting to sync', expect.objectContaining({ description: 'Nozzle 1 (Pump 1): 1,020 L' }));
    const [entry, ...more] = await queueStore.list();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'reading',
      status: 'waiting',
      userId: attendant.id,
      tenantId: attendant.tenantId,
      stationId: id(1),
      body: { nozzleId: id(1), reading: 1020, paymentMethod: 'cash' },
    });
    // Dated when it was taken; the time goes with the body, so every later send is the same request.
    expect((entry!.body as { recordedAt: string }).recordedAt).toBe(entry!.takenAt);
    expect(entry!.body.id).toBe(entry!.id);
  });

  it('a server error (no verdict) keeps the reading on the phone with the very body it sent: a later send is a replay', async () => {
    postAnswer = () => new Response(JSON.stringify({ success: false, code: 'INTERNAL', message: 'Server error. Our team has been notified.' }), { status: 500 });
    const router = renderPage();
    await pickFirstNozzle();
    for (const key of ['1', '0', '3', '0']) tap(key);
    tap('Record Reading');
    await waitFor(() => expect(router.state.location.pathname).toBe('/attendant'), { timeout: 8000 });
    expect(toast.success).toHaveBeenCalledWith('Saved on this phone — waiting to sync', expect.anything());
    expect(toast.error).not.toHaveBeenCalled();
    // The client retried the POST itself (same id each time) before keeping it.
    expect(new Set(posts.map((p) => p.id)).size).toBe(1);
    const [entry] = await queueStore.list();
    expect(entry!.id).toBe(posts[0]!.id);
    expect(entry!.body).toEqual(posts[0]);
  }, 20_000);
});
