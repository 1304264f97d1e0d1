import type { TSessionUser } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSession } from '@/lib/session-store';
import { ReadingForm } from './reading-form';
import { changeValue } from '@/test/change-value';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }) }));

const id = (n: number) => `0190a8c2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const owner: TSessionUser = { id: id(900), email: 'o@example.com', name: 'Asha', role: 'owner', tenantId: id(901), tenantName: 'Rao Fuels', locale: null };
const page = <T,>(items: T[]) => ({ items, page: 1, limit: 100, total: items.length });
const station = (n: number) => ({ id: id(n), name: `Station ${n}`, status: 'active' });
const pump = (n: number, stationId: string) => ({ id: id(n), name: `Pump ${n}`, stationId, status: 'active' });
const nozzle = (n: number, pumpId: string) => ({
  id: id(n),
  pumpId,
  stationId: id(1),
  nozzleNumber: n % 10,
  name: `N${n}`,
  fuelType: 'petrol',
  status: 'active',
  lastReadingAt: '2025-01-05T10:00:00Z',
});
const PREVIOUS = 1000;
const CREDITOR = { id: id(500), partyName: 'Kaveri Logistics', stationName: 'Station 1', balance: 1500, creditLimit: 2000, availableCredit: 500, status: 'active' };
const LIMIT_MESSAGE = 'Credit limit exceeded for Kaveri Logistics: the balance is ₹1,500.00 of a ₹2,000.00 limit, and this sale of ₹512.50 would take it to ₹2,012.50.';
let posts: unknown[] = [];

function answer(url: URL): unknown {
  const p = url.pathname.replace('/api/v1', '');
  if (p === '/stations') return page([station(1), station(2)]);
  if (p === '/pumps') {
    const s = url.searchParams.get('stationId');
    return page(s === id(1) ? [pump(11, id(1)), pump(12, id(1))] : [pump(21, id(2))]);
  }
  if (p === '/nozzles') return page([nozzle(Number(url.searchParams.get('pumpId')?.slice(-3)) * 10 + 1, url.searchParams.get('pumpId') ?? '')]);
  if (p.startsWith('/nozzle-readings/can-create/')) return { canCreate: true, reason: null, previousReading: PREVIOUS, pricePerLitre: 102.5 };
  if (p === '/creditors') return page([CREDITOR]);
  return null;
}

beforeEach(() => {
  posts = [];
  setSession({ token: 't', user: owner });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { creditorId?: string; creditOverrideReason?: string };
        posts.push(body);
        // The server's limit: a credit sale to the creditor needs an override's reason.
        if (body.creditorId && !body.creditOverrideReason) {
          return new Response(JSON.stringify({ success: false, code: 'CREDIT_LIMIT', message: LIMIT_MESSAGE }), { status: 422 });
        }
        return new Response(JSON.stringify({ success: true, data: { id: id(77), volume: 5, nozzleNumber: 1 } }), { status: 201 });
      }
      return new Response(JSON.stringify({ success: true, data: answer(url) }));
    }),
  );
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ReadingForm afterSuccess="reset" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
async function choose(label: string, value: string) {
  await waitFor(() => expect(select(label).querySelector(`option[value="${value}"]`)).toBeTruthy());
  changeValue(select(label), value);
}
async function chooseNozzle() {
  await choose('Station *', id(1));
  await choose('Pump *', id(11));
  await choose('Nozzle *', id(111));
  await screen.findByText('₹102.50');
}
const submit = () => screen.getByRole('button', { name: 'Record Reading' });

describe('reading form', () => {
  it('clears pump and nozzle when the station changes, and the nozzle when the pump changes', async () => {
    renderForm();
    await chooseNozzle();
    await choose('Pump *', id(12));
    expect(select('Nozzle *').value).toBe('');
    await choose('Nozzle *', id(121));
    await choose('Station *', id(2));
    expect(select('Pump *').value).toBe('');
    expect(select('Nozzle *').value).toBe('');
  });

  it('keeps submit disabled until station, pump, nozzle and reading are chosen', async () => {
    renderForm();
    expect(screen.getByText('Please fill in all required fields')).toBeTruthy();
    await chooseNozzle();
    expect(submit()).toHaveProperty('disabled', true);
    changeValue(screen.getByLabelText('Current reading (litres) *'), '1005');
    expect(submit()).toHaveProperty('disabled', false);
  });

  it('says what the value would sell before it is sent, priced only for a reading recorded now', async () => {
    renderForm();
    await chooseNozzle();
    changeValue(screen.getByLabelText('Current reading (litres) *'), '1010.5');
    const line = () => screen.queryByText(/^Sale since the last reading/, { selector: 'p' })?.textContent;
    await waitFor(() => expect(line()).toBe('Sale since the last reading: 10.500 L · ₹1,076.25'));
    // Backdated: the server prices it at its own time, so no amount is guessed.
    const day = screen.getByLabelText('Recorded at (optional)');
    changeValue(day, '01/11/2026');
    fireEvent.blur(day);
    await waitFor(() => expect(line()).toBe('Sale since the last reading: 10.500 L'));
    changeValue(screen.getByLabelText('Current reading (litres) *'), '999');
    await waitFor(() => expect(line()).toBeUndefined());
  });

  it('refuses a reading below the previous one without calling the server', async () => {
    renderForm();
    await chooseNozzle();
    changeValue(screen.getByLabelText('Current reading (litres) *'), '999.5');
    fireEvent.click(submit());
    expect(await screen.findByText('Current reading (999.5 L) cannot be less than previous reading (1000 L)')).toBeTruthy();
    expect(posts).toEqual([]);
    // Put right, the message goes before the next submit.
    changeValue(screen.getByLabelText('Current reading (litres) *'), '1000.5');
    await waitFor(() => expect(screen.queryByText(/cannot be less than previous reading/)).toBeNull());
  });

  it('asks before recording a rise over 10000 L, and records a rise of exactly 10000 L at once', async () => {
    renderForm();
    await chooseNozzle();
    changeValue(screen.getByLabelText('Current reading (litres) *'), String(PREVIOUS + 10_000.01));
    fireEvent.click(submit());
    expect(await screen.findByText(/raises the meter by 10,000.01 L, which is unusually high/)).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    changeValue(screen.getByLabelText('Current reading (litres) *'), String(PREVIOUS + 10_000));
    fireEvent.click(submit());
    await waitFor(() => expect(posts).toEqual([{ nozzleId: id(111), reading: 11_000, paymentMethod: 'cash' }]));
  });
});

describe('a credit sale in the reading form', () => {
  it('asks for a creditor, shows its balance, and on the server\'s CREDIT_LIMIT takes an override reason for a second try', async () => {
    renderForm();
    await chooseNozzle();
    changeValue(screen.getByLabelText('Current reading (litres) *'), '1005');
    expect(screen.queryByLabelText('Creditor *')).toBeNull();
    changeValue(select('Payment method'), 'credit');
    await screen.findByLabelText('Creditor *');
    fireEvent.click(submit());
    expect(await screen.findByText('Please select a creditor for credit sales')).toBeTruthy();
    expect(posts).toEqual([]);

    await choose('Creditor *', id(500));
    expect(screen.getByText('Balance ₹1,500.00 of a ₹2,000.00 limit · ₹500.00 available')).toBeTruthy();
    fireEvent.click(submit());
    expect(await screen.findByText(LIMIT_MESSAGE)).toBeTruthy();
    expect(posts).toEqual([{ nozzleId: id(111), reading: 1005, paymentMethod: 'credit', creditorId: id(500) }]);

    const again = screen.getByRole('button', { name: 'Record past the limit' });
    fireEvent.click(again);
    expect(await screen.findByText('Please give a reason to exceed the credit limit')).toBeTruthy();
    expect(posts).toHaveLength(1);
    changeValue(screen.getByLabelText('Reason to exceed the credit limit'), 'Owner approved');
    fireEvent.click(again);
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]).toEqual({ nozzleId: id(111), reading: 1005, paymentMethod: 'credit', creditorId: id(500), creditOverrideReason: 'Owner approved' });
  });

  it('sends no creditor with a cash sale, even after one was chosen under credit', async () => {
    renderForm();
    await chooseNozzle();
    changeValue(screen.getByLabelText('Current reading (litres) *'), '1001');
    changeValue(select('Payment method'), 'credit');
    await choose('Creditor *', id(500));
    changeValue(select('Payment method'), 'upi');
    fireEvent.click(submit());
    await waitFor(() => expect(posts).toEqual([{ nozzleId: id(111), reading: 1001, paymentMethod: 'upi' }]));
  });
});
