import { ALERT_MSG, type TAlert, type TSessionUser } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSession } from '@/lib/session-store';
import { useAlerts } from '../api/get-alerts';
import { useUnreadCount } from '../api/get-unread-count';
import { AcknowledgeButton } from './acknowledge-button';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }) }));

const id = (n: number) => `0190a8c2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const owner: TSessionUser = { id: id(900), email: 'o@example.com', name: 'Asha', role: 'owner', tenantId: id(901), tenantName: 'Rao Fuels', locale: null };
const low: TAlert = {
  id: id(1),
  type: 'low_stock',
  title: 'Low stock: Petrol',
  message: 'Petrol at Ring Road is at 20% of capacity',
  titleText: null,
  messageText: null,
  priority: 'high',
  stationId: id(2),
  stationName: 'Ring Road',
  acknowledged: false,
  dismissed: false,
  active: true,
  createdAt: '2026-03-05T10:00:00Z',
  acknowledgedAt: null,
  dismissedAt: null,
  resolvedAt: null,
};

let acknowledged = false;
const json = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  acknowledged = false;
  vi.mocked(toast.success).mockClear();
  setSession({ token: 't', user: owner });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '');
      if (init?.method === 'PUT') {
        acknowledged = true;
        return json({ ...low, acknowledged: true });
      }
      if (path === '/alerts/unread-count') {
        // The badge answers late: the list has re-rendered (the button gone) before every refetch is done.
        await new Promise((r) => setTimeout(r, 150));
        return json({ count: acknowledged ? 0 : 1 });
      }
      const items = [{ ...low, acknowledged }];
      return json({ items, page: 1, limit: 10, total: 1 });
    }),
  );
});

afterEach(() => {
  cleanup();
  act(() => clearSession());
  vi.unstubAllGlobals();
});

/** A list as the alerts page and the dashboard draw it: the button only while the alert is unread. */
function List() {
  const alerts = useAlerts('owner', { active: true });
  return (
    <ul>
      {alerts.data?.items.map((a) => (
        <li key={a.id}>{a.acknowledged ? 'Acknowledged' : <AcknowledgeButton alert={a} />}</li>
      ))}
    </ul>
  );
}

/** The header's badge, on screen at the same time: its query is refetched with the list. */
function Badge() {
  return <p>{useUnreadCount().data?.count ?? '…'} unread</p>;
}

describe('AcknowledgeButton', () => {
  it("says 'Alert has been marked as acknowledged.' even when the list's refetch removes the button first", async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Badge />
        <List />
      </QueryClientProvider>,
    );
    await screen.findByText('1 unread');
    fireEvent.click(await screen.findByRole('button', { name: `Acknowledge: ${low.title}` }));
    await screen.findByText('Acknowledged');
    await screen.findByText('0 unread');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ALERT_MSG.acknowledged, expect.anything()));
  });
});
