/**
 * Onboarding and plan usage (issue 10): a new business registers on a phone (390 px), finds an empty
 * checklist at /setup, creates its first station through the card, and — the pump, nozzle and price
 * added behind it — refreshes the card step by step to 'Setup Complete'; completes a reminder from a
 * real gap (a nozzle without a reading today) and turns a preference off; finds the same reminders and
 * preferences on the account settings page (/dashboard/settings) and turns it back on there; opens the
 * contextual help. The demo owner's plan card shows the real plan and counts (light and dark, desktop and
 * phone); the demo manager's settings page carries the cards too.
 * Axe on every new page; screenshots of each.
 */
import type { Page } from 'playwright-core';
import { REMINDER_MSG, type TNozzle, type TPlanInfo, type TPump, type TStation } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, login, uniqueEmail } from './support/auth';
import { apiCall as call, apiToken } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { useBrowser, waitForPath, type TViewport } from './support/browser';
import { browserAvailable } from './support/env';
import { screenshot } from './support/screenshots';
import { chooseTheme } from './support/theme';

const PASSWORD = 'Sup3r-secret';

const visible = (page: Page, text: string | RegExp) => page.getByText(text).filter({ visible: true }).first().waitFor();

async function axeClean(page: Page, where: string): Promise<void> {
  expect({ where, violations: await seriousA11yViolations(page) }).toEqual({ where, violations: [] });
}

async function refreshTo(page: Page, percent: string): Promise<void> {
  await page.getByRole('button', { name: 'Refresh' }).click();
  await visible(page, percent);
}

describe.skipIf(!browserAvailable)('onboarding and plan usage', () => {
  const browser = useBrowser();

  it('a new business goes from an empty checklist to Setup Complete on a phone', async () => {
    const stamp = Date.now().toString(36);
    const email = uniqueEmail('onboard');
    const page = await browser.newPage({ viewport: 'mobile' });
    await page.goto('/register');
    await page.getByLabel('Business name', { exact: true }).fill(`Onboard ${stamp}`);
    await page.getByLabel('Your name', { exact: true }).fill('Meera Nair');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.locator('form [type="submit"]').click();
    await waitForPath(page, '/dashboard');

    // Empty: nothing done, the first step next, the others locked; the badge is progress / 25.
    await page.goto('/setup');
    await visible(page, '0% complete');
    await visible(page, '0/4');
    await visible(page, 'Create your first station');
    expect(await page.getByRole('button', { name: /^Locked/ }).count()).toBe(4);
    await visible(page, 'Nothing to do right now.');
    await axeClean(page, 'setup (empty)');
    await screenshot(page, 'onboarding-setup-empty-mobile', { fullPage: true });

    // The first step through the card: the station form's setup variant comes back to /setup.
    await page.getByRole('link', { name: 'Create your first station' }).click();
    await waitForPath(page, '/dashboard/stations/new');
    const stationName = `Marine Drive Fuels ${stamp}`;
    await page.getByLabel('Name *', { exact: true }).fill(stationName);
    await page.getByLabel('Address *', { exact: true }).fill('7 Marine Drive, Kochi');
    await page.getByRole('button', { name: 'Create Station' }).click();
    await waitForPath(page, '/setup');
    await visible(page, '25% complete');
    await visible(page, '1/4');
    await visible(page, 'Add fuel pumps to your station');

    // Pump and nozzle added behind the card (as from another device); Refresh shows them.
    const token = await apiToken(email, PASSWORD);
    const stations = await call<{ items: TStation[] }>(token, 'GET', '/stations');
    const station = stations.items.find((s) => s.name === stationName)!;
    const pump = await call<TPump>(token, 'POST', '/pumps', { stationId: station.id, name: 'Pump 1', serialNumber: `SN-O-${stamp}` });
    await call<TNozzle>(token, 'POST', '/nozzles', { pumpId: pump.id, name: 'Diesel A', fuelType: 'diesel', openingReading: 500 });
    await refreshTo(page, '75% complete');
    await visible(page, 'Set fuel prices');
    // A real gap: the diesel nozzle has no price yet, so the high-priority reminder is listed.
    await visible(page, 'Set a fuel price');
    await screenshot(page, 'onboarding-setup-75-mobile', { fullPage: true });

    await call(token, 'POST', '/fuel-prices', { stationId: station.id, fuelType: 'diesel', price: 90.5 });
    await refreshTo(page, 'Setup Complete');
    await page.getByRole('link', { name: 'Record your first reading' }).waitFor();

    // The remaining reminder (no reading today on the nozzle) is completed.
    const reminder = page.getByRole('listitem').filter({ hasText: "Record today's reading" });
    await reminder.waitFor();
    await reminder.getByRole('button', { name: /^Complete/ }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: REMINDER_MSG.completed }).first().waitFor();
    await visible(page, 'Nothing to do right now.');

    // A preference turned off is kept for this user.
    const readingAlerts = page.getByRole('checkbox', { name: /Reading alerts/ });
    // Saved at once (the box follows the server's answer).
    await readingAlerts.click();
    await visible(page, 'Preferences saved');
    await expect.poll(() => readingAlerts.isChecked()).toBe(false);
    await page.reload();
    await expect.poll(() => page.getByRole('checkbox', { name: /Reading alerts/ }).isChecked()).toBe(false);
    await axeClean(page, 'setup (complete)');
    await screenshot(page, 'onboarding-setup-complete-mobile', { fullPage: true });

    // The same cards on the account settings page (the avatar menu's Settings): one preference, one list.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await waitForPath(page, '/dashboard/settings');
    await page.getByRole('heading', { level: 2, name: 'Account Settings' }).waitFor();
    await visible(page, "Today's reminders");
    await visible(page, 'Nothing to do right now.');
    const onSettings = page.getByRole('checkbox', { name: /Reading alerts/ });
    await expect.poll(() => onSettings.isChecked()).toBe(false);
    await onSettings.click();
    await visible(page, 'Preferences saved');
    await expect.poll(() => onSettings.isChecked()).toBe(true);
    await axeClean(page, 'account settings with reminders and preferences');
    await screenshot(page, 'onboarding-settings-mobile', { fullPage: true });
    expect((await call<{ readingAlerts: boolean }>(token, 'GET', '/onboarding/preferences')).readingAlerts).toBe(true);
    await page.goto('/setup');
    await expect.poll(() => page.getByRole('checkbox', { name: /Reading alerts/ }).isChecked()).toBe(true);

    // Contextual help for the page.
    await page.getByRole('button', { name: 'Help for this page' }).click();
    const help = page.getByRole('dialog');
    await help.getByText('Setting up your business').waitFor();
    await axeClean(page, 'help dialog');
    await screenshot(page, 'onboarding-help-mobile');
  }, 120_000);

  it("the demo manager's account settings page carries today's reminders and the reminder preferences (light and dark)", async () => {
    const token = await apiToken(DEMO_USERS.manager.email, DEMO_USERS.manager.password);
    const titles = async () => (await call<Array<{ title: string }>>(token, 'GET', '/onboarding/reminders')).map((r) => r.title).sort();
    let reminders = await titles();
    const page = await browser.newPage({ viewport: 'desktop' });
    await login(page, DEMO_USERS.manager);
    await page.getByRole('navigation', { name: 'Business navigation' }).getByRole('link', { name: 'Settings', exact: true }).click();
    await waitForPath(page, '/dashboard/settings');
    await visible(page, "Today's reminders");
    const now = await titles();
    if (now.join('\n') !== reminders.join('\n')) {
      // The hourly reminders job ran between the first read and the page's: the page is read again and
      // held to the newer list (the job cannot run twice within seconds).
      await page.reload();
      await visible(page, "Today's reminders");
      reminders = now;
    }
    if (reminders.length === 0) await visible(page, 'Nothing to do right now.');
    for (const title of reminders) await visible(page, title);
    for (const label of ['Daily reminders', 'Setup guidance', 'Reading alerts', 'Reconciliation reminders']) {
      await page.getByRole('checkbox', { name: new RegExp(label) }).waitFor();
    }
    await axeClean(page, 'manager settings (light)');
    await screenshot(page, 'settings-manager-desktop-light', { fullPage: true });
    await chooseTheme(page, 'Dark');
    await axeClean(page, 'manager settings (dark)');
    await screenshot(page, 'settings-manager-desktop-dark', { fullPage: true });
  }, 60_000);

  for (const viewport of ['desktop', 'mobile'] as TViewport[]) {
    it(`the demo owner's plan card shows the real plan and counts (${viewport}, light and dark)`, async () => {
      const token = await apiToken(DEMO_USERS.owner.email, DEMO_USERS.owner.password);
      const info = await call<TPlanInfo>(token, 'GET', '/settings/plan');
      const page = await browser.newPage({ viewport });
      await login(page, DEMO_USERS.owner);
      await page.goto('/dashboard/plan');
      await page.getByRole('heading', { name: 'Your plan' }).waitFor();
      await visible(page, 'Plan usage');
      const stations = info.utilization.stations;
      await page.getByRole('progressbar', { name: 'Stations used' }).waitFor();
      expect(await page.getByRole('progressbar', { name: 'Stations used' }).getAttribute('aria-valuetext')).toBe(
        `${stations.current} of ${stations.limit}`,
      );
      expect(await page.getByRole('progressbar', { name: 'Users used' }).getAttribute('aria-valuetext')).toBe(
        info.utilization.users.unlimited ? `${info.utilization.users.current}, unlimited` : `${info.utilization.users.current} of ${info.utilization.users.limit}`,
      );
      await page.getByText(info.currentPlan.name, { exact: true }).first().waitFor();
      await axeClean(page, `plan (${viewport}, light)`);
      await screenshot(page, `onboarding-plan-${viewport}-light`, { fullPage: true });
      await chooseTheme(page, 'Dark');
      await axeClean(page, `plan (${viewport}, dark)`);
      await screenshot(page, `onboarding-plan-${viewport}-dark`, { fullPage: true });
    }, 60_000);
  }
});
