import { setupStatusFrom, type TSessionUser, type TSetupGuide } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSession } from '@/lib/session-store';
import { OnboardingCard } from './onboarding-card';
import { SkippedSetupNotice } from './skipped-setup-notice';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }), Toaster: () => null }));

const id = (n: number) => `0190a8c2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const owner: TSessionUser = { id: id(1), email: 'o@example.com', name: 'Asha', role: 'owner', tenantId: id(2), tenantName: 'Rao Fuels', locale: null };

/** The server's state for this user: a business with a station only, and whether Skip Setup was chosen. */
let skippedAt: string | null;
let posts: string[];
const guide = (): TSetupGuide => ({ steps: [], skippedAt, completionPercentage: 25, nextStep: 'Add fuel pumps to your station', nextStepRoute: '/dashboard/pumps/new' });
const status = setupStatusFrom({ hasStation: true, hasPump: false, hasNozzle: false, hasFuelPrice: false, hasReading: false });

beforeEach(() => {
  skippedAt = null;
  posts = [];
  setSession({ token: 't', user: owner });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://x').pathname;
      const data = (d: unknown) => new Response(JSON.stringify({ success: true, data: d }));
      if (init?.method === 'POST') {
        posts.push(path);
        if (path.endsWith('/onboarding/skip')) skippedAt = '2026-12-02T04:00:00.000Z';
        if (path.endsWith('/onboarding/reset')) skippedAt = null;
        return data(guide());
      }
      if (path.endsWith('/setup-status')) return data(status);
      if (path.endsWith('/onboarding/setup-guide')) return data(guide());
      if (path.endsWith('/onboarding/reminders')) return data([]);
      return data(null);
    }),
  );
});

afterEach(() => {
  cleanup();
  act(() => clearSession());
  vi.unstubAllGlobals();
});

/** A fresh page load: a new cache, so what shows is what the server keeps. */
function renderFresh(ui: React.ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/dashboard']}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Skip Setup on the dashboard', () => {
  it('hides the checklist at once and it stays hidden after a reload; the notice brings it back', async () => {
    const first = renderFresh(<OnboardingCard compact hideWhenSkipped />);
    expect(await screen.findByText('Setup checklist')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Skip Setup' }));
    await waitFor(() => expect(screen.queryByText('Setup checklist')).toBeNull());
    await waitFor(() => expect(posts).toEqual(['/api/v1/onboarding/skip']));
    first.unmount();

    // Reloaded: the server's skippedAt keeps the card away (no loading flash into the checklist either).
    const reloaded = renderFresh(<OnboardingCard compact hideWhenSkipped />);
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([u]) => String(u).endsWith('/onboarding/setup-guide'))).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Setup checklist')).toBeNull();
    reloaded.unmount();

    // The way back (account settings, /setup): the notice resets the guidance and the card returns.
    renderFresh(
      <>
        <SkippedSetupNotice withSetupLink />
        <OnboardingCard compact hideWhenSkipped />
      </>,
    );
    expect(await screen.findByText('Setup checklist hidden')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open setup' }).getAttribute('href')).toBe('/setup');
    fireEvent.click(screen.getByRole('button', { name: 'Show it on the dashboard again' }));
    expect(await screen.findByText('Setup checklist')).toBeTruthy();
    expect(posts).toEqual(['/api/v1/onboarding/skip', '/api/v1/onboarding/reset']);
    expect(screen.queryByText('Setup checklist hidden')).toBeNull();
  });

  it('on /setup the checklist stays, with the notice, after Skip Setup', async () => {
    skippedAt = '2026-12-02T04:00:00.000Z';
    renderFresh(
      <>
        <SkippedSetupNotice />
        <OnboardingCard />
      </>,
    );
    expect(await screen.findByText('Setup checklist hidden')).toBeTruthy();
    expect(screen.getByText('Setup checklist')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open setup' })).toBeNull();
  });
});
