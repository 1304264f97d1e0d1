import { STORAGE_KEYS, type TSessionUser } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSession } from '@/lib/session-store';
import { routes } from './router';

// Each route's code loads on navigation (transformed on first use under vitest): on a busy machine that
// takes more than the default second.
configure({ asyncUtilTimeout: 5_000 });

const toastError = vi.fn();
vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { error: (...args: unknown[]) => toastError(...args), success: vi.fn(), info: vi.fn(), warning: vi.fn() }),
  Toaster: () => null,
}));

const owner: TSessionUser = {
  id: '0190a8c2-0000-7000-8000-000000000001',
  email: 'owner@example.com',
  name: 'Asha Rao',
  role: 'owner',
  tenantId: '0190a8c2-0000-7000-8000-0000000000aa',
  tenantName: 'Rao Fuels',
  locale: null,
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

beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    (query: string) => ({ matches: query.includes('min-width'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
  // Health checks, profile and landing content: answer like a healthy server with nothing set.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/public/landing')) return new Response(JSON.stringify({ success: true, data: { testimonials: [] } }));
      return new Response(JSON.stringify({ success: true, data: null }));
    }),
  );
  toastError.mockClear();
});

afterEach(() => {
  cleanup();
  act(() => clearSession());
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('routes and guards', () => {
  it('sends a signed-out visitor of a protected page to /login', async () => {
    const router = renderAt('/dashboard/readings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByLabelText('Email')).toHaveProperty('type', 'email');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('shows the admin portal mode for signed-out /admin paths', async () => {
    const router = renderAt('/admin/anything');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/admin'));
    expect(await screen.findByText('Platform Management & Analytics Dashboard')).toBeTruthy();
    expect(screen.getByText('SuperAdmin authentication endpoint')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Admin Sign In' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Switch to Regular Login' })).toBeTruthy();
  });

  it('redirects a wrong role to its own home with the Access Denied toast', async () => {
    setSession({ token: 't', user: { ...owner, role: 'attendant' } });
    const router = renderAt('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/attendant/dashboard'));
    // The toasts' code loads on the first toast (lib/notify.ts): the toast follows the redirect.
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        'Access Denied',
        expect.objectContaining({ description: "You don't have permission to access this page. Required role: Business Owner or Station Manager" }),
      ),
    );
  });

  it('shows other roles the Access Denied panel with their own role on superadmin pages, in their layout, and calls nothing', async () => {
    setSession({ token: 't', user: owner });
    const router = renderAt('/superadmin/analytics');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/superadmin/analytics');
    expect(screen.getByText("You don't have permission to access this page. Required role: Super Administrator")).toBeTruthy();
    expect(screen.getByText('Your role: Business Owner')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard');
    // The owner's own sidebar, not the platform's; no platform call was made.
    expect(screen.getByRole('navigation', { name: 'Business navigation' })).toBeTruthy();
    const urls = vi.mocked(fetch).mock.calls.map(([u]) => String(u));
    expect(urls.filter((u) => u.includes('/superadmin/'))).toEqual([]);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('names the attendant as such on any superadmin page', async () => {
    setSession({ token: 't', user: { ...owner, role: 'attendant' } });
    const router = renderAt('/superadmin/users');
    expect(await screen.findByText('Your role: Fuel Attendant')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/superadmin/users');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/attendant/dashboard');
  });

  it('opens /help inside each role’s own layout, and sends a signed-out visitor to sign in', async () => {
    setSession({ token: 't', user: owner });
    const first = renderAt('/help');
    expect(await screen.findByRole('searchbox', { name: 'Search help topics' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Business navigation' })).toBeTruthy();
    expect(first.state.location.pathname).toBe('/help');
    cleanup();

    setSession({ token: 't', user: { ...owner, role: 'superadmin', tenantId: null, tenantName: null } });
    renderAt('/help');
    expect(await screen.findByRole('searchbox', { name: 'Search help topics' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Platform navigation' })).toBeTruthy();
    cleanup();

    setSession({ token: 't', user: { ...owner, role: 'attendant' } });
    renderAt('/help');
    expect(await screen.findByRole('searchbox', { name: 'Search help topics' })).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Attendant navigation' })).toBeTruthy();
    cleanup();

    act(() => clearSession());
    const signedOut = renderAt('/help');
    await waitFor(() => expect(signedOut.state.location.pathname).toBe('/login'));
  });

  it('shows a superadmin on /dashboard a pointer to the platform overview', async () => {
    setSession({ token: 't', user: { ...owner, role: 'superadmin', tenantId: null, tenantName: null } });
    renderAt('/dashboard');
    const link = await screen.findByRole('link', { name: /platform overview/i });
    expect(link.getAttribute('href')).toBe('/superadmin/overview');
  });

  it('greets a signed-in owner on /dashboard inside the sidebar layout with the role badge', async () => {
    setSession({ token: 't', user: owner });
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText(/Good (morning|afternoon|evening), Asha Rao/)).toBeTruthy();
    expect(screen.getByText('Business Owner')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Business navigation' })).toBeTruthy();
  });

  it('sends signed-in users on unknown paths to their home', async () => {
    setSession({ token: 't', user: { ...owner, role: 'attendant' } });
    const router = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/attendant/dashboard'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('t');
  });
});
