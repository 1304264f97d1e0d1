/**
 * The attendant portal (issue 9): the demo attendant signs in on a phone (390 px), lands on
 * /attendant/dashboard, records a reading with the on-screen keypad, sees the toast with the litres
 * and today's summary updated; the entry's refusals (the spec's texts, the server's 422); the drawer
 * and the bottom bar; axe on every attendant page; screenshots at phone and desktop widths, light and
 * dark, and nothing wider than a 360 px screen.
 */
import type { Page } from 'playwright-core';
import {
  ATTENDANT_MSG,
  formatINR,
  formatNumber,
  READING_MSG,
  saleAmount,
  volumeBetween,
  type TAttendantTodaysSummary,
  type TNozzle,
  type TPage,
  type TReading,
} from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, login } from './support/auth';
import { apiCall as call, apiToken } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { useBrowser, waitForPath } from './support/browser';
import { browserAvailable } from './support/env';
import { screenshot } from './support/screenshots';
import { chooseTheme } from './support/theme';

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });
const figure = (page: Page, label: string) => page.locator('dl').getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]').innerText();

/** A nozzle of the attendant's that takes a reading now (active, priced), and a value the keypad can enter above its meter. */
async function readyNozzle(token: string): Promise<{ nozzle: TNozzle; value: string }> {
  const nozzles = (await call<TPage<TNozzle>>(token, 'GET', '/attendant/nozzles?limit=100')).items;
  const nozzle = nozzles.find((n) => n.status === 'active' && n.currentPrice !== null);
  if (!nozzle) throw new Error('e2e: the demo attendant has no active, priced nozzle');
  // Within the keypad's 8 characters: the next whole litres plus 12, and '.5' when it fits.
  const whole = String(Math.ceil(nozzle.currentReading) + 12);
  return { nozzle, value: whole.length <= 6 ? `${whole}.5` : whole };
}

const keypad = (page: Page) => page.getByRole('group', { name: 'Keypad' });

async function tapValue(page: Page, value: string): Promise<void> {
  for (const ch of value) await keypad(page).getByRole('button', { name: ch === '.' ? 'Decimal point' : ch, exact: true }).click();
}

async function pickNozzle(page: Page, nozzle: TNozzle): Promise<void> {
  await page.getByRole('region', { name: nozzle.pumpName }).first().getByRole('button', { name: new RegExp(`^${nozzle.name}(?!\\d)`) }).first().click();
  await keypad(page).waitFor();
}

describe.skipIf(!browserAvailable)('the attendant portal', () => {
  const browser = useBrowser();

  it('the demo attendant records a reading with the keypad on a phone: toast with the litres, today updated', async () => {
    const token = await apiToken(DEMO_USERS.attendant.email, DEMO_USERS.attendant.password);
    const before = await call<TAttendantTodaysSummary>(token, 'GET', '/attendant/todays-summary');
    const { nozzle, value } = await readyNozzle(token);

    const page = await browser.newPage({ viewport: 'mobile' });
    await login(page, DEMO_USERS.attendant);
    await waitForPath(page, '/attendant/dashboard');
    await visible(page, /^Good (morning|afternoon|evening), Amit$/);
    await expect.poll(() => figure(page, 'Readings')).toBe(formatNumber(before.totalReadings));
    await visible(page, before.cashReported ? ATTENDANT_MSG.cashReported : ATTENDANT_MSG.cashPending);

    await page.getByRole('link', { name: ATTENDANT_MSG.recordNew }).click();
    await waitForPath(page, '/attendant/readings/new');
    // Step one: no submit before a nozzle and a value.
    expect(await page.getByRole('button', { name: 'Record Reading' }).count()).toBe(0);
    await pickNozzle(page, nozzle);
    expect(await page.getByRole('button', { name: 'Record Reading' }).count()).toBe(0);

    await tapValue(page, value);
    expect(await page.locator('#attendant-reading-display').innerText()).toBe(value);
    const litres = volumeBetween(nozzle.currentReading, value);
    await visible(page, 'Sale since the last reading:');
    await screenshot(page, 'attendant-reading-keypad-mobile', { fullPage: true });
    // What the phone shows without scrolling: the keypad and, above the bottom bar, the submit.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'attendant-reading-keypad-screen-mobile');

    await page.getByRole('button', { name: 'Record Reading' }).click();
    await visible(page, READING_MSG.recordedTitle);
    await visible(page, READING_MSG.recorded(formatNumber(litres, { minimumFractionDigits: 3, maximumFractionDigits: 3 }), nozzle.nozzleNumber));
    await waitForPath(page, '/attendant/dashboard');

    // The server stored it from this attendant, with the litres the toast said.
    const mine = (await call<TPage<{ id: string; volume: number; amount: number; nozzleId: string }>>(token, 'GET', '/attendant/readings?limit=1')).items[0]!;
    expect(mine).toMatchObject({ nozzleId: nozzle.id, volume: Number(litres) });
    expect(mine.amount.toFixed(2)).toBe(saleAmount(litres, nozzle.currentPrice!));
    const after = await call<TAttendantTodaysSummary>(token, 'GET', '/attendant/todays-summary');
    expect(after.totalReadings).toBe(before.totalReadings + 1);
    await expect.poll(() => figure(page, 'Readings')).toBe(formatNumber(after.totalReadings));
    await expect.poll(() => figure(page, 'Sales')).toBe(formatINR(after.totalRevenue));
    await page.getByText('Last reading', { exact: true }).waitFor();
    expect(after.lastReading?.id).toBe(mine.id);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'attendant-home-after-reading-mobile', { fullPage: true });
  }, 120_000);

  it("refuses an entry with the spec's texts and shows the server's 422 text", async () => {
    const token = await apiToken(DEMO_USERS.attendant.email, DEMO_USERS.attendant.password);
    const { nozzle } = await readyNozzle(token);
    const page = await browser.newPage({ viewport: 'mobile' });
    await login(page, DEMO_USERS.attendant);
    await page.goto('/attendant/readings');
    await pickNozzle(page, nozzle);

    // Typed input: a negative value is refused before anything is sent.
    await page.getByRole('radio', { name: 'Type it' }).click();
    const input = page.getByLabel('Meter reading (litres)');
    expect(await input.getAttribute('step')).toBe('0.01');
    await input.fill('-5');
    await page.getByRole('button', { name: 'Record Reading' }).click();
    await visible(page, ATTENDANT_MSG.invalidTitle);
    await visible(page, ATTENDANT_MSG.invalidReading);

    // Below the meter: said before sending, and the server's 422 text after.
    const below = String(Math.floor(nozzle.currentReading) - 1);
    await input.fill(below);
    const message = READING_MSG.belowPrevious(below, String(nozzle.currentReading));
    await visible(page, message);
    await page.getByRole('button', { name: 'Record Reading' }).click();
    await page.getByRole('alert').filter({ hasText: ATTENDANT_MSG.addFailed }).getByText(message).waitFor();
    const readings = await call<TPage<TReading>>(token, 'GET', '/attendant/readings?limit=1');
    expect(readings.items[0]?.reading).not.toBe(Number(below));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'attendant-reading-refused-mobile', { fullPage: true });
  }, 90_000);

  it('has the drawer with the active entry and the footer, the bottom bar, and passes axe on every page', async () => {
    const token = await apiToken(DEMO_USERS.attendant.email, DEMO_USERS.attendant.password);
    const { nozzle } = await readyNozzle(token);
    const phone = await browser.newPage({ viewport: 'mobile' });
    await login(phone, DEMO_USERS.attendant);

    // The drawer: title, the active entry, the user's name, 'Attendant' and Log out.
    await phone.getByRole('button', { name: 'Open menu' }).click();
    const drawer = phone.getByRole('dialog');
    await drawer.getByText('Attendant Portal').waitFor();
    const nav = drawer.getByRole('navigation', { name: 'Attendant navigation' });
    await expect.poll(() => nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    for (const entry of ['Record Readings', 'Cash Reports', 'Alerts', 'Inventory', 'Settings']) await nav.getByRole('link', { name: entry }).waitFor();
    await drawer.getByText('Amit Kumar').waitFor();
    await drawer.getByText('Attendant', { exact: true }).waitFor();
    await drawer.getByRole('button', { name: 'Log out' }).waitFor();
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await screenshot(phone, 'attendant-drawer-mobile');
    await nav.getByRole('link', { name: 'Record Readings' }).click();
    await waitForPath(phone, '/attendant/readings');
    const bar = phone.getByRole('navigation', { name: 'Attendant quick navigation' });
    await expect.poll(() => bar.getByRole('link', { name: 'Readings' }).getAttribute('aria-current')).toBe('page');

    const pages: Array<[string, string, (p: Page) => Promise<unknown>]> = [
      ['home', '/attendant/dashboard', (p) => p.getByText('Today’s Tasks').waitFor()],
      ['readings', '/attendant/readings', (p) => p.getByRole('region', { name: nozzle.pumpName }).first().waitFor()],
      ['alerts', '/attendant/alerts', (p) => p.getByRole('heading', { name: 'Alerts', level: 2 }).waitFor()],
      ['inventory', '/attendant/inventory', (p) => p.getByLabel('Station').waitFor()],
    ];
    for (const [name, path, ready] of pages) {
      await phone.goto(path);
      await ready(phone);
      expect(await seriousA11yViolations(phone), path).toEqual([]);
      await screenshot(phone, `attendant-${name}-mobile`, { fullPage: true });
    }
    // The tasks lead where they say.
    await phone.goto('/attendant/dashboard');
    await phone.getByRole('link', { name: /Check Fuel Levels/ }).click();
    await waitForPath(phone, '/attendant/inventory');

    // 360 px: nothing wider than the screen.
    await phone.setViewportSize({ width: 360, height: 740 });
    for (const [, path, ready] of pages) {
      await phone.goto(path);
      await ready(phone);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
    await phone.goto('/attendant/readings');
    await pickNozzle(phone, nozzle);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await screenshot(phone, 'attendant-reading-step2-360', { fullPage: true });

    // Dark theme on the phone's home and entry.
    await chooseTheme(phone, 'Dark');
    await phone.goto('/attendant/dashboard');
    await phone.getByText('Today’s Tasks').waitFor();
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await screenshot(phone, 'attendant-home-dark-360', { fullPage: true });

    // Desktop: the sidebar with the active entry.
    const desk = await browser.newPage();
    await login(desk, DEMO_USERS.attendant);
    const side = desk.getByRole('complementary', { name: 'Attendant Portal' });
    await expect.poll(() => side.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    await desk.getByText('Today’s Tasks').waitFor();
    await screenshot(desk, 'attendant-home-desktop', { fullPage: true });
    await desk.goto('/attendant/readings/new');
    await pickNozzle(desk, nozzle);
    await expect.poll(() => side.getByRole('link', { name: 'Record Readings' }).getAttribute('aria-current')).toBe('page');
    expect(await seriousA11yViolations(desk)).toEqual([]);
    await screenshot(desk, 'attendant-reading-desktop', { fullPage: true });
  }, 180_000);
});
