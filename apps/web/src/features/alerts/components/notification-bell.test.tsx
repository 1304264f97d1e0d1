import type { TAlert, TSessionUser } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSession } from '@/lib/session-store';
import { NotificationBell } from './notification-bell';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }) }));

const id = (n: number) => `0190a8c2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const owner: TSessionUser = { id: id(900), email: 'o@example.com', name: 'Asha', role: 'owner', tenantId: id(901), tenantName: 'Rao Fuels', locale: null };
const alert = (n: number, over: Partial<TAlert> = {}): TAlert => ({
  id: id(n),
  type: 'low_stock',
  title: `Low stock ${n}`,
  message: 'Petrol at Ring Road is at 20% of capacity',
  titleText: null,
  messageText: null,
  priority: 'high',
  stationId: id(1),
  stationName: 'Ring Road',
  acknowledged: false,
  dismissed: false,
  active: true,
  createdAt: '2025-01-05T10:00:00Z',
  acknowledgedAt: null,
  dismissedAt: null,
  resolvedAt: null,
  ...over,
});

let count = 0;
let alerts: TAlert[] = [];
let writes: Array<{ method: string; path: string; body: unknown }> = [];

beforeEach(() => {
  writes = [];
  setSession({ token: 't', user: owner });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace('/api/v1', '');
      if (init?.method && init.method !== 'GET') {
        writes.push({ method: init.method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
        return new Response(JSON.stringify({ success: true, data: { acknowledged: 1 } }));
      }
      if (path === '/alerts/unread-count') return new Response(JSON.stringify({ success: true, data: { count } }));
      return new Response(JSON.stringify({ success: true, data: { items: alerts, page: 1, limit: 10, total: alerts.length } }));
    }),
  );
});

afterEach(() => {
  cleanup();
  act(() => clearSession());
  vi.unstubAllGlobals();
});

function renderBell() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const openMenu = () => fireEvent.keyDown(screen.getByRole('button', { name: /Notifications/ }), { key: 'Enter' });

describe('header notifications', () => {
  it("shows the unread count, and '9+' above 9", async () => {
    count = 3;
    alerts = [];
    renderBell();
    expect((await screen.findByTestId('unread-badge')).textContent).toBe('3');
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    cleanup();
    count = 12;
    renderBell();
    await waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toBe('9+'));
    // The name carries the badge's visible text (WCAG 2.5.3, axe label-content-name-mismatch).
    expect(screen.getByRole('button', { name: 'Notifications, 9+ unread' })).toBeTruthy();
  });

  it('shows no badge with nothing unread, and the empty state', async () => {
    count = 0;
    alerts = [];
    renderBell();
    openMenu();
    expect(await screen.findByText('No active alerts')).toBeTruthy();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it("ends with 'All notifications', which opens the role's feed page", async () => {
    count = 0;
    alerts = [];
    const Where = () => <p data-testid="where">{useLocation().pathname}</p>;
    for (const [user, path] of [
      [owner, '/dashboard/notifications'],
      [{ ...owner, id: id(902), role: 'attendant' as const }, '/attendant/notifications'],
    ] as const) {
      act(() => setSession({ token: 't', user }));
      render(
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={['/somewhere']}>
            <NotificationBell />
            <Where />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      openMenu();
      fireEvent.click(await screen.findByRole('menuitem', { name: 'All notifications' }));
      await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(path));
      cleanup();
    }
  });

  it('marks all unread alerts read in one call, and dismisses one', async () => {
    count = 2;
    alerts = [alert(1), alert(2), alert(3, { acknowledged: true })];
    renderBell();
    openMenu();
    await screen.findByText('Low stock 1');
    fireEvent.click(screen.getByRole('menuitem', { name: /Mark all read/ }));
    await waitFor(() => expect(writes).toContainEqual({ method: 'POST', path: '/alerts/bulk-acknowledge', body: { ids: [id(1), id(2)] } }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Dismiss: Low stock 3' }));
    await waitFor(() => expect(writes).toContainEqual({ method: 'PUT', path: `/alerts/${id(3)}/dismiss`, body: undefined }));
  });
});
