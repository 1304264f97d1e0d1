/**
 * The money path (issue 4): a new business's owner sets fuel prices on /dashboard/fuel-prices, records
 * three readings through the Quick Reading dialog, finds them on /dashboard/readings and
 * /dashboard/sales with the API's own figures, exports the sales CSV; a manager of the demo business
 * voids a nozzle's latest reading. Axe on the readings and sales pages; screenshots at desktop and
 * phone widths.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import {
  formatCompactINR,
  formatINR,
  formatLitres,
  formatNumber,
  SALES_CSV_COLUMNS,
  type TCanCreateReading,
  type TNozzle,
  type TPage,
  type TPump,
  type TReading,
  type TReadingSummary,
  type TSalesSummary,
  type TStation,
} from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, login, uniqueEmail } from './support/auth';
import { seriousA11yViolations } from './support/axe';
import { useBrowser, waitForPath, type TViewport } from './support/browser';
import { baseURL, browserAvailable } from './support/env';
import { fillQuickReading, type TQuickReadingIds } from './support/quick-reading';
import { screenshot } from './support/screenshots';

const PASSWORD = 'Sup3r-secret';

/** A JSON call to the API with a Bearer token; returns `data` and fails the test on an error envelope. */
async function call<T>(token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}/api/v1${path}`, {
    method,
    headers: { Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { success: boolean; data: T; message?: string };
  if (!res.ok || !json.success) throw new Error(`${method} ${path}: ${res.status} ${json.message ?? ''}`);
  return json.data;
}

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });

/** The figure shown on a summary card (its label's next sibling). */
const cardValue = (page: Page, label: string) =>
  page.locator('section').getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]').innerText();

/** Records a reading through the Quick Reading dialog on /dashboard, and returns the toast's text. */
async function quickReading(page: Page, ids: TQuickReadingIds, value: string, payment: string): Promise<string> {
  const dialog = await fillQuickReading(page, ids, value, payment);
  await dialog.getByRole('button', { name: 'Record Reading' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Reading Recorded' }).last();
  await toast.waitFor();
  const text = await toast.innerText();
  await waitForPath(page, '/dashboard');
  return text;
}

async function screenshots(page: Page, viewport: TViewport, readingId: string): Promise<void> {
  const shots: Array<[string, string, string]> = [
    ['/dashboard/fuel-prices', 'Price history', 'fuel-prices'],
    ['/dashboard/readings', 'Historical Readings', 'readings'],
    [`/dashboard/readings/${readingId}`, 'Record information', 'reading-detail'],
    ['/dashboard/sales', 'Transactions', 'sales'],
  ];
  for (const [path, marker, name] of shots) {
    await page.goto(path);
    await visible(page, marker);
    await screenshot(page, `money-${name}-${viewport}`, { fullPage: true });
  }
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Record Reading' }).first().click();
  await page.getByRole('dialog', { name: 'Quick Reading' }).getByLabel('Station *').waitFor();
  await screenshot(page, `money-quick-reading-${viewport}`);
}

describe.skipIf(!browserAvailable)('the money path', () => {
  const browser = useBrowser();

  it('a new owner sets prices, records three quick readings, sees the API figures in readings and sales, exports the CSV', async () => {
    // A new business with one station, one pump and one petrol nozzle at 1000 L (through the API).
    const stamp = Date.now().toString(36);
    const email = uniqueEmail('money');
    const auth = await call<{ token: string }>(null, 'POST', '/auth/register', { businessName: `Money ${stamp}`, name: 'Kavya Iyer', email, password: PASSWORD });
    const t = auth.token;
    const station = await call<TStation>(t, 'POST', '/stations', { name: `Ring Road Fuels ${stamp}`, address: '4 Ring Road, Mysuru' });
    const pump = await call<TPump>(t, 'POST', '/pumps', { stationId: station.id, name: 'Pump 1', serialNumber: `SN-M-${stamp}` });
    const nozzle = await call<TNozzle>(t, 'POST', '/nozzles', { pumpId: pump.id, name: 'Petrol A', fuelType: 'petrol', openingReading: 1000 });
    const creditor = await call<{ id: string }>(t, 'POST', '/creditors', { partyName: `Ring Road Transport ${stamp}`, creditLimit: 100000 });
    const ids = { stationId: station.id, pumpId: pump.id, nozzleId: nozzle.id, creditorId: creditor.id };

    const page = await browser.newPage();
    await login(page, { role: 'owner', email, password: PASSWORD });

    // Fuel prices: "Not set", the missing-price notice, then set petrol at ₹102.47 from now.
    await page.goto('/dashboard/fuel-prices');
    await visible(page, 'Fuel prices missing');
    await expect.poll(() => page.getByText('Not set').count()).toBe(3);
    await page.getByRole('button', { name: `Update Prices for ${station.name}` }).click();
    await expect.poll(() => page.getByLabel('Station *').inputValue()).toBe(station.id);
    await page.getByLabel('Price per litre (₹) *').fill('102.47');
    // Valid from: now, shown as dd/mm/yyyy and the time (the app's date field, whatever the browser's locale).
    const browserToday = await page.evaluate(() => new Date().toLocaleDateString('en-GB'));
    expect(await page.getByLabel('Valid from *').inputValue()).toBe(browserToday);
    expect(await page.getByLabel('Valid from, time').inputValue()).toMatch(/^\d{2}:\d{2}$/);
    await page.getByRole('button', { name: 'Set Price', exact: true }).click();
    await visible(page, 'Fuel price updated successfully');
    await visible(page, '₹102.47 / L');
    await expect.poll(() => page.getByText('Fuel prices missing').count()).toBe(0);

    // Three readings through the Quick Reading dialog: the toast carries the API's volume.
    const toasts: string[] = [];
    toasts.push(await quickReading(page, ids, '1012.345', 'cash'));
    toasts.push(await quickReading(page, ids, '1050', 'upi'));
    toasts.push(await quickReading(page, ids, '1100.5', 'credit'));
    expect(toasts[0]).toContain('Successfully recorded 12.345 L for nozzle #1');
    expect(toasts[1]).toContain('Successfully recorded 37.655 L for nozzle #1');
    expect(toasts[2]).toContain('Successfully recorded 50.500 L for nozzle #1');

    // A lower reading is refused before the server is asked.
    const dialog = await fillQuickReading(page, ids, '1100');
    await dialog.getByRole('button', { name: 'Record Reading' }).click();
    await visible(page, 'Current reading (1100 L) cannot be less than previous reading (1100.5 L)');
    await page.keyboard.press('Escape');

    // /dashboard/readings: the cards are the API's summary, the table has the three readings.
    const readings = await call<TPage<TReading, TReadingSummary>>(t, 'GET', '/nozzle-readings?limit=100');
    expect(readings.summary.totalReadings).toBe(3);
    expect(readings.items.map((r) => r.volume)).toEqual([50.5, 37.655, 12.345]);
    await page.goto('/dashboard/readings');
    await visible(page, 'Historical Readings');
    await expect.poll(() => cardValue(page, 'Total Readings')).toBe(formatNumber(readings.summary.totalReadings));
    await expect.poll(() => cardValue(page, "Today's Readings")).toBe(formatNumber(readings.summary.todayReadings));
    await expect.poll(() => cardValue(page, 'This Week')).toBe(formatNumber(readings.summary.weekReadings));
    await expect.poll(() => cardValue(page, 'Total Revenue')).toBe(formatCompactINR(readings.summary.totalRevenue));
    const table = page.getByRole('table');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(3);
    for (const r of readings.items) await table.getByText(formatINR(r.amount)).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Reading details of the latest one: the four groups with the API's figures.
    const latest = readings.items[0]!;
    await page.goto(`/dashboard/readings/${latest.id}`);
    await visible(page, 'Record information');
    await visible(page, formatLitres(latest.previousReading));
    await visible(page, formatINR(latest.amount));

    // /dashboard/sales: the four cards are the API's summary.
    const sales = await call<TPage<unknown, TSalesSummary>>(t, 'GET', '/sales?limit=100');
    expect(sales.total).toBe(3);
    await page.goto('/dashboard/sales');
    await visible(page, 'Transactions');
    await expect.poll(() => cardValue(page, 'Total Sales')).toBe(formatCompactINR(sales.summary.totalSales));
    await expect.poll(() => cardValue(page, 'Total Volume')).toBe(formatLitres(sales.summary.totalVolume));
    await expect.poll(() => cardValue(page, 'Credit Sales')).toBe(formatCompactINR(sales.summary.creditSales));
    await expect.poll(() => cardValue(page, 'Posted Sales')).toBe(formatCompactINR(sales.summary.postedSales));
    expect(sales.summary.totalSales).toBe(readings.summary.totalRevenue);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Export: a CSV of every sale of the filter, fetched with the token (not in the URL).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8').trim().split(/\r?\n/);
    expect(csv[0]).toContain(SALES_CSV_COLUMNS[0]);
    expect(csv).toHaveLength(4);
    expect(download.url()).not.toContain(t);

    await screenshots(page, 'desktop', latest.id);
    const phone = await browser.newPage({ viewport: 'mobile' });
    await login(phone, { role: 'owner', email, password: PASSWORD });
    await screenshots(phone, 'mobile', latest.id);
  }, 180_000);

  it("a manager of the demo business voids a nozzle's latest reading", async () => {
    const m = await call<{ token: string }>(null, 'POST', '/auth/login', { email: DEMO_USERS.manager.email, password: DEMO_USERS.manager.password });
    // An active nozzle of the demo business; its station gets a price first if none is in effect.
    const nozzles = await call<TPage<TNozzle>>(m.token, 'GET', '/nozzles?limit=100&status=active');
    const nozzle = nozzles.items[0];
    if (!nozzle) throw new Error('e2e: the demo business has no active nozzle');
    let check = await call<TCanCreateReading>(m.token, 'GET', `/nozzle-readings/can-create/${nozzle.id}`);
    if (check.pricePerLitre === null) {
      await call(m.token, 'POST', '/fuel-prices', { stationId: nozzle.stationId, fuelType: nozzle.fuelType, price: 101.5 });
      check = await call<TCanCreateReading>(m.token, 'GET', `/nozzle-readings/can-create/${nozzle.id}`);
    }
    expect(check.canCreate).toBe(true);
    const target = { nozzle, check };
    const reading = await call<TReading>(m.token, 'POST', '/nozzle-readings', {
      nozzleId: target.nozzle.id,
      reading: target.check.previousReading + 25,
      paymentMethod: 'card',
    });

    const page = await browser.newPage();
    await login(page, DEMO_USERS.manager);
    await page.goto(`/dashboard/readings/${reading.id}`);
    await visible(page, 'Record information');
    await page.getByRole('button', { name: 'Void Reading' }).click();
    const dialog = page.getByRole('dialog', { name: 'Void Reading' });
    await dialog.getByRole('button', { name: 'Void Reading' }).click();
    await visible(page, 'A reason is required to void a reading');
    await screenshot(page, 'money-void-reason-error-desktop');
    await dialog.getByLabel('Reason *').fill('Test entry on the wrong nozzle');
    await dialog.getByRole('button', { name: 'Void Reading' }).click();
    await dialog.getByRole('button', { name: 'Yes, void this reading' }).click();
    await visible(page, 'Reading Voided');
    await visible(page, 'Reason: Test entry on the wrong nozzle');
    const after = await call<TReading>(m.token, 'GET', `/nozzle-readings/${reading.id}`);
    expect(after.status).toBe('voided');
    const again = await call<TCanCreateReading>(m.token, 'GET', `/nozzle-readings/can-create/${target.nozzle.id}`);
    expect(again.previousReading).toBe(target.check.previousReading);
  }, 90_000);
});
