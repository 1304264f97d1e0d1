import { STORAGE_KEYS, type TSessionUser } from '@forecourt/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, localeOf, setSession } from '@/lib/session-store';
import { I18nProvider } from './i18n-provider';
import { LanguageSwitch } from './language-switch';
import { useFormat } from './use-format';
import { useT } from './use-t';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), toast) }));

const id = (n: number) => `0190a8c2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const user = (role: TSessionUser['role'], locale: 'en' | 'hi' | null): TSessionUser =>
  ({ id: id(1), email: 'a@example.com', name: 'Amit Kumar', role, tenantId: id(2), tenantName: 'Sharma Fuels', locale }) as TSessionUser;

function Probe() {
  const t = useT();
  const fmt = useFormat();
  return (
    <div>
      <p>{t('msg.attendant.recordNew')}</p>
      <p data-testid="money">{fmt.inr(12345678.9)}</p>
      <p data-testid="day">{fmt.date('2025-01-05')}</p>
      <LanguageSwitch />
    </div>
  );
}

let save: ReturnType<typeof vi.fn<(locale: string) => Promise<unknown>>>;
const renderApp = () =>
  render(
    <I18nProvider saveUserLocale={save}>
      <Probe />
    </I18nProvider>,
  );
const languages = (list: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(list);
const hindi = () => screen.findByText('नई रीडिंग दर्ज करें');

beforeEach(() => {
  save = vi.fn(async () => undefined);
  Object.values(toast).forEach((f) => f.mockClear());
  languages(['en-IN', 'en']);
});
afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
  vi.restoreAllMocks();
  document.documentElement.lang = 'en-IN';
});

describe('the language provider', () => {
  it('starts in English; the switch loads Hindi, marks <html lang> and remembers the choice on this device', async () => {
    renderApp();
    await screen.findByText('Record New Reading');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await hindi();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(screen.getByRole('group', { name: 'भाषा' })).toBeTruthy();
    expect(screen.getByTestId('money').textContent).toBe('₹1,23,45,678.90');
    expect(screen.getByTestId('day').textContent).toBe('05 जन॰ 2025');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('hi');
    expect(save).not.toHaveBeenCalled();
  });

  it("follows the browser's Hindi when nothing was chosen", async () => {
    languages(['hi-IN', 'en']);
    renderApp();
    await hindi();
  });

  it("puts the user's saved choice before this device's", async () => {
    localStorage.setItem(STORAGE_KEYS.locale, 'hi');
    setSession({ token: 't', user: user('attendant', 'en') });
    renderApp();
    await screen.findByText('Record New Reading');
    expect(document.documentElement.lang).toBe('en-IN');
  });

  it('saves a choice made on the sign-in page to the account at sign-in', async () => {
    renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'हिन्दी' }));
    await hindi();
    act(() => setSession({ token: 't', user: user('attendant', 'en') }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledWith('hi'));
    expect(localeOf(getSession()?.user)).toBe('hi');
    await hindi();
  });

  it('saves a signed-in attendant’s switch; a failed save says so and the choice still applies', async () => {
    save = vi.fn(async () => {
      throw new Error('offline');
    });
    setSession({ token: 't', user: user('attendant', null) });
    renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'हिन्दी' }));
    await hindi();
    expect(save).toHaveBeenCalledWith('hi');
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('आपकी भाषा आपके खाते में सहेजी नहीं जा सकी। यह इस फ़ोन पर लागू रहेगी।', expect.anything()));
    expect(localeOf(getSession()?.user)).toBe('hi');
  });

  it("keeps an owner's pages English whatever was chosen", async () => {
    localStorage.setItem(STORAGE_KEYS.locale, 'hi');
    setSession({ token: 't', user: user('owner', 'hi') });
    renderApp();
    await screen.findByText('Record New Reading');
    expect(document.documentElement.lang).toBe('en-IN');
  });
});
