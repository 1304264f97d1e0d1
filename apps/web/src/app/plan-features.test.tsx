import type { TPlanFeature, TPlanInfo, TSessionUser } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSession } from '@/lib/session-store';
import { routes } from './router';

/** Plan features in the owner's area (docs/decisions/064): the sidebar marks what the plan lacks; its page explains. */

configure({ asyncUtilTimeout: 5_000 });
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }), Toaster: () => null }));

const owner: TSessionUser = {
  id: '0190a8c2-0000-7000-8000-000000000001',
  email: 'owner@example.com',
  name: 'Asha Rao',
  role: 'owner',
  tenantId: '0190a8c2-0000-7000-8000-0000000000aa',
  tenantName: 'Rao Fuels',
  locale: null,
};

const usage = { current: 0, limit: 5, percentage: 0, unlimited: false };
const card = (id: string, name: string, priceMonthly: number, features: TPlanFeature[], isCurrent = false) => ({
  id,
  name,
  priceMonthly,
  maxStations: 3,
  maxPumpsPerStation: 8,
  maxUsers: 15,
  features,
  canUpgrade: !isCurrent,
  isCurrent,
});
/** The tenant is on Basic (reports only); Plus adds reconciliation, Pro has everything. */
const planInfo: TPlanInfo = {
  currentPlan: { id: 'p1', name: 'Basic', priceMonthly: 499, features: ['reports'] },
  utilization: { stations: usage, pumps: usage, users: usage },
  needsUpgrade: false,
  upgradeRecommendation: null,
  availablePlans: [
    card('p1', 'Basic', 499, ['reports'], true),
    card('p2', 'Plus', 999, ['reports', 'reconciliation']),
    card('p3', 'Pro', 4999, ['reports', 'reconciliation', 'analytics']),
  ],
};

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const requested = () => vi.mocked(fetch).mock.calls.map(([u]) => new URL(String(u), 'http://x').pathname);

beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    (query: string) => ({ matches: query.includes('min-width'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://x').pathname;
      if (path.endsWith('/settings/plan')) return new Response(JSON.stringify({ success: true, data: planInfo }));
      return new Response(JSON.stringify({ success: true, data: null }));
    }),
  );
  setSession({ token: 't', user: owner });
});

afterEach(() => {
  cleanup();
  act(() => clearSession());
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the owner's area on a plan without some features", () => {
  it("marks the areas the plan lacks in the sidebar, and opening one shows 'not in your plan' with the upgrade path, making no call of the area", async () => {
    const router = renderAt('/dashboard/analytics');
    expect(await screen.findByRole('heading', { name: 'Analytics is not in your plan' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/analytics');
    expect(screen.getByText('Your Basic plan does not include Analytics.')).toBeTruthy();
    expect(screen.getByText('Trends, breakdowns, station comparison and ranking, hourly sales and peak hours.')).toBeTruthy();
    expect(screen.getByTestId('plan-feature-upgrade').textContent).toBe('Included in: Pro (₹4,999.00/month).');
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/dashboard/plan');

    const nav = screen.getByRole('navigation', { name: 'Business navigation' });
    expect(within(nav).getByRole('link', { name: 'Analytics (Not in your plan)' }).getAttribute('href')).toBe('/dashboard/analytics');
    expect(within(nav).getByRole('link', { name: 'Reconciliation (Not in your plan)' })).toBeTruthy();
    // Reports is in the plan: a plain entry.
    expect(within(nav).getByRole('link', { name: 'Reports' })).toBeTruthy();
    expect(within(nav).getAllByTestId('nav-locked')).toHaveLength(2);

    expect(requested().filter((p) => p.includes('/analytics/'))).toEqual([]);
  });

  it('explains a locked area on each of its pages: a reconciliation record too', async () => {
    renderAt('/dashboard/reconciliation/0190a8c2-0000-7000-8000-0000000000ff');
    expect(await screen.findByRole('heading', { name: 'Reconciliation is not in your plan' })).toBeTruthy();
    expect(screen.getByTestId('plan-feature-upgrade').textContent).toBe('Included in: Plus (₹999.00/month) and Pro (₹4,999.00/month).');
    expect(requested().filter((p) => p.includes('/reconciliation'))).toEqual([]);
  });
});
