import { PLAN_FEATURE_KEYS, PLAN_FEATURES, type TPlan } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSession } from '@/lib/session-store';
import { changeValue } from '@/test/change-value';
import { PlanFormDialog } from './plan-form-dialog';

/** The superadmin's plan editor picks a plan's features from the catalogue (docs/decisions/064). */

configure({ asyncUtilTimeout: 5_000 });
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }), Toaster: () => null }));

let sent: Array<{ method: string; path: string; body: Record<string, unknown> }>;

beforeEach(() => {
  sent = [];
  setSession({
    token: 't',
    user: { id: '0190a8c2-0000-7000-8000-000000000009', email: 'admin@example.com', name: 'Admin', role: 'superadmin', tenantId: null, tenantName: null, locale: null },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://x').pathname;
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      sent.push({ method: init?.method ?? 'GET', path, body });
      return new Response(JSON.stringify({ success: true, data: { id: 'p9', tenantCount: 0, isDefault: false, ...body } }), { status: init?.method === 'POST' ? 201 : 200 });
    }),
  );
});

afterEach(() => {
  cleanup();
  act(() => clearSession());
  vi.unstubAllGlobals();
});

function renderDialog(plan?: TPlan) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PlanFormDialog {...(plan ? { plan } : {})} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog'), onClose };
}

describe('the plan editor', () => {
  it('lists the catalogue as checkboxes, every one ticked for a new plan, and sends the keys ticked', async () => {
    const { dialog, onClose } = renderDialog();
    const features = within(dialog).getByRole('group', { name: 'Features' });
    const boxes = within(features).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')!.querySelector('.font-medium')!.textContent)).toEqual(PLAN_FEATURE_KEYS.map((k) => PLAN_FEATURES[k].label));
    expect(boxes.every((b) => (b as HTMLInputElement).checked)).toBe(true);
    // No free text: the old custom feature input is gone.
    expect(within(dialog).queryByLabelText('Custom feature')).toBeNull();

    changeValue(within(dialog).getByLabelText('Plan name *'), 'Lite');
    fireEvent.click(within(features).getByRole('checkbox', { name: /^Analytics/ }));
    expect((within(features).getByRole('checkbox', { name: /^Analytics/ }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = sent.find((r) => r.method === 'POST' && r.path.endsWith('/superadmin/plans'))!;
    expect(post.body).toMatchObject({ name: 'Lite', features: ['reports', 'reconciliation'] });
  });

  it("shows an existing plan's own features ticked", () => {
    const plan: TPlan = {
      id: 'p1',
      name: 'Regular',
      maxStations: 1,
      maxPumpsPerStation: 4,
      maxNozzlesPerPump: 4,
      maxUsers: 5,
      priceMonthly: 999,
      priceYearly: 11988,
      features: ['reconciliation'],
      isDefault: true,
      tenantCount: 2,
    };
    const { dialog } = renderDialog(plan);
    const checked = within(within(dialog).getByRole('group', { name: 'Features' }))
      .getAllByRole('checkbox')
      .filter((b) => (b as HTMLInputElement).checked)
      .map((b) => b.closest('label')!.querySelector('.font-medium')!.textContent);
    expect(checked).toEqual([PLAN_FEATURES.reconciliation.label]);
  });
});
