import { DIP_MSG, type TDip } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSession } from '@/lib/session-store';
import { changeValue } from '@/test/change-value';
import { DipForm } from './dip-form';

const toastSuccess = vi.fn();
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: (...a: unknown[]) => toastSuccess(...a), info: vi.fn(), warning: vi.fn() }) }));

const id = (n: number) => `0190a8c2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const TANK = id(1);
const user = { id: id(900), email: 'o@example.com', name: 'Asha', role: 'owner' as const, tenantId: id(901), tenantName: 'Rao Fuels', locale: null };

const dip: TDip = {
  id: id(10),
  tankId: TANK,
  stationId: id(2),
  kind: 'closing',
  dipCm: 100.5,
  waterDipCm: 2,
  litres: 9628.72,
  waterLitres: 195,
  bookStock: 9805,
  difference: -176.28,
  chartId: id(3),
  notes: 'Evening',
  recordedAt: '2025-01-05T13:00:00.000Z',
  recordedBy: 'Asha',
};

type TCall = { method: string; path: string; body: unknown };
let calls: TCall[];

beforeEach(() => {
  calls = [];
  toastSuccess.mockClear();
  setSession({ token: 't', user });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://x');
      const method = init?.method ?? 'GET';
      calls.push({ method, path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (method === 'POST') return new Response(JSON.stringify({ success: true, data: dip }), { status: 201 });
      return new Response(JSON.stringify({ success: true, data: { items: [], page: 1, limit: 10, total: 0 } }));
    }),
  );
});

afterEach(() => {
  cleanup();
  act(() => clearSession());
  vi.unstubAllGlobals();
});

function renderForm(disabled = false) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DipForm tankId={TANK} disabled={disabled} />
    </QueryClientProvider>,
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Record dip' }));
const posts = () => calls.filter((c) => c.method === 'POST');

describe('dip form', () => {
  it('asks for the kind and the dip before sending anything', async () => {
    renderForm();
    submit();
    expect(await screen.findByText(DIP_MSG.kindRequired)).toBeTruthy();
    expect(screen.getByText(DIP_MSG.dipRequired)).toBeTruthy();
    expect(screen.getByLabelText('Dip (cm) *').getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);
  });

  it('refuses a dip past millimetres and a water dip above the dip, with the shared texts', async () => {
    renderForm();
    fireEvent.click(screen.getByLabelText('Check'));
    changeValue(screen.getByLabelText('Dip (cm) *'), '100.55');
    changeValue(screen.getByLabelText('Water dip (cm)'), '120');
    submit();
    expect(await screen.findByText(DIP_MSG.dipInvalid)).toBeTruthy();
    changeValue(screen.getByLabelText('Dip (cm) *'), '100.5');
    submit();
    expect(await screen.findByText(DIP_MSG.waterInvalid)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(DIP_MSG.dipInvalid)).toBeNull());
    expect(posts()).toEqual([]);
  });

  it('posts the dip as numbers and shows its litres, book stock and a negative difference in red', async () => {
    renderForm();
    fireEvent.click(screen.getByLabelText('Closing'));
    changeValue(screen.getByLabelText('Dip (cm) *'), ' 100.5 ');
    changeValue(screen.getByLabelText('Water dip (cm)'), '2');
    changeValue(screen.getByLabelText('Notes'), 'Evening');
    submit();
    const result = await screen.findByTestId('dip-result');
    expect(posts()).toEqual([{ method: 'POST', path: `/api/v1/tanks/${TANK}/dips`, body: { kind: 'closing', dipCm: 100.5, waterDipCm: 2, notes: 'Evening' } }]);
    expect(within(result).getByText('Closing dip: 100.5 cm')).toBeTruthy();
    expect(within(result).getByText('9,628.720 L')).toBeTruthy();
    expect(within(result).getByText('9,805.000 L')).toBeTruthy();
    const difference = within(result).getByText('-176.280 L');
    expect(difference.className).toContain('text-red-700');
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(DIP_MSG.recorded, expect.anything()));
    // The form is cleared for the next dip.
    expect((screen.getByLabelText('Dip (cm) *') as HTMLInputElement).value).toBe('');
  });

  it('leaves the water dip and notes out when blank, and a positive difference uncoloured', async () => {
    dip.difference = 12.5;
    renderForm();
    fireEvent.click(screen.getByLabelText('Opening'));
    changeValue(screen.getByLabelText('Dip (cm) *'), '99');
    submit();
    const result = await screen.findByTestId('dip-result');
    expect(posts()[0]?.body).toEqual({ kind: 'opening', dipCm: 99 });
    expect(within(result).getByText('+12.500 L').className).not.toContain('text-red');
    dip.difference = -176.28;
  });

  it('is held back while the tank has no chart', () => {
    renderForm(true);
    // Inside a disabled fieldset (the property reflects the control's own attribute only).
    expect(screen.getByRole('button', { name: 'Record dip' }).matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Dip (cm) *').matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Closing').matches(':disabled')).toBe(true);
  });
});
