import { CONTACT_MSG, MSG, ZContactRequest, errorText } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { knownMessage } from '@/i18n/known-text';
import { createQueryClient } from '@/lib/query-client';
import { parseForm } from '@/lib/zod-form';
import { changeValue } from '@/test/change-value';
import { renderInHindi } from '@/test/in-hindi';
import { ContactForm } from './contact-form';

let calls: Array<{ url: string; body: unknown }> = [];
let answer: () => Response | Promise<Response>;
const receipt = () => new Response(JSON.stringify({ success: true, data: { id: '0190a8c2-0000-7000-8000-000000000001', createdAt: '2026-01-05T10:00:00.000Z' } }), { status: 201 });

beforeEach(() => {
  calls = [];
  answer = receipt;
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
  sessionStorage.clear();
  localStorage.clear();
});

const tree = () => (
  <QueryClientProvider client={createQueryClient()}>
    <MemoryRouter>
      <ContactForm />
    </MemoryRouter>
  </QueryClientProvider>
);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

function fill(values: Partial<Record<'name' | 'email' | 'phone' | 'business' | 'stations' | 'message', string>>) {
  const labels = { name: 'Your name', email: 'Work email', phone: 'Phone (optional)', business: 'Business name', stations: 'Number of stations (optional)', message: 'Message' };
  for (const [key, value] of Object.entries(values)) changeValue(field(labels[key as keyof typeof labels]), value);
}

const GOOD = { name: 'Kavita Rao', email: 'Kavita@Rao-Petroleum.example', business: 'Rao Petroleum', message: 'We run four stations around Mysuru.' };
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('the Contact Sales form', () => {
  it("checks the input with the shared schema's texts before sending anything", async () => {
    render(tree());
    send();
    expect(await screen.findByText(CONTACT_MSG.nameShort)).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText(CONTACT_MSG.businessNameShort)).toBeTruthy();
    expect(screen.getByText(CONTACT_MSG.messageShort)).toBeTruthy();
    fill({ ...GOOD, phone: '12345', stations: 'many' });
    send();
    expect(await screen.findByText(CONTACT_MSG.phoneInvalid)).toBeTruthy();
    expect(screen.getByText(CONTACT_MSG.stationsInvalid)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the message to the public route (blank optional fields left out) and says it reached the sales team', async () => {
    render(tree());
    fill(GOOD);
    send();
    await screen.findByText('Message sent');
    expect(calls).toEqual([
      { url: '/api/v1/public/contact', body: { name: 'Kavita Rao', email: 'kavita@rao-petroleum.example', businessName: 'Rao Petroleum', message: GOOD.message } },
    ]);
    expect(screen.getByText(/we will reply to kavita@rao-petroleum\.example/)).toBeTruthy();
    // The tab's draft is gone once sent; another message starts empty.
    expect(sessionStorage.length).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field('Your name').value).toBe('');
  });

  it("keeps every typed text on a refusal and shows the server's error; the same text goes on the next try", async () => {
    answer = () =>
      new Response(JSON.stringify({ success: false, code: 'RATE_LIMITED', ...errorText('request.rateLimited'), key: 'request.rateLimited', params: {} }), { status: 429 });
    render(tree());
    fill({ ...GOOD, phone: '98450 12345', stations: '4' });
    send();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your message was not sent');
    expect(alert.textContent).toContain(MSG.rateLimited);
    expect(field('Your name').value).toBe('Kavita Rao');
    expect(field('Message').value).toBe(GOOD.message);
    expect(field('Phone (optional)').value).toBe('98450 12345');
    expect(field('Number of stations (optional)').value).toBe('4');

    answer = receipt;
    send();
    await screen.findByText('Message sent');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual({ name: 'Kavita Rao', email: 'kavita@rao-petroleum.example', businessName: 'Rao Petroleum', message: GOOD.message, phone: '9845012345', stations: 4 });
  });

  it("puts the server's field problems on their fields, and a lost connection's message in the alert, text kept", async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          success: false,
          code: 'VALIDATION',
          ...errorText('validation.fieldIssue', { field: 'message', message: CONTACT_MSG.messageShort }),
          details: [{ field: 'message', message: CONTACT_MSG.messageShort }],
        }),
        { status: 400 },
      );
    render(tree());
    fill(GOOD);
    send();
    await waitFor(() => expect(field('Message').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(CONTACT_MSG.messageShort).length).toBeGreaterThan(0);

    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    send();
    await screen.findByText(MSG.network);
    expect(field('Business name').value).toBe('Rao Petroleum');
  });

  it('keeps a draft for the tab: the text typed is there again after the page is left and opened again', async () => {
    const first = render(tree());
    fill({ name: 'Sunil', message: 'Half a thought' });
    await waitFor(() => expect(sessionStorage.getItem('forecourt.contactDraft')).toContain('Half a thought'));
    first.unmount();
    render(tree());
    expect(field('Your name').value).toBe('Sunil');
    expect(field('Message').value).toBe('Half a thought');
  });

  it('says its checks in Hindi on the Hindi page: every text the schema gives is a known message', async () => {
    const errors = (input: unknown) => {
      const parsed = parseForm(ZContactRequest, input);
      return parsed.ok ? [] : Object.values(parsed.errors);
    };
    const texts = [...errors({}), ...errors({ name: 'Ka', email: 'a@b', businessName: 'Rao', message: 'x'.repeat(2001), phone: '1', stations: 0 })];
    expect(texts.length).toBeGreaterThanOrEqual(6);
    expect(texts.filter((text) => knownMessage(text) === null)).toEqual([]);

    renderInHindi(
      <QueryClientProvider client={createQueryClient()}>
        <ContactForm />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByText('संदेश कम से कम 10 अक्षर का होना चाहिए')).toBeTruthy();
  });
});
