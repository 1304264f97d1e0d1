import 'fake-indexeddb/auto';
import { todayInZone, type TSessionUser, type TStation } from '@forecourt/shared';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueStore } from '@/lib/offline/queue-store';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSession } from '@/lib/session-store';
import { AttendantCashReportForm } from './attendant-cash-report-form';
import { changeValue } from '@/test/change-value';

const { toasts } = vi.hoisted(() => ({ toasts: [] as Array<[string, string, unknown]> }));
vi.mock('sonner', () => {
  const record = (kind: string) => (title: unknown, opts?: { description?: unknown }) => toasts.push([kind, String(title), opts?.description]);
  return { toast: Object.assign(vi.fn(), { error: record('error'), success: record('success'), info: record('info'), warning: record('warning') }) };
});

const id = (n: number) => `0190a8c2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const attendant: TSessionUser = { id: id(900), email: 'a@example.com', name: 'Amit Kumar', role: 'attendant', tenantId: id(901), tenantName: 'Rao Fuels', locale: null };
const stations = [
  { id: id(1), name: 'Ring Road' },
  { id: id(2), name: 'Lake View' },
] as TStation[];
const creditors = [
  { id: id(11), partyName: 'Kaveri Transport', stationId: null, status: 'active' },
  { id: id(12), partyName: 'Ring Road Cabs', stationId: id(1), status: 'active' },
  { id: id(13), partyName: 'Lake View Logistics', stationId: id(2), status: 'active' },
];

let posts: Array<Record<string, unknown>> = [];
let creditorsStatus = 200;

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }));

beforeEach(() => {
  posts = [];
  toasts.length = 0;
  creditorsStatus = 200;
  setSession({ token: 't', user: attendant });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posts.push(body);
        return new Response(
          JSON.stringify({ success: true, data: { ...body, totalAmount: 1750.5, outcome: 'created', message: 'Cash Report submitted' } }),
          { status: 201 },
        );
      }
      if (url.pathname.endsWith('/attendant/creditors')) {
        if (creditorsStatus !== 200) return new Response(JSON.stringify({ success: false, code: 'INTERNAL', message: 'boom' }), { status: creditorsStatus });
        return ok({ items: creditors, page: 1, limit: 100, total: creditors.length });
      }
      if (url.pathname.endsWith('/nozzle-readings')) {
        return ok({ items: [], page: 1, limit: 1, total: 0, summary: { totalReadings: 3, todayReadings: 3, weekReadings: 3, totalRevenue: 1500, totalVolume: 14.6 } });
      }
      return ok({ items: [], page: 1, limit: 100, total: 0 });
    }),
  );
});

afterEach(async () => {
  cleanup();
  act(() => clearSession());
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
  for (const entry of await queueStore.list()) await queueStore.remove(entry.id);
});

function renderForm(onDone = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AttendantCashReportForm stations={stations} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

const keypad = () => within(screen.getByRole('group', { name: /^Keypad for/ }));
const press = (...keys: string[]) => keys.forEach((k) => fireEvent.click(keypad().getByRole('button', { name: k })));
const tab = (name: string) => {
  const trigger = screen.getByRole('tab', { name: new RegExp(`^${name}`) });
  // Radix tabs activate on mouse down.
  fireEvent.mouseDown(trigger, { button: 0 });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: /^Submit Cash Report/ }));

describe("the attendant's cash report", () => {
  it('edits each amount on the keypad and shows the totals and the difference against today’s sales', async () => {
    renderForm();
    press('1', '2', '00');
    tab('UPI');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Keypad for UPI amount' })).toBeTruthy());
    press('2', '5', '0', '.', '5');
    expect(screen.getByTestId('total-collected').textContent).toBe('₹1,450.50');
    // Today's sales of the station (₹1,500.00): short by ₹49.50, in red.
    await waitFor(() => expect(screen.getByTestId('difference').textContent).toBe('-₹49.50'));
    expect(screen.getByTestId('difference').dataset.tone).toBe('negative');
    tab('Cash');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Keypad for Cash amount' })).toBeTruthy());
    for (let i = 0; i < 3; i++) fireEvent.click(keypad().getByRole('button', { name: 'Backspace' }));
    press('3', '00');
    expect((screen.getByLabelText('Cash amount (₹)') as HTMLInputElement).value).toBe('1300');
    expect(screen.getByTestId('difference').textContent).toBe('+₹50.50');
    expect(screen.getByTestId('difference').dataset.tone).toBe('positive');
    // Credit counts in the submitted total only.
    tab('Credit');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Keypad for Credit amount' })).toBeTruthy());
    press('2', '00');
    expect(screen.getByTestId('total-collected').textContent).toBe('₹1,550.50');
    expect(screen.getByTestId('total-submitted').textContent).toBe('₹1,750.50');
  });

  it("refuses an empty report and a credit without creditor with the spec's titles and texts, sending nothing", async () => {
    renderForm();
    fireEvent.click(screen.getByLabelText('Morning'));
    submit();
    await waitFor(() => expect(toasts).toContainEqual(['error', 'Invalid Amount', 'Please enter at least one amount']));
    tab('Credit');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Keypad for Credit amount' })).toBeTruthy());
    press('5', '00');
    submit();
    await waitFor(() => expect(toasts).toContainEqual(['error', 'Creditor Required', 'Please select a creditor for credit amount']));
    expect(posts).toEqual([]);
  });

  it("offers the station's creditors and those of no station, and sends the report with a client id", async () => {
    const onDone = renderForm();
    fireEvent.click(screen.getByLabelText('Night'));
    press('1', '5', '00');
    tab('Credit');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Keypad for Credit amount' })).toBeTruthy());
    press('2', '5', '0', '.', '5');
    const select = (await screen.findByLabelText('Creditor *')) as HTMLSelectElement;
    await waitFor(() => expect(Array.from(select.options).map((o) => o.text)).toEqual(['Select creditor', 'Kaveri Transport', 'Ring Road Cabs']));
    changeValue(select, id(12));
    changeValue(screen.getByLabelText('Notes'), 'Pump 2 card machine down');
    submit();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      stationId: id(1),
      shift: 'night',
      cashAmount: 1500,
      cardAmount: 0,
      upiAmount: 0,
      creditAmount: 250.5,
      creditorId: id(12),
      notes: 'Pump 2 card machine down',
      // The business day it was made on (the tenant's zone): a resend is the same report.
      date: todayInZone('Asia/Kolkata'),
    });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(toasts).toContainEqual(['success', 'Cash Report submitted', 'Total reported: ₹1,750.50']);
  });

  it('switches to a typed creditor name when the creditor list cannot be loaded, and says so', async () => {
    // Before the creditors area is deployed the route answers 404: any failure but 400, 502 and 503 is announced.
    creditorsStatus = 404;
    renderForm();
    fireEvent.click(screen.getByLabelText('Morning'));
    tab('Credit');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Keypad for Credit amount' })).toBeTruthy());
    press('8', '00');
    const name = await screen.findByLabelText('Creditor name *', {}, { timeout: 5000 });
    await waitFor(() => expect(toasts).toContainEqual(['warning', 'Failed to fetch creditors. Using manual entry mode.', undefined]));
    submit();
    await waitFor(() => expect(screen.getByText('Please select a creditor for credit amount')).toBeTruthy());
    changeValue(name, 'Lakshmi Traders');
    submit();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ creditAmount: 800, creditorName: 'Lakshmi Traders' });
    expect(posts[0]).not.toHaveProperty('creditorId');
  });

  it('offline: keeps the report on the phone for the day it was made — nothing sent, said so, done', async () => {
    const onDone = renderForm();
    onlineManager.setOnline(false);
    fireEvent.click(screen.getByLabelText('Morning'));
    press('1', '2', '00');
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posts).toEqual([]);
    expect(toasts).toContainEqual(['success', 'Saved on this phone — waiting to sync', 'Morning shift: ₹1,200.00']);
    const [entry, ...more] = await queueStore.list();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'cash_report',
      status: 'waiting',
      stationId: id(1),
      userId: attendant.id,
      body: { stationId: id(1), shift: 'morning', cashAmount: 1200, date: todayInZone('Asia/Kolkata') },
    });
    expect(entry!.body.id).toBe(entry!.id);
  });
});
