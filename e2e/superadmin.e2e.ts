/**
 * The superadmin portal (issue 12): the superadmin creates a tenant; its owner signs in in another
 * browser context and adds a station; the superadmin suspends the tenant and the owner is refused on
 * the next action; the superadmin reactivates it and moves it to Premium, and the owner sees the new
 * limit; the superadmin turns the tenant's exports off in its settings and the owner's export is
 * refused. Axe on every superadmin page; screenshots light and dark.
 */
import type { Locator, Page } from 'playwright-core';
import { MSG, SUPERADMIN_MSG } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, login, submitLogin, uniqueEmail } from './support/auth';
import { apiToken } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { useBrowser, waitForPath } from './support/browser';
import { baseURL, browserAvailable } from './support/env';
import { screenshot } from './support/screenshots';

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });

/** Picks the option of a native select whose text matches. */
async function choose(select: Locator, text: RegExp): Promise<void> {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  await select.selectOption(value!);
}

/** Axe-clean, and a screenshot for people to look at. */
async function check(page: Page, name: string): Promise<void> {
  expect(await seriousA11yViolations(page), name).toEqual([]);
  await screenshot(page, name, { fullPage: true });
}

describe.skipIf(!browserAvailable)('the superadmin portal', () => {
  const browser = useBrowser();

  it('creates a tenant whose owner works; suspending refuses the owner at once; a plan change moves the limit; a setting turns exports off', async () => {
    const stamp = Date.now().toString(36);
    const tenantName = `Ganga Fuels ${stamp}`;
    const ownerEmail = uniqueEmail('ganga-owner');
    const ownerPassword = 'Initial@123';

    const admin = await browser.newPage({ colorScheme: 'light' });
    await login(admin, DEMO_USERS.superadmin);
    await admin.getByRole('region', { name: 'Platform counts' }).waitFor();
    await visible(admin, 'System health');
    await visible(admin, 'Reachable');
    await check(admin, 'superadmin-overview-light');

    // Create Tenant: submit disabled until every field is filled; the password hint is the spec's.
    await admin.goto('/superadmin/tenants');
    await admin.getByRole('list', { name: 'Tenants' }).waitFor();
    await check(admin, 'superadmin-tenants-light');
    await admin.getByRole('button', { name: 'Create Tenant' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Create Tenant' });
    await dialog.getByText(SUPERADMIN_MSG.ownerPasswordHint).waitFor();
    const submit = dialog.getByRole('button', { name: 'Create Tenant' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Business name *').fill(tenantName);
    await choose(dialog.getByLabel('Plan *'), /^Regular/);
    await dialog.getByLabel('Owner name *').fill('Meera Pillai');
    await dialog.getByLabel('Owner email *').fill(ownerEmail);
    await dialog.getByLabel('Initial password *').fill('short');
    expect(await submit.isDisabled()).toBe(false);
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await submit.click();
    await dialog.getByText(SUPERADMIN_MSG.ownerPasswordHint).waitFor();
    await dialog.getByLabel('Initial password *').fill(ownerPassword);
    await submit.click();
    await visible(admin, SUPERADMIN_MSG.tenantCreated);
    await admin.waitForURL(/\/superadmin\/tenants\/[0-9a-f-]{36}$/);
    const tenantId = admin.url().split('/').pop()!;
    await admin.getByRole('heading', { name: new RegExp(tenantName) }).waitFor();
    // Axe once the toast has gone (mid-animation its colours are in between).
    await admin.getByText(SUPERADMIN_MSG.tenantCreated).waitFor({ state: 'hidden', timeout: 15_000 });
    await check(admin, 'superadmin-tenant-detail-light');

    // The owner, in a browser of their own, signs in and adds the station the Regular plan allows.
    const owner = await browser.newPage({ colorScheme: 'light' });
    await submitLogin(owner, ownerEmail, ownerPassword);
    await owner.waitForURL(/\/(dashboard|setup)/);
    await owner.goto('/dashboard/stations/new');
    await owner.getByLabel('Name *', { exact: true }).fill(`Ganga Highway ${stamp}`);
    await owner.getByLabel('Address *', { exact: true }).fill('NH 44, Km 112');
    await owner.getByRole('button', { name: 'Create Station' }).click();
    await visible(owner, 'Station Created');

    // The owner starts on another station (the plan will refuse or allow it; first the suspension).
    await owner.goto('/dashboard/stations/new');
    await owner.getByLabel('Name *', { exact: true }).fill(`Second ${stamp}`);
    await owner.getByLabel('Address *', { exact: true }).fill('Ring Road');

    // The superadmin sees the first station in the organisation, then suspends the tenant.
    await admin.reload();
    await admin.getByRole('list', { name: 'Stations' }).getByText(`Ganga Highway ${stamp}`).waitFor();
    await admin.getByRole('button', { name: 'Suspend' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click();
    await visible(admin, SUPERADMIN_MSG.tenantStatusUpdated);

    // The owner's very next click is refused with the clear message; nothing is created.
    await owner.getByRole('button', { name: 'Create Station' }).click();
    await visible(owner, MSG.tenantSuspended);
    expect(new URL(owner.url()).pathname).toBe('/dashboard/stations/new');

    // Reactivated and moved to Premium: the owner sees the new limit (1 of 3 stations).
    await admin.getByRole('button', { name: 'Activate' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Activate' }).click();
    await visible(admin, SUPERADMIN_MSG.tenantStatusUpdated);
    const updatePlan = admin.getByRole('button', { name: 'Update Plan' });
    expect(await updatePlan.isDisabled()).toBe(true);
    await choose(admin.getByLabel('Plan', { exact: true }), /^Premium/);
    expect(await updatePlan.isDisabled()).toBe(false);
    await updatePlan.click();
    await visible(admin, SUPERADMIN_MSG.tenantPlanUpdated);
    await owner.goto('/dashboard/plan');
    await visible(owner, 'Premium');
    await visible(owner, '1 of 3');

    // A setting: features.allow_export off → 'Setting Updated' and the export warning; the owner's export is refused.
    await admin.getByRole('link', { name: 'Tenant Settings' }).click();
    await waitForPath(admin, `/superadmin/tenants/${tenantId}/settings`);
    const toggle = admin.getByRole('switch', { name: 'features.allow_export' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await check(admin, 'superadmin-tenant-settings-light');
    await toggle.click();
    await admin.getByRole('button', { name: 'Save', exact: true }).first().click();
    await visible(admin, SUPERADMIN_MSG.settingUpdated);
    await visible(admin, SUPERADMIN_MSG.exportDisabledWarning);
    const token = await apiToken(ownerEmail, ownerPassword);
    const exported = await fetch(`${baseURL}/api/v1/sales/export`, { headers: { authorization: `Bearer ${token}` } });
    expect(exported.status).toBe(403);
    expect(((await exported.json()) as { message: string }).message).toBe(SUPERADMIN_MSG.exportDisabled);
    await admin.getByLabel('Search settings').fill('no-such-key');
    await visible(admin, SUPERADMIN_MSG.noSettingsMatch);
  });

  it('every superadmin page is axe-clean, in light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ colorScheme: scheme });
      await login(page, DEMO_USERS.superadmin);
      const pages: Array<[string, string, (p: Page) => Promise<unknown>]> = [
        ['/superadmin/overview', 'overview', (p) => p.getByRole('region', { name: 'Platform counts' }).waitFor()],
        ['/superadmin/tenants', 'tenants', (p) => p.getByRole('list', { name: 'Tenants' }).waitFor()],
        ['/superadmin/plans', 'plans', (p) => p.getByRole('cell', { name: /Premium/ }).first().waitFor()],
        ['/superadmin/users', 'users', (p) => p.getByRole('cell', { name: DEMO_USERS.superadmin.email }).waitFor()],
        ['/superadmin/analytics', 'analytics', (p) => p.getByRole('region', { name: 'System statistics' }).waitFor()],
        ['/superadmin/settings', 'settings', (p) => p.getByText('Landing page testimonials').waitFor()],
      ];
      for (const [path, name, ready] of pages) {
        await page.goto(path);
        await ready(page);
        await check(page, `superadmin-${name}-${scheme}`);
      }
      // The demo tenant's detail and settings.
      // Searched for: by the time this runs, the other tests' tenants have pushed it off the first page.
      await page.goto('/superadmin/tenants');
      await page.getByLabel('Search tenants').fill('Sharma Fuels');
      await page.getByRole('link', { name: 'Sharma Fuels' }).first().click();
      await page.getByRole('list', { name: 'Stations' }).waitFor();
      await check(page, `superadmin-demo-tenant-${scheme}`);
      await page.goto('/superadmin/plans');
      await page.getByRole('button', { name: 'Create Plan' }).click();
      await page.getByRole('dialog', { name: 'Create Plan' }).getByLabel('Max stations *').waitFor();
      expect(await page.getByRole('dialog', { name: 'Create Plan' }).getByLabel('Max stations *').inputValue()).toBe('5');
      await check(page, `superadmin-plan-dialog-${scheme}`);
    }
    const phone = await browser.newPage({ viewport: 'mobile', colorScheme: 'light' });
    await login(phone, DEMO_USERS.superadmin);
    await phone.goto('/superadmin/tenants');
    await phone.getByRole('list', { name: 'Tenants' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await check(phone, 'superadmin-tenants-mobile');
    await phone.goto('/superadmin/overview');
    await phone.getByRole('region', { name: 'Platform counts' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await check(phone, 'superadmin-overview-mobile');
  }, 180_000); // ten pages in two themes with axe: over a minute on a loaded 2-core machine
});
