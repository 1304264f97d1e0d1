/**
 * Daily reconciliation and day close (issue 11): a new business's owner opens /dashboard/reconciliation
 * (yesterday by default), sees the readings' figures beside the cash reports with the difference and
 * Mismatch, closes the day with a note, and then sees a reading for that day refused on the reading page
 * with 'Day already finalized for this station.'; Sales Management shows the day's sales posted. The
 * detail page lists the day's sales; the owner reopens the day with a reason and the sales are pending
 * again. Axe on both pages; screenshots at desktop and phone widths (also copied to /tmp/shots-wt-recon).
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  DAY_MSG,
  formatCompactINR,
  formatINR,
  RECONCILIATION_MSG,
  REPORT_MSG,
  type TNozzle,
  type TPage,
  type TPump,
  type TReconciliationRecord,
  type TSale,
  type TSalesSummary,
  type TStation,
} from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, login, uniqueEmail } from './support/auth';
import { apiCall as call } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { useBrowser, type TViewport } from './support/browser';
import { browserAvailable } from './support/env';
import { screenshot } from './support/screenshots';

const PASSWORD = 'Sup3r-secret';
const SHOTS = '/tmp/shots-wt-recon';

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });

/** The business's calendar day `back` days ago (its zone is Asia/Kolkata, the default). */
function dayIST(back: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
}

async function shot(page: Page, name: string): Promise<void> {
  const path = await screenshot(page, name, { fullPage: true });
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(path, join(SHOTS, basename(path)));
}

/** The figure shown on a summary card (its label's next sibling). */
const cardValue = (page: Page, label: string) =>
  page.locator('section').getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]').innerText();

describe.skipIf(!browserAvailable)('daily reconciliation', () => {
  const browser = useBrowser();

  it('the owner closes yesterday in the UI; a reading for it is refused; sales are posted; the owner reopens it', async () => {
    // A new business: one station, one petrol nozzle at 1000 L, a price since three days ago, and two
    // sales yesterday (10:00 cash 10 L, 11:00 UPI 5 L at ₹102.47: ₹1,024.70 and ₹512.35).
    const stamp = Date.now().toString(36);
    const email = uniqueEmail('recon');
    const t = (await call<{ token: string }>(null, 'POST', '/auth/register', { businessName: `Recon ${stamp}`, name: 'Meera Pillai', email, password: PASSWORD })).token;
    const station = await call<TStation>(t, 'POST', '/stations', { name: `Lake Road Fuels ${stamp}`, address: '9 Lake Road, Kochi' });
    const pump = await call<TPump>(t, 'POST', '/pumps', { stationId: station.id, name: 'Pump 1', serialNumber: `SN-R-${stamp}` });
    const nozzle = await call<TNozzle>(t, 'POST', '/nozzles', { pumpId: pump.id, name: 'Petrol A', fuelType: 'petrol', openingReading: 1000 });
    await call(t, 'POST', '/fuel-prices', { stationId: station.id, fuelType: 'petrol', price: 102.47, validFrom: `${dayIST(3)}T00:00:00+05:30` });
    const yesterday = dayIST(1);
    await call(t, 'POST', '/nozzle-readings', { nozzleId: nozzle.id, reading: 1010, paymentMethod: 'cash', recordedAt: `${yesterday}T10:00:00+05:30` });
    await call(t, 'POST', '/nozzle-readings', { nozzleId: nozzle.id, reading: 1015, paymentMethod: 'upi', recordedAt: `${yesterday}T11:00:00+05:30` });

    const page = await browser.newPage({ timezoneId: 'Asia/Kolkata' });
    await login(page, { role: 'owner', email, password: PASSWORD });
    await page.goto('/dashboard/reconciliation');
    await visible(page, 'Daily Reconciliation');
    // Yesterday by default; nothing declared: the whole total is short, red, Mismatch; accuracy 0.
    await visible(page, `${station.name} · `);
    const figures = page.getByRole('table', { name: /System-calculated sales/ });
    await figures.getByText(formatINR(1537.05)).first().waitFor();
    await figures.getByText(`−${formatINR(1537.05)}`).waitFor();
    await visible(page, RECONCILIATION_MSG.mismatch);
    await visible(page, '0.00%');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'reconciliation-open-desktop');

    // Close Day with a note.
    await page.getByRole('button', { name: 'Close Day' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close day' });
    await dialog.getByLabel('Notes (optional)').fill('No cash report filed: the till was counted by the owner.');
    await shot(page, 'reconciliation-close-dialog-desktop');
    await dialog.getByRole('button', { name: 'Close Day' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: RECONCILIATION_MSG.closedTitle }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Day Closed' }).isDisabled()).toBe(true);
    const records = await call<TPage<TReconciliationRecord>>(t, 'GET', `/reconciliation?stationId=${station.id}`);
    expect(records.items).toMatchObject([{ date: yesterday, status: 'closed', actualSales: 1537.05, difference: -1537.05, notes: 'No cash report filed: the till was counted by the owner.' }]);
    await page.getByRole('table', { name: 'Closed days, newest first' }).getByText('Closed', { exact: true }).waitFor();
    // Axe once the toast has gone (mid-fade its text has no contrast to measure).
    await page.mouse.move(10, 200);
    await page.locator('[data-sonner-toast]').filter({ hasText: RECONCILIATION_MSG.closedTitle }).waitFor({ state: 'detached', timeout: 15_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'reconciliation-closed-desktop');

    // A reading for the closed day, on the reading page: refused with the spec's text.
    await page.goto('/dashboard/readings/new');
    await page.getByLabel('Station *').selectOption(station.id);
    await page.getByLabel('Pump *').selectOption(pump.id);
    await page.getByLabel('Nozzle *').selectOption(nozzle.id);
    await page.getByTestId('price-per-litre').waitFor();
    await page.getByLabel('Current reading (litres) *').fill('1020');
    // Recorded at: the day typed as dd/mm/yyyy and the time beside it (docs/decisions/023).
    const [yy, mm, dd] = yesterday.split('-');
    await page.getByLabel('Recorded at (optional)').fill(`${dd}/${mm}/${yy}`);
    await page.getByLabel('Recorded at (optional)').blur();
    await page.getByLabel('Recorded at, time').fill('18:00');
    await page.getByRole('button', { name: 'Record Reading' }).click();
    await page.getByRole('alert').filter({ hasText: DAY_MSG.dayClosed }).first().waitFor();
    await shot(page, 'reconciliation-reading-refused-desktop');
    expect((await call<TPage<TSale>>(t, 'GET', '/sales')).total).toBe(2);

    // Sales Management: the day's sales are posted.
    const sales = await call<TPage<TSale, TSalesSummary>>(t, 'GET', '/sales');
    expect(sales.summary.postedSales).toBe(1537.05);
    await page.goto('/dashboard/sales');
    await visible(page, 'Transactions');
    await expect.poll(() => cardValue(page, 'Posted Sales')).toBe(formatCompactINR(1537.05));
    await expect.poll(() => page.getByText('Posted', { exact: true }).count()).toBeGreaterThanOrEqual(2);

    // The detail: totals by method and the day's sales; then the owner reopens it with a reason.
    const id = records.items[0]!.id;
    await page.goto(`/dashboard/reconciliation/${id}`);
    await visible(page, 'Sales of the day');
    const salesTable = page.getByRole('table', { name: /^Sales of / });
    await expect.poll(() => salesTable.locator('tbody tr').count()).toBe(2);
    await salesTable.getByText(formatINR(512.35)).waitFor();
    await page.getByRole('link', { name: 'Back to reconciliation' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'reconciliation-detail-desktop');
    // Print DSR: the day's daily sales report, a real PDF.
    const [dsr] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Print DSR' }).click()]);
    await visible(page, REPORT_MSG.downloadStarted);
    expect(dsr.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile((await dsr.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByRole('button', { name: 'Reopen' }).click();
    const reopen = page.getByRole('dialog', { name: 'Reopen day' });
    await reopen.getByRole('button', { name: 'Reopen Day' }).click();
    await visible(page, RECONCILIATION_MSG.reopenReasonRequired);
    await reopen.getByLabel('Reason *').fill('A late card slip was found');
    await reopen.getByRole('button', { name: 'Reopen Day' }).click();
    await visible(page, RECONCILIATION_MSG.reopenedTitle);
    await page.getByText('Reopened', { exact: true }).first().waitFor();
    const after = await call<TPage<TSale, TSalesSummary>>(t, 'GET', '/sales');
    expect(after.summary.postedSales).toBe(0);
    expect(after.items.map((s) => s.status)).toEqual(['pending', 'pending']);
    // The day takes writes again.
    await call(t, 'POST', '/nozzle-readings', { nozzleId: nozzle.id, reading: 1020, paymentMethod: 'card', recordedAt: `${yesterday}T18:00:00+05:30` });

    // 'Reconciliation not found' for an id that is not the business's.
    await page.goto('/dashboard/reconciliation/01890000-0000-7000-8000-000000000000');
    await visible(page, RECONCILIATION_MSG.notFound);

    const phone = await browser.newPage({ viewport: 'mobile' as TViewport, timezoneId: 'Asia/Kolkata' });
    await login(phone, { role: 'owner', email, password: PASSWORD });
    await phone.goto('/dashboard/reconciliation');
    await visible(phone, 'Daily Reconciliation');
    await phone.getByRole('list', { name: 'Figures by method' }).getByText('Total').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await shot(phone, 'reconciliation-mobile');
    await phone.goto(`/dashboard/reconciliation/${id}`);
    await visible(phone, 'Sales of the day');
    await expect.poll(() => phone.getByRole('list', { name: /^Sales of / }).getByRole('listitem').count()).toBe(3);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await shot(phone, 'reconciliation-detail-mobile');

    const dark = await browser.newPage({ colorScheme: 'dark', timezoneId: 'Asia/Kolkata' });
    await login(dark, { role: 'owner', email, password: PASSWORD });
    await dark.goto('/dashboard/reconciliation');
    await dark.getByRole('table', { name: /System-calculated sales/ }).waitFor();
    expect(await seriousA11yViolations(dark)).toEqual([]);
    await shot(dark, 'reconciliation-dark-desktop');
  }, 180_000);

  it("the demo business's manager reads yesterday's reconciliation (no Reopen for a manager)", async () => {
    const page = await browser.newPage({ timezoneId: 'Asia/Kolkata' });
    await login(page, DEMO_USERS.manager);
    await page.goto('/dashboard/reconciliation');
    await page.getByRole('table', { name: /System-calculated sales/ }).waitFor();
    await page.getByText('Accuracy', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Reopen' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'reconciliation-demo-manager-desktop');
  }, 60_000);
});
