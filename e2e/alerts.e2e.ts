/**
 * Alerts and notifications from real events (issue 10): a new business's tank is made low through the
 * inventory API; the low-stock alert arrives as a toast (the pending-task feed) and in the header's
 * badge, and is acknowledged on /dashboard/alerts; /dashboard/notifications lists the feed. The sales
 * page's date filter is typed as dd/mm/yyyy and filters the list. Axe on the new pages; screenshots at
 * desktop and phone widths.
 */
import type { Page } from 'playwright-core';
import { formatCompactINR, type TAlert, type TNozzle, type TPage, type TPump, type TSalesSummary, type TStation } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, login, uniqueEmail } from './support/auth';
import { apiCall as call, apiToken } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { useBrowser, waitForPath } from './support/browser';
import { browserAvailable } from './support/env';
import { screenshot } from './support/screenshots';

const PASSWORD = 'Sup3r-secret';
const badgeText = (page: Page) => page.getByTestId('unread-badge').textContent({ timeout: 1000 }).catch(() => null);
const cardValue = (page: Page, label: string) =>
  page.locator('section').getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]').innerText();

describe.skipIf(!browserAvailable)('alerts and notifications', () => {
  const browser = useBrowser();

  it('a low-stock alert arrives as a toast and in the header, and is acknowledged on /dashboard/alerts', async () => {
    const stamp = Date.now().toString(36);
    const email = uniqueEmail('alerts');
    const t = (await call<{ token: string }>(null, 'POST', '/auth/register', { businessName: `Alerts ${stamp}`, name: 'Kavya Iyer', email, password: PASSWORD })).token;
    const station = await call<TStation>(t, 'POST', '/stations', { name: `Temple Road Fuels ${stamp}`, address: '4 Temple Road, Madurai' });
    const pump = await call<TPump>(t, 'POST', '/pumps', { stationId: station.id, name: 'Pump 1', serialNumber: `SN-A-${stamp}` });
    await call<TNozzle>(t, 'POST', '/nozzles', { pumpId: pump.id, name: 'Diesel A', fuelType: 'diesel', openingReading: 0 });
    await call(t, 'POST', '/inventory/update', { stationId: station.id, fuelType: 'diesel', newStock: 1500, capacity: 10000, note: 'Low dip' });
    const low = (await call<TPage<TAlert>>(t, 'GET', '/alerts?active=true&type=low_stock')).items[0];
    expect(low, 'the low-stock alert the update raised').toBeTruthy();

    const page = await browser.newPage();
    await login(page, { role: 'owner', email, password: PASSWORD });
    // The toast from the feed, and the badge.
    await page.locator('[data-sonner-toast]').filter({ hasText: low!.title }).first().waitFor({ timeout: 15_000 });
    await expect.poll(() => badgeText(page)).toBe('1');
    await screenshot(page, 'alerts-toast-desktop');

    await page.goto('/dashboard/notifications');
    await page.getByRole('list', { name: 'Pending tasks' }).getByText(low!.title).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'notifications-desktop', { fullPage: true });

    await page.goto('/dashboard/alerts');
    const list = page.getByRole('list', { name: 'Alerts' });
    await list.getByText(low!.message).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'alerts-desktop', { fullPage: true });
    await list.getByRole('button', { name: `Acknowledge: ${low!.title}` }).click();
    await page.getByText('Alert has been marked as acknowledged.').first().waitFor();
    await expect.poll(() => badgeText(page)).toBeNull();
    expect((await call<TAlert>(t, 'GET', `/alerts/${low!.id}`)).acknowledged).toBe(true);
    await list.getByText('Acknowledged').waitFor();

    const phone = await browser.newPage({ viewport: 'mobile', colorScheme: 'dark' });
    await login(phone, { role: 'owner', email, password: PASSWORD });
    await phone.goto('/dashboard/alerts');
    await phone.getByRole('list', { name: 'Alerts' }).getByText(low!.message).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await screenshot(phone, 'alerts-phone-dark', { fullPage: true });
    await phone.goto('/dashboard/notifications');
    await phone.getByRole('heading', { name: 'Notifications' }).first().waitFor();
    await screenshot(phone, 'notifications-phone-dark', { fullPage: true });
  });

  it('the sales date filter is typed as dd/mm/yyyy and filters the list; an impossible date is refused', async () => {
    const owner = await apiToken(DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const summary = (await call<{ summary: TSalesSummary }>(owner, 'GET', `/sales?startDate=${day}&endDate=${day}&limit=1`)).summary;
    const typed = `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

    const page = await browser.newPage({ viewport: 'mobile' });
    await login(page, DEMO_USERS.owner);
    await page.goto('/dashboard/sales');
    const from = page.getByRole('textbox', { name: 'From' });
    await from.fill('31/02/2026');
    await from.press('Enter');
    await page.getByText('This date does not exist').waitFor();
    await from.fill(typed);
    await from.press('Tab');
    await page.getByRole('textbox', { name: 'To' }).fill(typed);
    await page.getByRole('textbox', { name: 'To' }).press('Tab');
    expect(await page.getByText('This date does not exist').count()).toBe(0);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => cardValue(page, 'Total Sales'), { timeout: 20_000 }).toBe(formatCompactINR(summary.totalSales));
    expect(await page.getByRole('textbox', { name: 'From' }).inputValue()).toBe(typed);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'sales-date-filter-phone', { fullPage: true });
    await waitForPath(page, '/dashboard/sales');
  });
});
