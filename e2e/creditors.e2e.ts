/**
 * Creditors and credit sales (issue 9, docs/decisions/015), on a phone (390 px): a new business's owner
 * adds a creditor (the spec's texts for bad input), records two credit sales through the Quick Reading
 * dialog — the second past the limit, recorded with an override reason — records a payment, and reads
 * the statement's running balance, which is the API's; edits the limit; searches the list. Axe on every
 * creditor page; screenshots at phone and desktop widths, light and dark.
 */
import type { Page } from 'playwright-core';
import {
  CREDITOR_MSG,
  formatINR,
  type TCreditor,
  type TCreditorSummary,
  type TNozzle,
  type TPage,
  type TPump,
  type TStation,
  type TStatementEntry,
  type TStatementSummary,
} from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, login, uniqueEmail } from './support/auth';
import { apiCall as call, apiToken } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { useBrowser, waitForPath, type TViewport } from './support/browser';
import { browserAvailable } from './support/env';
import { fillQuickReading, type TQuickReadingIds } from './support/quick-reading';
import { screenshot } from './support/screenshots';

const PASSWORD = 'Sup3r-secret';

const visible = (page: Page, text: string | RegExp) => page.getByText(text).filter({ visible: true }).first().waitFor();
const shownBalances = (page: Page) => page.locator('[data-testid="statement-balance"]:visible').allInnerTexts();

/** The Quick Reading dialog on /dashboard, filled in as a credit sale to the creditor (not submitted). */
const creditReading = (page: Page, ids: TQuickReadingIds, value: string) => fillQuickReading(page, ids, value, 'credit');

async function recorded(page: Page): Promise<void> {
  await page.locator('[data-sonner-toast]').filter({ hasText: 'Reading Recorded' }).last().waitFor();
  await waitForPath(page, '/dashboard');
}

async function axeClean(page: Page, where: string): Promise<void> {
  expect({ where, violations: await seriousA11yViolations(page) }).toEqual({ where, violations: [] });
}

async function shots(page: Page, viewport: TViewport, creditorId: string): Promise<void> {
  const pages: Array<[string, string, string]> = [
    ['/dashboard/creditors', 'Total Outstanding', 'list'],
    [`/dashboard/creditors/${creditorId}`, 'Closing balance', 'detail'],
    ['/dashboard/creditors/new', 'Party Name *', 'new'],
    [`/dashboard/creditors/${creditorId}/edit`, 'Credit Limit (₹)', 'edit'],
    [`/dashboard/creditors/${creditorId}/payments/new`, 'Amount (₹) *', 'payment'],
  ];
  for (const [path, marker, name] of pages) {
    await page.goto(path);
    await visible(page, marker);
    await screenshot(page, `creditors-${name}-${viewport}`, { fullPage: true });
  }
}

describe.skipIf(!browserAvailable)('creditors and credit sales', () => {
  const browser = useBrowser();

  it('on a phone the owner adds a creditor, sells on credit past the limit with a reason, records a payment and reads the running balance', async () => {
    // A new business: one station, one pump, one petrol nozzle at 1000 L, petrol at ₹100.00 (through the API).
    const stamp = Date.now().toString(36);
    const email = uniqueEmail('credit');
    const t = (await call<{ token: string }>(null, 'POST', '/auth/register', { businessName: `Credit ${stamp}`, name: 'Anil Menon', email, password: PASSWORD })).token;
    const station = await call<TStation>(t, 'POST', '/stations', { name: `Hebbal Fuels ${stamp}`, address: '2 Bellary Road, Bengaluru' });
    const pump = await call<TPump>(t, 'POST', '/pumps', { stationId: station.id, name: 'Pump 1', serialNumber: `SN-C-${stamp}` });
    const nozzle = await call<TNozzle>(t, 'POST', '/nozzles', { pumpId: pump.id, name: 'Petrol A', fuelType: 'petrol', openingReading: 1000 });
    await call(t, 'POST', '/fuel-prices', { stationId: station.id, fuelType: 'petrol', price: 100 });

    const page = await browser.newPage({ viewport: 'mobile' });
    await login(page, { role: 'owner', email, password: PASSWORD });

    // The list starts empty, honestly.
    await page.goto('/dashboard/creditors');
    await visible(page, CREDITOR_MSG.noCreditors);
    await axeClean(page, 'creditors (empty)');
    await screenshot(page, 'creditors-empty-mobile', { fullPage: true });

    // Add Creditor: the spec's texts, then a valid creditor of the station with a ₹2,000 limit.
    await page.getByRole('link', { name: 'Add Creditor' }).first().click();
    await waitForPath(page, '/dashboard/creditors/new');
    await page.getByLabel('Party Name *').waitFor();
    await axeClean(page, 'add creditor');
    await page.getByRole('button', { name: 'Add Creditor' }).click();
    await visible(page, CREDITOR_MSG.partyNameRequired);
    const party = `Nandi Roadways ${stamp}`;
    await page.getByLabel('Party Name *').fill(party);
    await page.getByLabel('Station', { exact: true }).selectOption(station.id);
    await page.getByLabel('Credit Limit (₹)').fill('10000000');
    await page.getByRole('button', { name: 'Add Creditor' }).click();
    await visible(page, CREDITOR_MSG.creditLimitMax);
    await screenshot(page, 'creditors-new-errors-mobile', { fullPage: true });
    await page.getByLabel('Credit Limit (₹)').fill('2000');
    await page.getByLabel('Contact Person').fill('Ravi Kumar');
    await page.getByLabel('Phone Number').fill('98450 12345');
    await page.getByLabel('Payment Terms').fill('15 days');
    await page.getByRole('button', { name: 'Add Creditor' }).click();
    await visible(page, CREDITOR_MSG.created);
    await page.waitForURL(/\/dashboard\/creditors\/[0-9a-f-]{36}$/);
    const creditorId = page.url().split('/').pop()!;
    await visible(page, CREDITOR_MSG.noEntries);
    expect(await page.getByTestId('creditor-balance').innerText()).toBe(formatINR(0));
    await axeClean(page, 'creditor details (new)');

    // Two credit sales through the Quick Reading dialog: 12.5 L = ₹1,250.00, then 8.5 L = ₹850.00, past the limit.
    const ids = { stationId: station.id, pumpId: pump.id, nozzleId: nozzle.id, creditorId };
    let dialog = await creditReading(page, ids, '1012.5');
    await dialog.getByText('Balance ₹0.00 of a ₹2,000.00 limit · ₹2,000.00 available').waitFor();
    await dialog.getByRole('button', { name: 'Record Reading' }).click();
    await recorded(page);
    dialog = await creditReading(page, ids, '1021');
    await dialog.getByRole('button', { name: 'Record Reading' }).click();
    const override = dialog.getByTestId('credit-override');
    await override.getByText(`Credit limit exceeded for ${party}: the balance is ₹1,250.00 of a ₹2,000.00 limit`, { exact: false }).waitFor();
    await screenshot(page, 'creditors-override-mobile');
    await dialog.getByRole('button', { name: 'Record past the limit' }).click();
    await visible(page, 'Please give a reason to exceed the credit limit');
    await override.getByLabel(CREDITOR_MSG.overrideReasonLabel).fill('Fleet contract renewal; owner approved');
    await dialog.getByRole('button', { name: 'Record past the limit' }).click();
    await recorded(page);

    // The list: the card is Over Limit with its balance; search by phone typed without the space.
    await page.goto('/dashboard/creditors');
    const card = page.getByTestId('creditor-card').filter({ hasText: party });
    await card.getByText('Over Limit').waitFor();
    await card.getByText(formatINR(2100)).waitFor();
    await axeClean(page, 'creditors');
    await page.getByLabel('Search creditors').fill('9845012345');
    await card.waitFor();
    await page.getByLabel('Search creditors').fill('no such party');
    await visible(page, CREDITOR_MSG.noMatches);
    await page.getByLabel('Search creditors').fill('');
    await card.waitFor();

    // Payment: the spec's text for no amount, then ₹1,000.50 by UPI.
    await card.getByRole('link', { name: `Payment: ${party}` }).click();
    await waitForPath(page, `/dashboard/creditors/${creditorId}/payments/new`);
    await page.getByLabel('Amount (₹) *').waitFor();
    await axeClean(page, 'record payment');
    await page.getByRole('button', { name: 'Record Payment' }).click();
    await visible(page, CREDITOR_MSG.amountPositive);
    await page.getByLabel('Amount (₹) *').fill('1000.50');
    await page.getByLabel('Payment Method *').selectOption('upi');
    await page.getByLabel('Reference Number').fill('UPI-4471');
    await page.getByRole('button', { name: 'Record Payment' }).click();
    await visible(page, CREDITOR_MSG.paymentRecorded);
    await waitForPath(page, `/dashboard/creditors/${creditorId}`);

    // The statement: two sales and the payment in date order, each with the balance after it: the API's own.
    const statement = await call<TPage<TStatementEntry, TStatementSummary>>(t, 'GET', `/creditors/${creditorId}/statement?limit=100`);
    expect(statement.items.map((e) => [e.kind, e.balance])).toEqual([
      ['sale', 1250],
      ['sale', 2100],
      ['payment', 1099.5],
    ]);
    await expect.poll(() => shownBalances(page)).toEqual(statement.items.map((e) => formatINR(e.balance)));
    expect(await page.getByTestId('creditor-balance').innerText()).toBe(formatINR(1099.5));
    await visible(page, 'Ref. UPI-4471');
    await axeClean(page, 'creditor details');
    // A period with nothing in it: the opening balance carries, no entries.
    // Dates are typed as dd/mm/yyyy (the app's one date field).
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('01/01/2020');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('31/01/2020');
    await page.getByRole('textbox', { name: 'To', exact: true }).press('Tab');
    await page.getByRole('button', { name: 'Apply' }).click();
    await visible(page, CREDITOR_MSG.noEntries);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => shownBalances(page)).toHaveLength(3);

    // A payment recorded by mistake (₹500, through the API) is reversed on the statement with a reason.
    await call(t, 'POST', '/creditors/payments', { creditorId, amount: 500, paymentMethod: 'cash' });
    await page.reload();
    await expect.poll(() => shownBalances(page)).toEqual([1250, 2100, 1099.5, 599.5].map((v) => formatINR(v)));
    await page.getByRole('button', { name: /^Reverse payment of ₹500\.00/ }).filter({ visible: true }).click();
    const reverse = page.getByRole('dialog', { name: CREDITOR_MSG.reverseTitle });
    await reverse.getByRole('button', { name: 'Reverse Payment' }).click();
    await reverse.getByText(CREDITOR_MSG.reverseReasonRequired).waitFor();
    await screenshot(page, 'creditors-reverse-mobile');
    await axeClean(page, 'reverse payment');
    await reverse.getByLabel('Reason *').fill('Entered twice');
    await reverse.getByRole('button', { name: 'Reverse Payment' }).click();
    await visible(page, CREDITOR_MSG.reversed);
    await expect.poll(() => shownBalances(page)).toEqual([1250, 2100, 1099.5, 599.5, 1099.5].map((v) => formatINR(v)));
    await visible(page, 'Reason: Entered twice');
    await expect.poll(() => page.getByRole('button', { name: /^Reverse payment of ₹500\.00/ }).filter({ visible: true }).count()).toBe(0);

    // Edit: a higher limit; the creditor is Active again (₹1,099.50 of ₹5,000).
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await waitForPath(page, `/dashboard/creditors/${creditorId}/edit`);
    await expect.poll(() => page.getByLabel('Credit Limit (₹)').inputValue()).toBe('2000');
    await axeClean(page, 'edit creditor');
    await page.getByLabel('Credit Limit (₹)').fill('5000');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visible(page, CREDITOR_MSG.updated);
    await waitForPath(page, `/dashboard/creditors/${creditorId}`);
    await page.locator('[data-badge="active"]').first().waitFor();
    const after = await call<TCreditor>(t, 'GET', `/creditors/${creditorId}`);
    expect(after).toMatchObject({ creditLimit: 5000, balance: 1099.5, creditSales: 2100, paymentsTotal: 1000.5, creditUtilization: 21.99 });

    // An id the owner may not see.
    await page.goto('/dashboard/creditors/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b');
    await visible(page, CREDITOR_MSG.notFound);
    await axeClean(page, 'creditor not found');

    await shots(page, 'mobile', creditorId);
    const desktop = await browser.newPage();
    await login(desktop, { role: 'owner', email, password: PASSWORD });
    await shots(desktop, 'desktop', creditorId);
    await axeClean(desktop, 'creditor details (desktop)');
    const dark = await browser.newPage({ viewport: 'mobile', colorScheme: 'dark' });
    await login(dark, { role: 'owner', email, password: PASSWORD });
    await dark.goto(`/dashboard/creditors/${creditorId}`);
    await visible(dark, 'Closing balance');
    await screenshot(dark, 'creditors-detail-mobile-dark', { fullPage: true });
    await axeClean(dark, 'creditor details (dark)');
    await dark.goto('/dashboard/creditors');
    await visible(dark, 'Total Outstanding');
    await screenshot(dark, 'creditors-list-mobile-dark', { fullPage: true });
  }, 240_000);

  it("the demo owner's credit customers: every badge, the outstanding total and a statement of months", async () => {
    const t = await apiToken(DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const list = await call<TPage<TCreditor, TCreditorSummary>>(t, 'GET', '/creditors?limit=100');
    const page = await browser.newPage({ viewport: 'mobile' });
    await login(page, DEMO_USERS.owner);
    await page.goto('/dashboard/creditors');
    await expect.poll(() => page.getByTestId('creditor-card').count()).toBe(list.total);
    for (const badge of ['Near Limit', 'Inactive', 'Active']) await page.locator('[data-badge]').getByText(badge, { exact: true }).first().waitFor();
    await visible(page, formatINR(list.summary.totalOutstanding));
    await screenshot(page, 'creditors-demo-list-mobile', { fullPage: true });
    const near = list.items.find((c) => c.creditUtilization !== null && c.creditUtilization > 80 && c.status === 'active')!;
    await page.goto(`/dashboard/creditors/${near.id}`);
    await expect.poll(() => page.getByTestId('creditor-balance').innerText()).toBe(formatINR(near.balance));
    await expect.poll(async () => (await shownBalances(page)).at(-1)).toBe(formatINR(near.balance));
    await screenshot(page, 'creditors-demo-detail-mobile', { fullPage: true });
    await axeClean(page, 'demo creditor details');
  }, 90_000);
});
