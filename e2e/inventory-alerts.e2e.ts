/**
 * Fuel inventory and alerts (issue 5): a new business's owner updates a tank below 25% of its capacity
 * on /dashboard/fuel-inventory/update; the low-stock alert the API raises at once appears in the
 * header's notification list and is acknowledged there (the badge drops). The demo attendant sees the
 * alerts of the assigned station on /attendant/alerts and acknowledges one. Axe on the inventory page;
 * screenshots at desktop and phone widths.
 */
import type { Page } from 'playwright-core';
import { formatLitres, formatNumber, type TAlert, type TInventoryItem, type TInventorySummary, type TNozzle, type TPage, type TPump, type TStation } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, login, uniqueEmail } from './support/auth';
import { apiCall as call, apiToken } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { useBrowser, waitForPath, type TViewport } from './support/browser';
import { browserAvailable } from './support/env';
import { screenshot } from './support/screenshots';

const PASSWORD = 'Sup3r-secret';

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });
const cardValue = (page: Page, label: string) =>
  page.locator('section').getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]').innerText();
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const badgeText = (page: Page) => page.getByTestId('unread-badge').textContent({ timeout: 1000 }).catch(() => null);

async function shots(page: Page, viewport: TViewport): Promise<void> {
  await page.goto('/dashboard/fuel-inventory');
  await page.getByTestId('tank-card').first().waitFor();
  await screenshot(page, `inventory-${viewport}`, { fullPage: true });
  await page.goto('/dashboard/fuel-inventory/update');
  await page.getByLabel('New stock (litres) *').waitFor();
  await screenshot(page, `inventory-update-${viewport}`, { fullPage: true });
  await page.goto('/dashboard/fuel-inventory');
  await bell(page).click();
  await page.getByRole('menu').waitFor();
  await screenshot(page, `inventory-notifications-${viewport}`);
  await page.keyboard.press('Escape');
}

describe.skipIf(!browserAvailable)('fuel inventory and alerts', () => {
  const browser = useBrowser();

  it("an owner's stock update below 25% raises a low-stock alert in the header, acknowledged there", async () => {
    const stamp = Date.now().toString(36);
    const email = uniqueEmail('inventory');
    const t = (await call<{ token: string }>(null, 'POST', '/auth/register', { businessName: `Tank ${stamp}`, name: 'Meera Nair', email, password: PASSWORD })).token;
    const station = await call<TStation>(t, 'POST', '/stations', { name: `Lake View Fuels ${stamp}`, address: '12 Lake Road, Kochi' });
    const pump = await call<TPump>(t, 'POST', '/pumps', { stationId: station.id, name: 'Pump 1', serialNumber: `SN-I-${stamp}` });
    await call<TNozzle>(t, 'POST', '/nozzles', { pumpId: pump.id, name: 'Diesel A', fuelType: 'diesel', openingReading: 0 });
    // Priced, so the 5-minute alerts.prices job cannot raise a price_missing alert mid-test (the badge counts one alert).
    await call(t, 'POST', '/fuel-prices', { stationId: station.id, fuelType: 'diesel', price: 90.5 });
    // The tank is set up at 80% of a 10,000 L capacity (through the API).
    await call(t, 'POST', '/inventory/update', { stationId: station.id, fuelType: 'diesel', newStock: 8000, capacity: 10000, note: 'Opening dip' });
    expect((await call<{ count: number }>(t, 'GET', '/alerts/unread-count')).count).toBe(0);

    const page = await browser.newPage();
    await login(page, { role: 'owner', email, password: PASSWORD });
    await page.goto('/dashboard/fuel-inventory');
    await page.getByTestId('tank-card').first().waitFor();
    await expect.poll(() => cardValue(page, 'Total Tanks')).toBe('1');
    await expect.poll(() => page.getByTestId('tank-card').getByRole('meter').getAttribute('data-gauge')).toBe('green');
    expect(await badgeText(page)).toBeNull();

    // Update Inventory: required fields first, then 2,000 L (20%) with only the required fields.
    await page.getByRole('link', { name: 'Update Inventory' }).click();
    await waitForPath(page, '/dashboard/fuel-inventory/update');
    await page.getByRole('button', { name: 'Update Inventory' }).click();
    // The only station comes preselected; fuel type and new stock are missing.
    await expect.poll(() => page.getByText('Please fill all required fields.').count()).toBe(2);
    expect(await page.getByLabel('Station *').inputValue()).toBe(station.id);
    await screenshot(page, 'inventory-update-errors-desktop', { fullPage: true });
    await page.getByLabel('Fuel type *').selectOption('diesel');
    await expect.poll(() => page.getByText('Please fill all required fields.').count()).toBe(1);
    await page.getByLabel('New stock (litres) *').fill('1');
    await visible(page, `Book stock now: ${formatLitres(8000)}`);
    await page.getByLabel('New stock (litres) *').fill('2000');
    await page.getByLabel('Note').fill('Evening dip');
    await page.getByRole('button', { name: 'Update Inventory' }).click();
    await visible(page, 'Inventory updated successfully.');
    await waitForPath(page, '/dashboard/fuel-inventory');

    // The card: Low, red gauge, capacity kept (not sent, not cleared); the summary counts it.
    const items = await call<TPage<TInventoryItem, TInventorySummary>>(t, 'GET', '/fuel-inventory');
    expect(items.items[0]).toMatchObject({ currentStock: 2000, capacity: 10000, status: 'low' });
    const card = page.getByTestId('tank-card').first();
    await card.getByText('Low', { exact: true }).waitFor();
    expect(await card.getByRole('meter').getAttribute('data-gauge')).toBe('red');
    await card.getByText(formatLitres(10000)).waitFor();
    await expect.poll(() => cardValue(page, 'Low Stock Alerts')).toBe(formatNumber(items.summary.lowStockCount));

    // Movements: the opening update and this one, as stock updates with who and the note.
    await card.getByRole('button', { name: /^Movements of Diesel/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Diesel tank movements' });
    await dialog.getByText('Evening dip').waitFor();
    await dialog.getByText(`-${formatLitres(6000)}`).waitFor();
    await dialog.getByText('Meera Nair').first().waitFor();
    await page.keyboard.press('Escape');

    // The header: the alert the API raised, the badge at 1.
    const alerts = await call<TPage<TAlert>>(t, 'GET', '/alerts?active=true');
    const low = alerts.items.find((a) => a.type === 'low_stock' && a.stationId === station.id);
    expect(low, 'a low-stock alert raised by the update').toBeTruthy();
    await expect.poll(() => badgeText(page)).toBe('1');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await bell(page).click();
    const menu = page.getByRole('menu');
    const item = menu.getByRole('menuitem', { name: new RegExp(`^${low!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
    await item.waitFor();
    await menu.getByText(low!.message).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await item.click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/dashboard/fuel-inventory?stationId=${station.id}`);
    await expect.poll(() => badgeText(page)).toBeNull();
    const after = await call<TAlert>(t, 'GET', `/alerts/${low!.id}`);
    expect(after.acknowledged).toBe(true);
    expect((await call<{ count: number }>(t, 'GET', '/alerts/unread-count')).count).toBe(0);

    // Still in the list, read; dismiss takes it out.
    await bell(page).click();
    await page.getByRole('menuitem', { name: `Dismiss: ${low!.title}` }).click();
    await page.getByRole('menu').getByText('No active alerts').waitFor();
    await page.keyboard.press('Escape');

    // Raise it again for the pictures (a dismissed alert stays so until its condition clears).
    await call(t, 'POST', '/inventory/update', { stationId: station.id, fuelType: 'diesel', newStock: 9000 });
    await call(t, 'POST', '/inventory/update', { stationId: station.id, fuelType: 'diesel', newStock: 1800, note: 'After the rush' });
    await shots(page, 'desktop');
    const phone = await browser.newPage({ viewport: 'mobile' });
    await login(phone, { role: 'owner', email, password: PASSWORD });
    await shots(phone, 'mobile');
    // 360 px: nothing wider than the screen (the header holds the bell beside Quick Reading).
    await phone.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/dashboard/fuel-inventory', '/dashboard/fuel-inventory/update']) {
      await phone.goto(path);
      await phone.getByRole('heading', { level: 2 }).first().waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  }, 180_000);

  it('the demo attendant sees and acknowledges the alerts of the assigned station', async () => {
    const owner = await apiToken(DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const attendant = await apiToken(DEMO_USERS.attendant.email, DEMO_USERS.attendant.password);
    const assigned = (await call<TPage<TStation>>(attendant, 'GET', '/attendant/stations')).items[0];
    if (!assigned) throw new Error('e2e: the demo attendant has no assigned station');
    // The owner records a premium tank at 15% of its capacity at that station: a low-stock alert.
    await call(owner, 'POST', '/inventory/update', { stationId: assigned.id, fuelType: 'premium', newStock: 9000, capacity: 10000 });
    await call(owner, 'POST', '/inventory/update', { stationId: assigned.id, fuelType: 'premium', newStock: 1500 });
    const mine = await call<TPage<TAlert>>(attendant, 'GET', '/attendant/alerts?limit=100');
    const low = mine.items.find((a) => a.type === 'low_stock' && a.stationId === assigned.id && !a.acknowledged);
    expect(low, "the low-stock alert in the attendant's list").toBeTruthy();

    const page = await browser.newPage();
    await login(page, DEMO_USERS.attendant);
    await page.getByRole('navigation', { name: 'Attendant navigation' }).getByRole('link', { name: 'Alerts' }).click();
    await waitForPath(page, '/attendant/alerts');
    const list = page.getByRole('list', { name: 'Active alerts' });
    await list.getByText(low!.title).first().waitFor();
    await list.getByText(low!.message).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'inventory-attendant-alerts-desktop', { fullPage: true });

    await page.goto('/attendant/inventory');
    await page.getByTestId('tank-card').first().waitFor();
    await page.getByTestId('tank-card').filter({ hasText: 'Premium' }).getByText('Low', { exact: true }).waitFor();
    await screenshot(page, 'inventory-attendant-inventory-desktop', { fullPage: true });

    const phone = await browser.newPage({ viewport: 'mobile' });
    await login(phone, DEMO_USERS.attendant);
    await phone.goto('/attendant/alerts');
    await phone.getByRole('list', { name: 'Active alerts' }).getByText(low!.title).first().waitFor();
    await screenshot(phone, 'inventory-attendant-alerts-mobile', { fullPage: true });

    await page.goto('/attendant/alerts');
    await page.getByRole('button', { name: `Acknowledge: ${low!.title}` }).first().click();
    await visible(page, 'Alert has been marked as acknowledged.');
    const after = await call<TAlert>(attendant, 'GET', `/alerts/${low!.id}`);
    expect(after.acknowledged).toBe(true);
  }, 120_000);

  it("the demo owner's Pending Readings panel lists the silent nozzles' alerts, acknowledged there", async () => {
    const owner = await apiToken(DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const pending = (await call<TPage<TAlert>>(owner, 'GET', '/alerts?type=no_readings_24h&active=true&limit=100')).items.filter((a) => !a.acknowledged);
    const page = await browser.newPage();
    await login(page, DEMO_USERS.owner);
    await page.goto('/dashboard/readings');
    await visible(page, 'Historical Readings');
    if (pending.length === 0) {
      expect(await page.getByRole('region', { name: 'Pending Readings' }).count()).toBe(0);
      return;
    }
    const panel = page.getByRole('region', { name: 'Pending Readings' });
    await panel.getByText(pending[0]!.message).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'inventory-pending-readings-desktop');
    await panel.getByRole('button', { name: `Acknowledge: ${pending[0]!.title}` }).first().click();
    await visible(page, 'Alert has been marked as acknowledged.');
    await expect.poll(async () => (await call<TAlert>(owner, 'GET', `/alerts/${pending[0]!.id}`)).acknowledged).toBe(true);
  }, 90_000);
});
