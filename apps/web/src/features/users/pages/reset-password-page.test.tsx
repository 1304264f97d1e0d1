import { USER_MSG, type TSessionUser, type TUser } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSession } from '@/lib/session-store';
import ResetPasswordPage from './reset-password-page';
import { changeValue } from '@/test/change-value';

const success = vi.fn();
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: (...a: unknown[]) => success(...a), info: vi.fn(), warning: vi.fn() }) }));

const manager: TSessionUser = {
  id: '0190a8c2-0000-7000-8000-000000000002',
  email: 'manager@example.com',
  name: 'Mohan Das',
  role: 'manager',
  tenantId: '0190a8c2-0000-7000-8000-0000000000aa',
  tenantName: 'Das Fuels',
  locale: null,
};
const member = (id: string, name: string, role: TUser['role']): TUser => ({
  id,
  name,
  email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
  role,
  status: 'active',
  stationIds: [],
  stationNames: [],
  stationName: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  lastLoginAt: null,
});
const TEAM = [
  member('0190a8c2-0000-7000-8000-000000000001', 'Owner Person', 'owner'),
  member(manager.id, 'Mohan Das', 'manager'),
  member('0190a8c2-0000-7000-8000-000000000003', 'Other Manager', 'manager'),
  member('0190a8c2-0000-7000-8000-000000000004', 'Asha Pump', 'attendant'),
];
let posts: Array<{ url: string; body: unknown }> = [];

beforeEach(() => {
  posts = [];
  success.mockClear();
  setSession({ token: 't', user: manager });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        return new Response(JSON.stringify({ success: true, data: null }));
      }
      return new Response(JSON.stringify({ success: true, data: { items: TEAM, page: 1, limit: 100, total: TEAM.length } }));
    }),
  );
});
afterEach(() => {
  cleanup();
  act(() => clearSession());
  vi.unstubAllGlobals();
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/dashboard/users/reset-password', element: <ResetPasswordPage /> }], {
    initialEntries: ['/dashboard/users/reset-password'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/dashboard/users/reset-password', () => {
  it('lists only the users the caller manages (a manager: attendants)', async () => {
    renderPage();
    const select = (await screen.findByLabelText('User *')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Select a user', 'Asha Pump (asha.pump@example.com)']);
  });

  it("checks with the spec's texts, then resets the chosen user's password", async () => {
    renderPage();
    await screen.findByLabelText('User *');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(USER_MSG.selectUser)).toBeTruthy();
    expect(screen.getByText(USER_MSG.passwordTooShort)).toBeTruthy();
    changeValue(screen.getByLabelText('User *'), TEAM[3]!.id);
    changeValue(screen.getByLabelText('New password *'), 'abcdef');
    changeValue(screen.getByLabelText('Confirm new password *'), 'abcdeg');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(USER_MSG.passwordsMismatch)).toBeTruthy();
    expect(posts).toEqual([]);
    changeValue(screen.getByLabelText('Confirm new password *'), 'abcdef');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(USER_MSG.passwordReset, expect.anything()));
    expect(posts).toEqual([{ url: `/api/v1/users/${TEAM[3]!.id}/reset-password`, body: { newPassword: 'abcdef', confirmPassword: 'abcdef' } }]);
  });
});
