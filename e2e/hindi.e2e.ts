/**
 * The attendant portal in Hindi (issue 13, docs/decisions/030): an attendant on an English phone switches
 * to हिन्दी on the sign-in page, signs in — the account keeps the choice, so a fresh phone opens in Hindi
 * after sign-in —, records a reading (and sees the server's refusal in Hindi) and submits a cash report,
 * with Hindi month names and ₹ grouped in lakh; axe on every attendant page in both languages; the pages
 * at 360 px in Hindi are photographed and fit the screen.
 */
import type { Page } from 'playwright-core';
import { formatDate, formatINR, formatNumber, todayInZone, type TCashReport, type TPage, type TProfile } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { apiCall as call, apiToken } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { useBrowser, waitForPath } from './support/browser';
import { browserAvailable } from './support/env';
import { ENGLISH_LABELS, HINDI_LABELS, hindiBusiness, OPENING, signIn, tap, visible } from './support/hindi';
import { screenshot } from './support/screenshots';

const hi = { locale: 'hi-IN' } as const;
const HINDI_MONTHS = /जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|नवंबर|दिसंबर|जन॰|फ़र॰|अग॰|सित॰|अक्तू॰|नव॰|दिस॰/;

/** The attendant pages, and what shows each is drawn (in either language). */
const PAGES: Array<[string, string, (p: Page) => Promise<unknown>]> = [
  ['home', '/attendant/dashboard', (p) => p.locator('#todays-summary').waitFor()],
  ['readings', '/attendant/readings', (p) => p.getByRole('region', { name: 'Pump 1' }).waitFor()],
  ['cash-reports', '/attendant/cash-reports', (p) => p.getByTestId('cash-report-card').first().waitFor()],
  ['cash-report', '/attendant/cash-report', (p) => p.locator('#acr-cashAmount').waitFor()],
  ['alerts', '/attendant/alerts', (p) => p.getByRole('heading', { level: 2 }).first().waitFor()],
  ['notifications', '/attendant/notifications', (p) => p.getByRole('heading', { level: 2 }).first().waitFor()],
  ['inventory', '/attendant/inventory', (p) => p.getByTestId('tank-card').first().waitFor()],
  ['settings', '/attendant/settings', (p) => p.getByRole('heading', { level: 2 }).first().waitFor()],
];

describe.skipIf(!browserAvailable)('the attendant portal in Hindi', () => {
  const browser = useBrowser();

  it('switches to Hindi on the sign-in page, which the account remembers; a reading and a cash report in Hindi', async () => {
    const { attendant, station } = await hindiBusiness();
    const page = await browser.newPage({ viewport: 'mobile' });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in to Forecourt' }).waitFor();
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: 'Forecourt में साइन इन करें' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Signing in saves the choice to the account (PUT auth/profile/locale).
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/profile/locale') && r.request().method() === 'PUT');
    await signIn(page, attendant, HINDI_LABELS);
    await waitForPath(page, '/attendant/dashboard');
    const answer = await saved;
    expect(answer.request().postDataJSON()).toEqual({ locale: 'hi' });
    expect(answer.status(), 'PUT auth/profile/locale').toBeLessThan(300);
    const token = await apiToken(attendant.email, attendant.password);
    expect((await call<TProfile & { locale?: string }>(token, 'GET', '/auth/profile')).locale).toBe('hi');

    // The home in Hindi: the greeting, and today with Hindi day and month names.
    await page.getByRole('heading', { level: 2, name: /^(सुप्रभात|नमस्ते|शुभ संध्या), Ravi$/ }).waitFor();
    const longDay = new Intl.DateTimeFormat('hi-IN-u-nu-latn', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date());
    await visible(page, longDay);
    expect(longDay).toMatch(HINDI_MONTHS);

    // A reading: the nozzle's meter in lakh grouping, the keypad, the preview and the toast in Hindi.
    await page.getByRole('link', { name: 'नई रीडिंग दर्ज करें' }).click();
    await waitForPath(page, '/attendant/readings/new');
    const card = page.getByRole('region', { name: 'Pump 1' }).getByRole('button', { name: /^Petrol A/ });
    await card.getByText(`मीटर ${formatNumber(OPENING, { maximumFractionDigits: 3 })}`).waitFor();
    expect(await card.innerText()).toContain('पेट्रोल');
    await card.click();
    // Below the meter: said before sending, and the server's refusal (422) in Hindi after.
    await page.getByRole('radio', { name: 'टाइप करें' }).click();
    await page.getByLabel('मीटर रीडिंग (लीटर)').fill('123400');
    const below = `मौजूदा रीडिंग (123400 L) पिछली रीडिंग (${OPENING} L) से कम नहीं हो सकती`;
    await visible(page, below);
    await page.getByRole('button', { name: 'रीडिंग दर्ज करें', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'रीडिंग दर्ज नहीं हो सकी' }).getByText(below).waitFor();
    await screenshot(page, 'hindi-reading-refused');
    await page.getByRole('radio', { name: 'कीपैड' }).click();
    await tap(page, 'कीपैड', ['साफ़ करें', '1', '2', '3', '4', '7', '0', 'दशमलव बिंदु', '5']);
    await visible(page, 'पिछली रीडिंग से बिक्री:');
    await page.getByRole('button', { name: 'रीडिंग दर्ज करें', exact: true }).click();
    await visible(page, 'रीडिंग दर्ज हुई');
    await visible(page, 'नोज़ल #1 के लिए 14.000 L दर्ज किए गए');
    await waitForPath(page, '/attendant/dashboard');
    const stored = (await call<TPage<{ reading: number; volume: number; amount: number }>>(token, 'GET', '/attendant/readings?limit=1')).items[0];
    expect(stored).toMatchObject({ reading: 123470.5, volume: 14 });
    await expect.poll(() => page.getByText('बिक्री', { exact: true }).locator('xpath=following-sibling::dd[1]').innerText()).toBe(formatINR(stored!.amount, hi));

    // A cash report: nothing entered is refused in Hindi; ₹1,50,000 on the keypad; the toast and the list in Hindi.
    await page.getByRole('navigation', { name: 'अटेंडेंट क्विक नेविगेशन' }).getByRole('link', { name: 'नकद' }).click();
    await waitForPath(page, '/attendant/cash-reports');
    await visible(page, 'अभी कोई नकद रिपोर्ट नहीं');
    await page.getByRole('link', { name: 'नकद रिपोर्ट जमा करें' }).click();
    await waitForPath(page, '/attendant/cash-report');
    const today = formatDate(todayInZone('Asia/Kolkata'), hi);
    expect(today).toMatch(HINDI_MONTHS);
    await visible(page, `तारीख: ${today} (आज)`);
    await page.getByRole('button', { name: /^नकद रिपोर्ट जमा करें/ }).click();
    await visible(page, 'गलत राशि');
    await visible(page, 'कृपया कम से कम एक राशि डालें');
    await page.getByText('सुबह', { exact: true }).click();
    await tap(page, 'नकद राशि का कीपैड', ['1', '5', '0', '00', '0']);
    await expect.poll(() => page.getByTestId('total-collected').textContent()).toBe('₹1,50,000.00');
    await page.getByRole('button', { name: 'नकद रिपोर्ट जमा करें · ₹1,50,000.00' }).click();
    await visible(page, 'नकद रिपोर्ट जमा हो गई');
    await visible(page, 'कुल दर्ज राशि: ₹1,50,000.00');
    await waitForPath(page, '/attendant/dashboard');
    const reports = await call<TPage<TCashReport>>(token, 'GET', `/attendant/cash-reports?stationId=${station.id}`);
    expect(reports.items).toHaveLength(1);
    expect(reports.items[0]).toMatchObject({ shift: 'morning', cashAmount: 150000, status: 'pending' });
    await page.goto('/attendant/cash-reports');
    // The card of this report (the demo attendant may have others: the list's order is not what is tested).
    const report = page.getByTestId('cash-report-card').filter({ hasText: '₹1,50,000.00' }).first();
    await report.getByText(`सुबह · ${today}`).waitFor();
    await report.getByText('जाँच बाकी').waitFor();
    expect(await report.innerText()).toContain('₹1,50,000.00');

    // Sign out; on another phone (English, nothing stored) the account's choice applies after sign-in.
    await page.getByRole('button', { name: 'खाता मेन्यू' }).click();
    await page.getByRole('menuitem', { name: 'लॉग आउट' }).click();
    await waitForPath(page, '/login');
    const other = await browser.newPage({ viewport: 'mobile' });
    await other.goto('/login');
    await other.getByRole('heading', { name: 'Sign in to Forecourt' }).waitFor();
    await signIn(other, attendant, ENGLISH_LABELS);
    await waitForPath(other, '/attendant/dashboard');
    await other.getByRole('link', { name: 'नई रीडिंग दर्ज करें' }).waitFor();
    expect(await other.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
  }, 180_000);

  it('passes axe on every attendant page in Hindi and in English, and fits 360 px in Hindi', async () => {
    const { attendant, nozzle } = await hindiBusiness();
    const token = await apiToken(attendant.email, attendant.password);
    await call(token, 'POST', '/attendant/readings', { nozzleId: nozzle.id, reading: OPENING + 250 });
    await call(token, 'POST', '/attendant/cash-report', { stationId: nozzle.stationId, shift: 'night', cashAmount: 125000, upiAmount: 4500.5 });

    const page = await browser.newPage({ viewport: 'mobile', locale: 'hi-IN' });
    await page.goto('/login');
    // A Hindi phone opens the sign-in page in Hindi (the browser's language, nothing chosen yet).
    await page.getByRole('heading', { name: 'Forecourt में साइन इन करें' }).waitFor();
    await signIn(page, attendant, HINDI_LABELS);
    await waitForPath(page, '/attendant/dashboard');
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [name, path, ready] of PAGES) {
      await page.goto(path);
      await ready(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
      expect(await seriousA11yViolations(page), `${path} in Hindi`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} in Hindi`).toBeLessThanOrEqual(360);
      await screenshot(page, `hindi-${name}-360`, { fullPage: true });
    }

    // English from the account menu (saved to the account), then the same pages in English.
    await page.getByRole('button', { name: 'खाता मेन्यू' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await expect.poll(async () => (await call<{ locale?: string }>(token, 'GET', '/auth/profile')).locale).toBe('en');
    for (const [, path, ready] of PAGES) {
      await page.goto(path);
      await ready(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-IN');
      expect(await seriousA11yViolations(page), `${path} in English`).toEqual([]);
    }
  }, 240_000);
});
