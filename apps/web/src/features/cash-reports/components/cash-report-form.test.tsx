import type { TSessionUser, TStation } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSession } from '@/lib/session-store';
import { changeValue } from '@/test/change-value';
import { CashReportForm } from './cash-report-form';

const { toasts } = vi.hoisted(() => ({ toasts: [] as Array<[string, string, unknown]> }));
vi.mock('sonner', () => {
  const record = (kind: string) => (title: unknown, opts?: { description?: unknown }) => toasts.push([kind, String(title), opts?.description]);
  return { toast: Object.assign(vi.fn(), { error: record('error'), success: record('success'), info: record('info'), warning: record('warning') }) };
});

const id = (n: number) => `0190a8c2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const owner: TSessionUser = { id: id(900), email: 'o@example.com', name: 'Asha Rao', role: 'owner', tenantId: id(901), tenantName: 'Rao Fuels', locale: null };
const stations = [
  { id: id(1), name: 'Ring Road' },
  { id: id(2), name: 'Lake View' },
] as TStation[];
const creditors = [{ id: id(11), partyName: 'Kaveri Transport', stationId: null, status: 'active' }];

let posts: unknown[] = [];
const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }));

beforeEach(() => {
  posts = [];
  toasts.length = 0;
  setSession({ token: 't', user: owner });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ success: true, data: { totalAmount: 10, outcome: 'created', message: 'Cash Report submitted' } }), { status: 201 });
      }
      if (url.pathname.endsWith('/creditors')) return ok({ items: creditors, page: 1, limit: 100, total: creditors.length });
      return ok({ items: [], page: 1, limit: 100, total: 0 });
    }),
  );
});

afterEach(() => {
  cleanup();
  act(() => clearSession());
  vi.unstubAllGlobals();
});

function renderForm(stationId?: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CashReportForm role="owner" stations={stations} stationId={stationId} onDone={() => {}} onCancel={() => {}} />
    </QueryClientProvider>,
  );
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Cash Report' }));

describe("the owner-area cash report form's client checks (document 3, section 5)", () => {
  it('an empty form: the first variant’s words for what is not chosen', async () => {
    renderForm();
    submit();
    expect(await screen.findByText('Please select a station')).toBeTruthy();
    expect(screen.getByText('Please enter at least one payment amount greater than zero')).toBeTruthy();
    expect(screen.getByText('Shift is required')).toBeTruthy();
    expect(screen.queryByText('Station ID is required')).toBeNull();
    expect(posts).toEqual([]);
  });

  it('an amount that is not a valid number: each says so in its own words', async () => {
    renderForm(id(1));
    changeValue(screen.getByLabelText('Cash (₹)'), '-5');
    changeValue(screen.getByLabelText('Card (₹)'), '-1');
    changeValue(screen.getByLabelText('UPI (₹)'), '-2');
    changeValue(screen.getByLabelText('Credit (₹)'), '-3');
    submit();
    expect(await screen.findByText('Valid cash amount is required')).toBeTruthy();
    expect(screen.getByText('Card amount must be a valid number')).toBeTruthy();
    expect(screen.getByText('UPI amount must be a valid number')).toBeTruthy();
    expect(screen.getByText('Credit amount must be a valid number')).toBeTruthy();
    expect(screen.queryByText('Please enter a valid amount')).toBeNull();
    expect(posts).toEqual([]);
  });

  it('a credit amount without its creditor: on the field, and the Missing Creditor toast', async () => {
    renderForm(id(1));
    fireEvent.click(screen.getByText('Morning', { exact: true }));
    changeValue(screen.getByLabelText('Cash (₹)'), '100');
    changeValue(screen.getByLabelText('Credit (₹)'), '300');
    submit();
    expect(await screen.findByText('Creditor must be selected when credit amount is provided')).toBeTruthy();
    await waitFor(() => expect(toasts).toContainEqual(['error', 'Missing Creditor', 'Creditor must be selected when credit amount is provided']));
    expect(posts).toEqual([]);
  });

  it("a station the address gave that is none of the caller's: 'Station ID is required', nothing sent", async () => {
    renderForm(id(99));
    fireEvent.click(screen.getByText('Morning', { exact: true }));
    changeValue(screen.getByLabelText('Cash (₹)'), '100');
    submit();
    expect(await screen.findByText('Station ID is required')).toBeTruthy();
    expect(posts).toEqual([]);
    // A station of the list: sent.
    changeValue(screen.getByLabelText('Station *'), id(2));
    submit();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ stationId: id(2), cashAmount: 100, shift: 'morning' });
  });
});
