import type { TDipChartSummary } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSession } from '@/lib/session-store';
import { DipChartUpload } from './dip-chart-upload';

const toastSuccess = vi.fn();
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: (...a: unknown[]) => toastSuccess(...a), info: vi.fn(), warning: vi.fn() }) }));

const id = (n: number) => `0190a8c2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const TANK = id(1);
const user = { id: id(900), email: 'o@example.com', name: 'Asha', role: 'owner' as const, tenantId: id(901), tenantName: 'Rao Fuels', locale: null };

const CSV = 'Dip_Value,Dip_Volume\r\n0,0\r\n99,9634.96\r\n100,x\r\n101,9886.66\r\n200,19500\r\n';
const FIX = 'Row 4 (100.0 cm): "x" could not be read; set to 9760.810 L between its neighbours.';
const summary: TDipChartSummary = { id: id(3), tankId: TANK, points: 5, maxDipCm: 200, maxLitres: 19500, fixes: [FIX], uploadedAt: '2025-01-05T13:00:00.000Z' };

type TCall = { method: string; path: string; contentType: string | null; body: unknown };
let calls: TCall[];
let answer: () => Response;

beforeEach(() => {
  calls = [];
  toastSuccess.mockClear();
  answer = () => new Response(JSON.stringify({ success: true, data: summary }));
  setSession({ token: 't', user });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', path: new URL(String(input), 'http://x').pathname, contentType: new Headers(init?.headers).get('content-type'), body: init?.body });
      return answer();
    }),
  );
});

afterEach(() => {
  cleanup();
  act(() => clearSession());
  vi.unstubAllGlobals();
});

function renderUpload() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DipChartUpload tankId={TANK} replacing={false} />
    </QueryClientProvider>,
  );
}

function choose(text: string) {
  const input = screen.getByLabelText('Chart file (CSV)');
  fireEvent.change(input, { target: { files: [new File([text], 'tank-1.csv', { type: 'text/csv' })] } });
}

describe('dip chart upload', () => {
  it("names both accepted shapes and asks for a file before sending", async () => {
    renderUpload();
    const hint = document.getElementById(screen.getByLabelText('Chart file (CSV)').getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toContain('Dip_Value,Dip_Volume');
    expect(hint.textContent).toContain('DipValue,t_0…t_9');
    fireEvent.click(screen.getByRole('button', { name: 'Upload chart' }));
    expect(await screen.findByText("Choose the chart's CSV file first.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("PUTs the file's text as it is under text/csv, then lists the server's fixes one a line", async () => {
    renderUpload();
    choose(CSV);
    fireEvent.click(screen.getByRole('button', { name: 'Upload chart' }));
    const fixes = await screen.findByRole('list', { name: 'Fixes made to the chart' });
    expect(calls).toEqual([{ method: 'PUT', path: `/api/v1/tanks/${TANK}/dip-chart`, contentType: 'text/csv', body: CSV }]);
    expect(within(fixes).getAllByRole('listitem').map((li) => li.textContent)).toEqual([FIX]);
    expect(screen.getByText('Chart uploaded: 1 cell fixed')).toBeTruthy();
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Dip chart uploaded', expect.objectContaining({ description: '5 points, up to 200.0 cm.' })));
  });

  it("shows the server's refusal", async () => {
    const message = 'Row 3: the dip 99.0 cm appears twice in the chart.';
    answer = () => new Response(JSON.stringify({ success: false, code: 'UNPROCESSABLE', key: 'dipChart.repeatedDip', message }), { status: 422 });
    renderUpload();
    choose('Dip_Value,Dip_Volume\n99,1\n99,2\n');
    fireEvent.click(screen.getByRole('button', { name: 'Upload chart' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Chart not uploaded')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Fixes made to the chart' })).toBeNull();
    expect(toastSuccess).not.toHaveBeenCalled();
  });
});
