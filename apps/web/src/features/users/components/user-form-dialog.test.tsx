import { MSG, USER_MSG } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { UserFormDialog } from './user-form-dialog';
import { changeValue } from '@/test/change-value';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }) }));

const STATIONS = [
  { id: '0190a8c2-0000-7000-8000-0000000000a1', name: 'Andheri Fuels', status: 'active' },
  { id: '0190a8c2-0000-7000-8000-0000000000a2', name: 'Borivali Fuels', status: 'maintenance' },
];
let posted: unknown[] = [];
let answer: () => Response;

beforeEach(() => {
  posted = [];
  answer = () => new Response(JSON.stringify({ success: true, data: { id: 'new' } }), { status: 201 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/stations')) {
        return new Response(JSON.stringify({ success: true, data: { items: STATIONS, page: 1, limit: 100, total: 2 } }));
      }
      if (url.endsWith('/users') && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return answer();
      }
      return new Response(JSON.stringify({ success: true, data: null }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(roles: readonly ('attendant' | 'manager')[], onClose = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UserFormDialog roles={roles} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create User' }));

describe('Create User', () => {
  it('offers a manager the attendant role only', async () => {
    renderDialog(['attendant']);
    const role = screen.getByLabelText('Role *') as HTMLSelectElement;
    expect([...role.options].map((o) => o.value)).toEqual(['attendant']);
    expect(role.disabled).toBe(true);
  });

  it("says what is missing with the spec's texts, an attendant's station included, and sends nothing", async () => {
    renderDialog(['attendant', 'manager']);
    await screen.findByRole('checkbox', { name: /Andheri Fuels/ });
    submit();
    expect(await screen.findByText(USER_MSG.nameRequired)).toBeTruthy();
    expect(screen.getByText(USER_MSG.emailRequired)).toBeTruthy();
    expect(screen.getByText(USER_MSG.passwordTooShort)).toBeTruthy();
    expect(screen.getByText(USER_MSG.stationRequired)).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('sends the trimmed body with the chosen stations; a manager needs none', async () => {
    const onClose = renderDialog(['attendant', 'manager']);
    changeValue(screen.getByLabelText('Name *'), '  Ravi Kumar ');
    changeValue(screen.getByLabelText('Email *'), 'Ravi@Example.com');
    changeValue(screen.getByLabelText('Password *'), 'secret1');
    fireEvent.click(await screen.findByRole('checkbox', { name: /Borivali Fuels/ }));
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted).toEqual([{ name: 'Ravi Kumar', email: 'ravi@example.com', role: 'attendant', password: 'secret1', stationIds: [STATIONS[1]!.id] }]);
  });

  it('puts a taken email (409) on the email field and stays open', async () => {
    answer = () => new Response(JSON.stringify({ success: false, code: 'CONFLICT', message: MSG.emailTaken }), { status: 409 });
    const onClose = renderDialog(['attendant', 'manager']);
    changeValue(screen.getByLabelText('Name *'), 'Meena');
    changeValue(screen.getByLabelText('Email *'), 'meena@example.com');
    changeValue(screen.getByLabelText('Role *'), 'manager');
    changeValue(screen.getByLabelText('Password *'), 'secret1');
    submit();
    await waitFor(() => expect(screen.getByLabelText('Email *').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(MSG.emailTaken)).toBeTruthy();
    expect(posted).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
