import type { TPlanFeature, TPlanInfo } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { areaKeys } from '@/lib/query-keys';
import { PlanFeatureGate } from './plan-feature-gate';
import { PlanTab } from './plan-usage-card';

/** The plan page's cards and the area gate, from the plan's feature keys (docs/decisions/064). */

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }), Toaster: () => null }));

const usage = { current: 1, limit: 5, percentage: 20, unlimited: false };
const card = (id: string, name: string, priceMonthly: number, limits: [number, number, number], features: TPlanFeature[], isCurrent = false) => ({
  id,
  name,
  priceMonthly,
  maxStations: limits[0],
  maxPumpsPerStation: limits[1],
  maxUsers: limits[2],
  features,
  canUpgrade: !isCurrent,
  isCurrent,
});
const info: TPlanInfo = {
  currentPlan: { id: 'p1', name: 'Basic', priceMonthly: 499, features: ['reports'] },
  utilization: { stations: usage, pumps: usage, users: usage },
  needsUpgrade: false,
  upgradeRecommendation: null,
  availablePlans: [
    card('p1', 'Basic', 499, [1, 4, 5], ['reports'], true),
    card('p2', 'Plus', 999, [3, 8, 15], ['reports', 'reconciliation']),
    card('p3', 'Pro', 4999, [3, 12, 999], ['reports', 'reconciliation', 'analytics']),
  ],
};

function renderWith(ui: React.ReactNode, data: TPlanInfo = info) {
  const client = createQueryClient();
  client.setQueryData(areaKeys.plan, data);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the plan page', () => {
  it("lists each plan's price and limits, and the features it lacks compared to the dearest, not free-text lines", () => {
    renderWith(<PlanTab />);
    const cards = within(screen.getByRole('region', { name: 'All plans' })).getAllByRole('listitem').filter((li) => li.parentElement?.classList.contains('grid'));
    const text = cards.map((c) => c.textContent);
    expect(text[0]).toContain('Up to 1 station');
    expect(text[0]).toContain('4 pumps per station');
    expect(text[0]).toContain('Without Reconciliation and Analytics');
    expect(text[1]).toContain('Without Analytics');
    expect(text[2]).toContain('Unlimited users');
    expect(text[2]).not.toContain('Without');
    // The usage card: the current plan's features of the catalogue, with what it lacks marked.
    const features = screen.getByRole('list', { name: 'Features' });
    expect(within(features).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Reports and exports',
      'Reconciliation (Not in your plan)',
      'Analytics (Not in your plan)',
    ]);
  });

  it('the area gate draws the page when the plan has the feature, the panel when it does not', () => {
    renderWith(
      <>
        <PlanFeatureGate feature="reports">
          <p>the reports page</p>
        </PlanFeatureGate>
        <PlanFeatureGate feature="analytics">
          <p>the analytics page</p>
        </PlanFeatureGate>
      </>,
    );
    expect(screen.getByText('the reports page')).toBeTruthy();
    expect(screen.queryByText('the analytics page')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Analytics is not in your plan' })).toBeTruthy();
  });
});
