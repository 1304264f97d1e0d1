import type { TSessionUser } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSession } from '@/lib/session-store';
import ReadingDetailPage from './reading-detail-page';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }), Toaster: () => null }));

const id = '0190a8c2-0000-7000-8000-000000000077';
const owner: TSessionUser = { id: '0190a8c2-0000-7000-8000-000000000001', email: 'o@example.com', name: 'Asha', role: 'owner', tenantId: '0190a8c2-0000-7000-8000-000000000002', tenantName: 'Rao Fuels', locale: null };

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/readings/:readingId" element={<ReadingDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => setSession({ token: 't', user: owner }));
afterEach(() => {
  cleanup();
  act(() => clearSession());
  vi.unstubAllGlobals();
});

describe('Reading Details for a reading that is not there', () => {
  it("says 'Reading with ID {id} not found' with Back to Readings", async () => {
    answer(404, { success: false, code: 'NOT_FOUND', key: 'reading.notFound', params: {}, message: 'Reading not found' });
    renderAt(`/dashboard/readings/${id}`);
    expect(await screen.findByText(`Reading with ID ${id} not found`)).toBeTruthy();
    expect(screen.getByText('Error loading reading details')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Readings' }).getAttribute('href')).toBe('/dashboard/readings');
  });

  it('keeps the message of another failure', async () => {
    answer(409, { success: false, code: 'CONFLICT', key: 'db.busy', params: {}, message: 'Another change to the same records is in progress. Please try again.' });
    renderAt(`/dashboard/readings/${id}`);
    expect(await screen.findByText('Another change to the same records is in progress. Please try again.')).toBeTruthy();
    expect(screen.queryByText(`Reading with ID ${id} not found`)).toBeNull();
  });
});
