import { DIP_MSG, RECEIPT_MSG, type TReceipt } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSession } from '@/lib/session-store';
import { changeValue } from '@/test/change-value';
import { ReceiptForm } from './receipt-form';
import { ReceiptResult } from './receipt-result';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }) }));

const id = (n: number) => `0190a8c2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const TANK = id(1);
const user = { id: id(900), email: 'o@example.com', name: 'Asha', role: 'owner' as const, tenantId: id(901), tenantName: 'Rao Fuels', locale: null };

const receipt = (over: Partial<TReceipt> = {}): TReceipt => ({
  id: id(20),
  tankId: TANK,
  stationId: id(2),
  invoiceNumber: 'INV-2041',
  invoiceLitres: 12000,
  invoiceDensity15: 750,
  observedDensity: 735,
  observedTempC: 32,
  density15: 750.4,
  densityDifference: 0.4,
  densityOk: true,
  dipBeforeCm: 60,
  dipAfterCm: 180,
  litresBefore: 5800,
  litresAfter: 17700,
  litresSoldDuring: 40,
  receivedLitres: 11940,
  shortLitres: 60,
  notes: null,
  recordedAt: '2025-01-05T13:00:00.000Z',
  recordedBy: 'Asha',
  ...over,
});

afterEach(cleanup);

describe('receipt result', () => {
  it('a density within ±3.0 kg/m³: the within badge, ρ15, received and short', () => {
    render(<ReceiptResult receipt={receipt()} />);
    const result = screen.getByTestId('receipt-result');
    expect(within(result).getByText('Within ±3.0 kg/m³')).toBeTruthy();
    expect(within(result).queryByText(/Beyond/)).toBeNull();
    expect(within(result).getByText('750.4 kg/m³')).toBeTruthy();
    expect(within(result).getByText('+0.4 kg/m³')).toBeTruthy();
    expect(within(result).getByText('11,940.000 L')).toBeTruthy();
    const short = within(result).getByText('Short').nextElementSibling!;
    expect(short.textContent).toBe('60.000 L');
    expect(short.className).toContain('text-red-700');
  });

  it('a density beyond the limit: the supplier badge; more received than invoiced is an excess', () => {
    render(<ReceiptResult receipt={receipt({ density15: 746.2, densityDifference: -3.8, densityOk: false, receivedLitres: 12025.5, shortLitres: -25.5 })} />);
    const result = screen.getByTestId('receipt-result');
    expect(within(result).getByText('Beyond ±3.0 kg/m³ — raise with the supplier')).toBeTruthy();
    expect(within(result).queryByText(/Within/)).toBeNull();
    expect(within(result).getByText('-3.8 kg/m³')).toBeTruthy();
    const excess = within(result).getByText('Excess').nextElementSibling!;
    expect(excess.textContent).toBe('25.500 L');
    expect(excess.className).not.toContain('text-red');
    expect(within(result).queryByText('Short')).toBeNull();
  });
});

describe('receipt form', () => {
  let posted: unknown[];
  beforeEach(() => {
    posted = [];
    setSession({ token: 't', user });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          return new Response(JSON.stringify({ success: true, data: receipt() }), { status: 201 });
        }
        return new Response(JSON.stringify({ success: true, data: { items: [], page: 1, limit: 10, total: 0 } }));
      }),
    );
  });
  afterEach(() => {
    act(() => clearSession());
    vi.unstubAllGlobals();
  });

  const renderForm = () =>
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ReceiptForm tankId={TANK} disabled={false} />
      </QueryClientProvider>,
    );

  const fill = (dipBefore: string, dipAfter: string) => {
    changeValue(screen.getByLabelText('Invoice (challan) number *'), 'INV-2041');
    changeValue(screen.getByLabelText('Invoice litres *'), '12000');
    changeValue(screen.getByLabelText('Density at 15 °C (kg/m³) *'), '750.0');
    changeValue(screen.getByLabelText('Observed density (kg/m³) *'), '735.0');
    changeValue(screen.getByLabelText('Temperature (°C) *'), '32.0');
    changeValue(screen.getByLabelText('Dip before (cm) *'), dipBefore);
    changeValue(screen.getByLabelText('Dip after (cm) *'), dipAfter);
  };

  it('refuses blank fields with the shared texts (a blank temperature or dip is not 0), then a dip after below the dip before', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Record receipt' }));
    expect(await screen.findByText(RECEIPT_MSG.invoiceRequired)).toBeTruthy();
    expect(screen.getByText(RECEIPT_MSG.invoiceLitres)).toBeTruthy();
    expect(screen.getAllByText(RECEIPT_MSG.density)).toHaveLength(2);
    expect(screen.getByText(RECEIPT_MSG.temperature)).toBeTruthy();
    expect(screen.getAllByText(DIP_MSG.dipInvalid)).toHaveLength(2);
    fill('120', '60');
    fireEvent.click(screen.getByRole('button', { name: 'Record receipt' }));
    expect(await screen.findByText(RECEIPT_MSG.dipOrder)).toBeTruthy();
    expect(screen.queryByText(RECEIPT_MSG.invoiceRequired)).toBeNull();
    expect(posted).toEqual([]);
  });

  it('posts the receipt as numbers (none sold during: 0) and shows the answer', async () => {
    renderForm();
    fill('60', '180');
    fireEvent.click(screen.getByRole('button', { name: 'Record receipt' }));
    const result = await screen.findByTestId('receipt-result');
    expect(posted).toEqual([
      { invoiceNumber: 'INV-2041', invoiceLitres: 12000, invoiceDensity15: 750, observedDensity: 735, observedTempC: 32, dipBeforeCm: 60, dipAfterCm: 180, litresSoldDuring: 0 },
    ]);
    expect(within(result).getByText('Within ±3.0 kg/m³')).toBeTruthy();
  });
});
