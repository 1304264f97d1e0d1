import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSession } from '@/lib/session-store';
import { changeValue } from '@/test/change-value';
import { LandingFiguresEditor } from './landing-figures-editor';
import { TestimonialsEditor } from './testimonials-editor';

/** The superadmin's landing lists (testimonials, figures): loaded, edited, checked with the server's schema, saved in one PUT. */

configure({ asyncUtilTimeout: 5_000 });
const toast = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast, Toaster: () => null }));

let stored: Record<string, unknown>;
let sent: Array<{ method: string; path: string; body: Record<string, unknown> }>;

beforeEach(() => {
  sent = [];
  stored = { figures: [{ value: '120+', label: 'Stations' }], testimonials: [] };
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
      if (init?.method === 'PUT') Object.assign(stored, body);
      const data = path.endsWith('landing-figures') ? { figures: stored.figures } : { testimonials: stored.testimonials };
      return new Response(JSON.stringify({ success: true, data }), { status: 200 });
    }),
  );
});

afterEach(() => {
  cleanup();
  act(() => clearSession());
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderIt = (node: React.ReactNode) => render(<QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>);
const puts = () => sent.filter((s) => s.method === 'PUT');

describe('the landing lists of the superadmin settings', () => {
  it('figures: the stored ones are shown; a figure added and saved is one PUT of the whole list, and the toast says how many', async () => {
    renderIt(<LandingFiguresEditor />);
    expect(await screen.findByDisplayValue('120+')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add figure' }));
    changeValue(screen.getByLabelText('Value *', { selector: '#figure-1-value' }), '24/7');
    changeValue(screen.getByLabelText('Label *', { selector: '#figure-1-label' }), 'Support');
    changeValue(screen.getByLabelText('Label in Hindi', { selector: '#figure-1-labelHi' }), 'सहायता');
    fireEvent.click(screen.getByRole('button', { name: 'Save figures' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({
      figures: [
        { value: '120+', label: 'Stations' },
        { value: '24/7', label: 'Support', labelHi: 'सहायता' },
      ],
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Landing figures saved', expect.objectContaining({ description: 'The landing page shows 2.' })));
  });

  it('figures: a row the schema refuses names its number and sends nothing; removing every row saves none', async () => {
    renderIt(<LandingFiguresEditor />);
    await screen.findByDisplayValue('120+');
    fireEvent.click(screen.getByRole('button', { name: 'Add figure' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save figures' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Figure 2: /);
    expect(puts()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove figure 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove figure 1' }));
    expect(screen.getByText('No figures: the landing page does not show the block.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save figures' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({ figures: [] });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Landing figures saved', expect.objectContaining({ description: 'The landing page hides the figures.' })));
  });

  it('testimonials: one added with its quote is saved; one without a name is refused by its number', async () => {
    renderIt(<TestimonialsEditor />);
    expect(await screen.findByText('No testimonials: the landing page does not show the section.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add testimonial' }));
    changeValue(screen.getByLabelText('Quote *'), 'Our books close on time.');
    fireEvent.click(screen.getByRole('button', { name: 'Save testimonials' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Testimonial 1: /);
    expect(puts()).toHaveLength(0);
    changeValue(document.querySelector<HTMLInputElement>('#testimonial-0-name')!, 'Ravi Kumar');
    fireEvent.click(screen.getByRole('button', { name: 'Save testimonials' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({ testimonials: [{ name: 'Ravi Kumar', role: '', business: '', quote: 'Our books close on time.' }] });
  });
});
