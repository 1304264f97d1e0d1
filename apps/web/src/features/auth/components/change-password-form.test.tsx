import { USER_MSG } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { ChangePasswordForm, signedOutText } from './change-password-form';
import { changeValue } from '@/test/change-value';

const success = vi.fn();
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: (...a: unknown[]) => success(...a), info: vi.fn(), warning: vi.fn() }) }));

const ID = '0190a8c2-0000-7000-8000-000000000001';
let calls: Array<{ url: string; body: unknown }> = [];
let answer: () => Response;

beforeEach(() => {
  calls = [];
  success.mockClear();
  answer = () => new Response(JSON.stringify({ success: true, data: { otherSessionsSignedOut: 2 } }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(current: string, next: string, confirm: string) {
  changeValue(screen.getByLabelText('Current password *'), current);
  changeValue(screen.getByLabelText('New password *'), next);
  changeValue(screen.getByLabelText('Confirm new password *'), confirm);
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

function renderForm(role: 'owner' | 'superadmin' = 'owner') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChangePasswordForm user={{ id: ID, role }} />
    </QueryClientProvider>,
  );
}

describe('change password', () => {
  it("checks with the spec's texts before sending anything", async () => {
    renderForm();
    fill('', '', '');
    expect((await screen.findAllByText(USER_MSG.fillAllFields)).length).toBe(3);
    fill('old-pass', 'abc', 'abc');
    expect(await screen.findByText(USER_MSG.newPasswordTooShort)).toBeTruthy();
    fill('old-pass', 'abcdef', 'abcdeg');
    expect(await screen.findByText(USER_MSG.newPasswordsMismatch)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends current and new password to the own-id route, says so and clears the form', async () => {
    renderForm();
    fill('old-pass', 'new-pass', 'new-pass');
    await waitFor(() => expect(success).toHaveBeenCalledWith(USER_MSG.passwordChanged, expect.objectContaining({ description: 'Your 2 other sessions were signed out.' })));
    expect(calls[0]).toEqual({ url: `/api/v1/users/${ID}/change-password`, body: { currentPassword: 'old-pass', newPassword: 'new-pass' } });
    expect((screen.getByLabelText('Current password *') as HTMLInputElement).value).toBe('');
  });

  it("uses the platform admin's own route for the superadmin", async () => {
    renderForm('superadmin');
    fill('old-pass', 'new-pass', 'new-pass');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe('/api/v1/admin/me/change-password');
  });

  it('shows a wrong current password on its field', async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          success: false,
          code: 'UNPROCESSABLE',
          message: USER_MSG.currentPasswordWrong,
          details: [{ field: 'currentPassword', message: USER_MSG.currentPasswordWrong }],
        }),
        { status: 422 },
      );
    renderForm();
    fill('bad-pass', 'new-pass', 'new-pass');
    await waitFor(() => expect(screen.getByLabelText('Current password *').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(USER_MSG.currentPasswordWrong)).toBeTruthy();
    expect(success).not.toHaveBeenCalled();
  });
});

describe('signedOutText', () => {
  it('says nothing when no other session was open', () => {
    expect(signedOutText(0)).toBeUndefined();
    expect(signedOutText(1)).toBe('Your other session was signed out.');
  });
});
