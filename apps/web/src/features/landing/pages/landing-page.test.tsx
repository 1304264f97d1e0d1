import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { landingQueryOptions } from '../api/get-landing';
import LandingPage from './landing-page';

let landing: Record<string, unknown>;

beforeEach(() => {
  landing = { testimonials: [], figures: [], demoLogin: null };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/public/landing')
        ? new Response(JSON.stringify({ success: true, data: landing }))
        : new Response(JSON.stringify({ success: true, data: null })),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

describe('the landing page', () => {
  it('shows no headline figure while the platform has set none (no 500+ invented)', async () => {
    const client = renderPage();
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() => expect(client.getQueryState(landingQueryOptions().queryKey)?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: 'Forecourt in numbers' })).toBeNull();
    for (const claim of ['500+', '10M+', '99.9%', '24/7']) expect(screen.queryByText(claim)).toBeNull();
  });

  it('shows the figures the platform set', async () => {
    landing = { ...landing, figures: [{ value: '35', label: 'Stations on Forecourt' }] };
    renderPage();
    const block = await screen.findByRole('region', { name: 'Forecourt in numbers' });
    expect(block.textContent).toContain('35');
    expect(block.textContent).toContain('Stations on Forecourt');
  });

  it('leads Watch Demo to the product tour and Contact Sales to the contact form', async () => {
    renderPage();
    expect((await screen.findByRole('link', { name: 'Watch Demo' })).getAttribute('href')).toBe('/tour');
    expect(screen.getByRole('link', { name: 'Contact Sales' }).getAttribute('href')).toBe('/contact');
  });
});
