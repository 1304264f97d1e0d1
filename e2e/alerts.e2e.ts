/**
 * Alerts and notifications from real events (issue 10): a new business's tank is made low through the
 * inventory API; the low-stock alert arrives as a toast (the pending-task feed) and in the header's
 * badge, and is acknowledged on /dashboard/alerts; /dashboard/notifications lists the feed; both are
 * in the owner's and the manager's sidebar. An attendant reads the same feed at /attendant/notifications
 * (from the header's bell and the drawer, not the bottom bar) and dismisses a task for today. The sales
 * page's date filter is typed as dd/mm/yyyy and filters the list. Axe on the new pages; screenshots at
 * desktop and phone widths, light and dark.
 */
import type { Page } from 'playwright-core';
import { formatCompactINR, type TAlert, type TNotificationFeed, type TNozzle, type TPage, type TPump, type TSalesSummary, type TStation } from '@forecourt/shared';
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

/**
 * A new business (through the API) with one station, pump and nozzle whose tank is set low: the
 * low-stock alert is raised at once. Returns the owner's token and login, and the station.
 */
async function lowStockBusiness(prefix: string, stationName: string): Promise<{ t: string; email: string; station: TStation }> {
  const stamp = Date.now().toString(36);
  const email = uniqueEmail(prefix);
  const t = (await call<{ token: string }>(null, 'POST', '/auth/register', { businessName: `${prefix} ${stamp}`, name: 'Kavya Iyer', email, password: PASSWORD })).token;
  const station = await call<TStation>(t, 'POST', '/stations', { name: `${stationName} ${stamp}`, address: '4 Temple Road, Madurai' });
  const pump = await call<TPump>(t, 'POST', '/pumps', { stationId: station.id, name: 'Pump 1', serialNumber: `SN-${prefix}-${stamp}` });
  await call<TNozzle>(t, 'POST', '/nozzles', { pumpId: pump.id, name: 'Diesel A', fuelType: 'diesel', openingReading: 0 });
  // Priced, so the 5-minute alerts.prices job cannot raise a price_missing alert mid-test (the badge counts one alert).
  await call(t, 'POST', '/fuel-prices', { stationId: station.id, fuelType: 'diesel', price: 90.5 });
  await call(t, 'POST', '/inventory/update', { stationId: station.id, fuelType: 'diesel', newStock: 1500, capacity: 10000, note: 'Low dip' });
  return { t, email, station };
}

describe.skipIf(!browserAvailable)('alerts and notifications', () => {
  const browser = useBrowser();

  it('a low-stock alert arrives as a toast and in the header, and is acknowledged on /dashboard/alerts', async () => {
    const { t, email } = await lowStockBusiness('alerts', 'Temple Road Fuels');
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

  it("the owner's and the manager's sidebar lead to Alerts and Notifications", async () => {
    for (const [user, viewport] of [
      [DEMO_USERS.owner, 'desktop'],
      [DEMO_USERS.manager, 'mobile'],
    ] as const) {
      const page = await browser.newPage({ viewport, colorScheme: viewport === 'mobile' ? 'dark' : 'light' });
      await login(page, user);
      const openNav = async () => {
        if (viewport === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
      };
      const nav = page.getByRole('navigation', { name: 'Business navigation' });
      await openNav();
      await nav.getByRole('link', { name: 'Alerts', exact: true }).click();
      await waitForPath(page, '/dashboard/alerts');
      await page.getByRole('heading', { level: 2, name: 'Alerts' }).waitFor();
      await openNav();
      await screenshot(page, `sidebar-${user.role}-${viewport}`);
      await nav.getByRole('link', { name: 'Notifications', exact: true }).click();
      await waitForPath(page, '/dashboard/notifications');
      await page.getByRole('heading', { level: 2, name: 'Notifications' }).waitFor();
      // The entry is marked as the current page (on a phone, in the drawer opened again).
      await openNav();
      expect(await nav.getByRole('link', { name: 'Notifications', exact: true }).getAttribute('aria-current')).toBe('page');
      if (viewport === 'mobile') await page.keyboard.press('Escape');
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
  });

  it('an attendant reads the feed at /attendant/notifications (bell and drawer, not the bottom bar) and dismisses a task for today', async () => {
    const { t, station } = await lowStockBusiness('feed', 'Lake View Fuels');
    const attendant = { role: 'attendant' as const, email: uniqueEmail('feed-att'), password: PASSWORD };
    await call(t, 'POST', '/users', { name: 'Suresh Pillai', email: attendant.email, role: 'attendant', password: PASSWORD, stationIds: [station.id] });
    const at = await apiToken(attendant.email, PASSWORD);
    // The attendant's own feed: the low-stock alert of the assigned station and the nozzle without a reading today.
    const feed = await call<TNotificationFeed>(at, 'GET', '/notifications/feed');
    const readings = feed.tasks.find((task) => task.id.startsWith('readings:'));
    expect(readings, "the attendant's reading task").toMatchObject({ route: '/attendant/readings' });
    expect(feed.tasks.some((task) => task.category === 'stock')).toBe(true);

    const page = await browser.newPage({ viewport: 'mobile' });
    await login(page, attendant);
    // The bottom bar stays the five main entries; the bell leads to the feed.
    const bottomBar = page.getByRole('navigation', { name: 'Attendant quick navigation' });
    await bottomBar.getByRole('link').first().waitFor();
    expect(await bottomBar.getByRole('link').count()).toBe(5);
    expect(await bottomBar.getByRole('link', { name: /Notifications/ }).count()).toBe(0);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('menuitem', { name: 'All notifications' }).click();
    await waitForPath(page, '/attendant/notifications');
    const list = page.getByRole('list', { name: 'Pending tasks' });
    for (const task of feed.tasks) await list.getByText(task.title, { exact: true }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(feed.tasks.length);
    expect(await list.getByRole('link', { name: 'Open' }).first().getAttribute('href')).toMatch(/^\/attendant\//);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'attendant-notifications-mobile', { fullPage: true });

    // Not today: the task leaves the list and the attendant's feed.
    const item = list.getByRole('listitem').filter({ hasText: readings!.title });
    await page.mouse.move(10, 200); // clear of any toast (sonner holds one while the pointer rests on it)
    await item.getByRole('button', { name: 'Not today' }).click();
    await item.waitFor({ state: 'detached' });
    expect((await call<TNotificationFeed>(at, 'GET', '/notifications/feed')).tasks.some((task) => task.id === readings!.id)).toBe(false);

    // From the drawer too.
    await page.goto('/attendant/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Attendant navigation' }).getByRole('link', { name: 'Notifications' }).click();
    await waitForPath(page, '/attendant/notifications');
    await list.getByRole('listitem').first().waitFor();

    // Desktop (the portal's sidebar), light and dark.
    for (const colorScheme of ['light', 'dark'] as const) {
      const desk = await browser.newPage({ colorScheme });
      await login(desk, attendant);
      await desk.getByRole('complementary', { name: 'Attendant Portal' }).getByRole('link', { name: 'Notifications' }).click();
      await waitForPath(desk, '/attendant/notifications');
      await desk.getByRole('list', { name: 'Pending tasks' }).getByRole('listitem').first().waitFor();
      expect(await seriousA11yViolations(desk)).toEqual([]);
      await screenshot(desk, `attendant-notifications-desktop-${colorScheme}`, { fullPage: true });
    }
    const dark = await browser.newPage({ viewport: 'mobile', colorScheme: 'dark' });
    await login(dark, attendant);
    await dark.goto('/attendant/notifications');
    await dark.getByRole('list', { name: 'Pending tasks' }).getByRole('listitem').first().waitFor();
    expect(await seriousA11yViolations(dark)).toEqual([]);
    await screenshot(dark, 'attendant-notifications-mobile-dark', { fullPage: true });
  }, 120_000);

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
    // The field keeps its last good day meanwhile: Apply waits until the date is put right (decision 053).
    // Checked at once, not polled: the range tells the page in the same render that shows the message, so
    // no frame offers Apply under it (components/date-range-fields.tsx).
    expect(await page.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    await from.fill(typed);
    await from.press('Tab');
    await page.getByRole('textbox', { name: 'To' }).fill(typed);
    await page.getByRole('textbox', { name: 'To' }).press('Tab');
    await expect.poll(() => page.getByText('This date does not exist').count()).toBe(0);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => cardValue(page, 'Total Sales'), { timeout: 20_000 }).toBe(formatCompactINR(summary.totalSales));
    expect(await page.getByRole('textbox', { name: 'From' }).inputValue()).toBe(typed);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'sales-date-filter-phone', { fullPage: true });
    await waitForPath(page, '/dashboard/sales');
  });
});
