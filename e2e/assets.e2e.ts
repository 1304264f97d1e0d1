/**
 * Stations → pumps → nozzles (issue 3): the owner of a new business (Regular plan) builds a station with
 * two pumps and four nozzles through the UI — once through /setup, with the pump's nozzle count — searches,
 * puts a pump in maintenance, deletes a nozzle, and meets the plan's station limit. Axe on the station
 * list and the pump detail; screenshots at desktop and phone widths.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, login, submitLogin, uniqueEmail } from './support/auth';
import { seriousA11yViolations } from './support/axe';
import { pathOf, useBrowser, waitForPath, type TViewport } from './support/browser';
import { browserAvailable } from './support/env';
import { screenshot } from './support/screenshots';

const PASSWORD = 'Sup3r-secret';

/** Signs up a new business through /register; its owner lands on /dashboard. */
async function registerBusiness(page: Page, businessName: string, email: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Business name', { exact: true }).fill(businessName);
  await page.getByLabel('Your name', { exact: true }).fill('Kavya Iyer');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.locator('form [type="submit"]').click();
  await waitForPath(page, '/dashboard');
}

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });

/** The id in a path like /dashboard/pumps/{id}. */
function idAfter(page: Page, segment: string): string {
  const parts = pathOf(page).split('/');
  return parts[parts.indexOf(segment) + 1] ?? '';
}

/** Saves the main asset pages at one viewport. */
async function screenshotAssets(page: Page, viewport: TViewport, ids: { stationId: string; pumpId: string }): Promise<void> {
  const shots: Array<[string, string, string]> = [
    ['/setup', 'Setup checklist', 'setup'],
    ['/dashboard/stations', 'Station Network', 'stations'],
    [`/dashboard/stations/${ids.stationId}`, 'Active Pumps', 'station-detail'],
    ['/dashboard/pumps', 'Fuel Pump Management', 'pumps'],
    [`/dashboard/pumps/${ids.pumpId}`, 'Operational', 'pump-detail'],
    ['/dashboard/nozzles', 'Add Nozzle', 'nozzles'],
    ['/dashboard/pumps/new?setup=true', 'Nozzle count *', 'pump-new-setup'],
    ['/dashboard/nozzles/new', 'Opening meter reading (litres)', 'nozzle-new'],
  ];
  for (const [path, marker, name] of shots) {
    await page.goto(path);
    await visible(page, marker);
    await screenshot(page, `assets-${name}-${viewport}`, { fullPage: true });
  }
}

describe.skipIf(!browserAvailable)('stations, pumps and nozzles', () => {
  const browser = useBrowser();

  it('a new owner builds a station with two pumps and four nozzles, searches, maintains and deletes', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('assets');
    const stamp = Date.now().toString(36);
    const stationName = `Lakeview Fuels ${stamp}`;
    await registerBusiness(page, `Lakeview ${stamp}`, email);

    // /setup: nothing done yet, the first step is next.
    await page.goto('/setup');
    await visible(page, '0% complete');
    await page.getByRole('link', { name: 'Create your first station' }).click();
    await waitForPath(page, '/dashboard/stations/new');

    // Create New Station: required fields first, then a valid phone with spaces.
    await page.getByRole('button', { name: 'Create Station' }).click();
    await visible(page, 'Please fix the following errors:');
    await visible(page, 'Station name is required');
    await screenshot(page, 'assets-station-new-errors-desktop', { fullPage: true });
    await page.getByLabel('Name *', { exact: true }).fill(stationName);
    await page.getByLabel('Address *', { exact: true }).fill('12 Lake Road, Whitefield');
    await page.getByLabel('City', { exact: true }).fill('Bengaluru');
    await page.getByLabel('Phone', { exact: true }).fill('98450 12345');
    await page.getByLabel('Email', { exact: true }).fill('lakeview@example.test');
    await page.getByRole('button', { name: 'Create Station' }).click();
    await visible(page, 'Station Created');
    await waitForPath(page, '/setup');
    await visible(page, '25% complete');

    // The setup variant of pump create: a pump with two nozzles (petrol, diesel) in one step.
    await page.getByRole('link', { name: 'Add fuel pumps to your station' }).click();
    await waitForPath(page, '/dashboard/pumps/new');
    await expect.poll(() => page.getByLabel('Station *').inputValue()).not.toBe('');
    await page.getByLabel('Pump Name *').fill('Pump 1');
    await page.getByLabel('Serial Number *').fill(`SN-A-${stamp}`);
    await page.getByLabel('Nozzle count *').fill('13');
    await page.getByRole('button', { name: 'Create Pump' }).click();
    await visible(page, 'Nozzle count cannot exceed 12');
    await page.getByLabel('Nozzle count *').fill('2');
    await page.getByLabel('Nozzle 2 fuel type').selectOption('diesel');
    await page.getByRole('button', { name: 'Create Pump' }).click();
    await visible(page, 'Pump created successfully');
    await waitForPath(page, '/setup');
    // Station, pump and nozzles done; fuel prices are next.
    await visible(page, '75% complete');

    // The station list, then its detail: Active Pumps 1/1, the pump card, Add Pump for the second pump.
    await page.goto('/dashboard/stations');
    await page.getByRole('link', { name: `View Station Details: ${stationName}` }).click();
    await page.waitForURL(/\/dashboard\/stations\/[0-9a-f-]{36}$/);
    await page.getByText('Active Pumps', { exact: true }).waitFor();
    const stationId = idAfter(page, 'stations');
    await expect.poll(() => page.getByText('1/1', { exact: true }).count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Add Pump' }).click();
    await waitForPath(page, '/dashboard/pumps/new');
    await expect.poll(() => page.getByLabel('Station *').inputValue()).toBe(stationId);
    await page.getByLabel('Pump Name *').fill('Pump 2');
    await page.getByLabel('Serial Number *').fill(`SN-A-${stamp}`);
    await page.getByRole('button', { name: 'Create Pump' }).click();
    // A serial number is unique within the business.
    await visible(page, 'A pump with this serial number already exists.');
    await page.getByLabel('Serial Number *').fill(`SN-B-${stamp}`);
    await page.getByRole('button', { name: 'Create Pump' }).click();
    await waitForPath(page, `/dashboard/stations/${stationId}/pumps`);
    await expect.poll(() => page.getByRole('list', { name: 'Pumps' }).getByRole('listitem').count()).toBe(2);

    // Pump 2 has no nozzles: it needs attention; add two through its detail page.
    await page.getByRole('link', { name: 'View Details: Pump 2' }).click();
    await visible(page, 'No Nozzles Found');
    const pumpId = idAfter(page, 'pumps');
    for (const [name, fuel, opening] of [
      ['Nozzle 1', 'premium', '1234.5'],
      ['Nozzle 2', 'diesel', '0'],
    ] as const) {
      await page.getByRole('link', { name: /^Add (First )?Nozzle$/ }).first().click();
      await waitForPath(page, `/dashboard/stations/${stationId}/pumps/${pumpId}/nozzles/new`);
      const submit = page.getByRole('button', { name: 'Create Nozzle' });
      expect(await submit.isDisabled()).toBe(true);
      await page.getByLabel('Nozzle Name *').fill(name);
      await page.getByLabel('Fuel Type *').selectOption(fuel);
      await page.getByLabel('Opening meter reading (litres)').fill(opening);
      await submit.click();
      await waitForPath(page, `/dashboard/pumps/${pumpId}`);
      await page.getByRole('heading', { name }).waitFor();
    }
    await visible(page, '1,234.500 L');
    const tiles = page.locator('main');
    await expect.poll(() => tiles.getByText('100.0%', { exact: true }).count()).toBe(1);

    // Four nozzles in all, across both pumps.
    await page.goto('/dashboard/nozzles');
    await expect.poll(() => page.getByRole('list', { name: 'Nozzles' }).getByRole('listitem').count()).toBe(4);

    // Searches: stations by address, pumps by serial number (debounced, server-side).
    await page.goto('/dashboard/stations');
    await page.getByLabel('Search stations').fill('whitefield');
    await page.getByRole('link', { name: `View Station Details: ${stationName}` }).waitFor();
    await page.getByLabel('Search stations').fill('no-such-station');
    await visible(page, 'No stations found');
    await page.goto('/dashboard/pumps');
    await page.getByLabel('Search pumps').fill(`SN-B-${stamp}`);
    await expect.poll(() => page.getByRole('list', { name: 'Pumps' }).getByRole('listitem').count()).toBe(1);
    await page.getByRole('heading', { name: 'Pump 2' }).waitFor();
    await page.getByLabel('Search pumps').fill('zzz-none');
    await visible(page, 'No pumps found');
    await page.getByLabel('Search pumps').fill('');

    // Pump 1 goes into maintenance through the card menu (PATCH /pumps/{id}/status): it needs attention.
    await page.getByRole('button', { name: 'Actions for Pump 1' }).click();
    await page.getByRole('menuitem', { name: 'Maintenance Mode' }).click();
    await visible(page, 'Pump updated successfully');
    const pump1 = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pump 1' }) });
    await pump1.getByText('Maintenance', { exact: true }).waitFor();
    await pump1.getByText('Needs attention').waitFor();
    // …and it stays so after a reload: the status is real.
    await page.reload();
    await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pump 1' }) }).getByText('Maintenance', { exact: true }).waitFor();

    // Delete a nozzle from Pump 2's nozzle list.
    await page.goto(`/dashboard/pumps/${pumpId}/nozzles`);
    await page.getByRole('heading', { name: 'Nozzles for Pump 2' }).waitFor();
    await page.getByRole('button', { name: 'Delete Nozzle 2' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('This action cannot be undone and deletes its readings.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await visible(page, 'Nozzle Deleted');
    await expect.poll(() => page.getByRole('list', { name: 'Nozzles' }).getByRole('listitem').count()).toBe(1);

    // Regular allows one station: a second is refused with the plan's message.
    await page.goto('/dashboard/stations/new');
    await page.getByLabel('Name *', { exact: true }).fill(`Second ${stamp}`);
    await page.getByLabel('Address *', { exact: true }).fill('1 Ring Road');
    await page.getByRole('button', { name: 'Create Station' }).click();
    await page.getByRole('alert').filter({ hasText: 'Plan limit reached' }).getByText(/Regular plan allows 1 station/).waitFor();
    expect(pathOf(page)).toBe('/dashboard/stations/new');

    // Accessibility: the station list and the pump detail.
    await page.goto('/dashboard/stations');
    await page.getByRole('link', { name: `View Station Details: ${stationName}` }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto(`/dashboard/pumps/${pumpId}`);
    await page.getByRole('heading', { name: 'Nozzle 1' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await screenshotAssets(page, 'desktop', { stationId, pumpId });
    const phone = await browser.newPage({ viewport: 'mobile' });
    await submitLogin(phone, email, PASSWORD);
    await waitForPath(phone, '/dashboard');
    await screenshotAssets(phone, 'mobile', { stationId, pumpId });
  }, 150_000);

  it('station settings, station edit, pump settings and nozzle edit save through the API', async () => {
    const page = await browser.newPage();
    const stamp = Date.now().toString(36);
    await registerBusiness(page, `Edits ${stamp}`, uniqueEmail('edits'));
    await page.goto('/dashboard/stations/new');
    await page.getByLabel('Name *', { exact: true }).fill(`Ring Road ${stamp}`);
    await page.getByLabel('Address *', { exact: true }).fill('5 Ring Road');
    await page.getByRole('button', { name: 'Create Station' }).click();
    await page.waitForURL(/\/dashboard\/stations\/[0-9a-f-]{36}$/);
    const stationId = idAfter(page, 'stations');

    // Station Settings: the status is real.
    await page.getByRole('main').getByRole('link', { name: 'Settings', exact: true }).click();
    await waitForPath(page, `/dashboard/stations/${stationId}/settings`);
    await page.getByLabel('Phone', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visible(page, 'Phone must be 10 digits starting with 6-9');
    await page.getByLabel('Phone', { exact: true }).fill('70000 00001');
    await page.getByLabel('Status', { exact: true }).selectOption('maintenance');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visible(page, 'Station settings updated successfully');
    await waitForPath(page, `/dashboard/stations/${stationId}`);
    await page.locator('main h2').getByText('Maintenance', { exact: true }).waitFor();

    // Edit Station: a new name, the address left as it is.
    await page.goto(`/dashboard/stations/${stationId}/edit`);
    await page.getByLabel('Station Name *').fill(`Ring Road Two ${stamp}`);
    await page.getByLabel('Address', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visible(page, 'Station updated successfully');
    await waitForPath(page, `/dashboard/stations/${stationId}`);
    await page.getByRole('heading', { name: `Ring Road Two ${stamp}` }).waitFor();
    await visible(page, '5 Ring Road');

    // A pump with one nozzle, then its settings under the station path.
    await page.goto('/dashboard/pumps/new?setup=true');
    await page.getByLabel('Pump Name *').fill('Pump A');
    await page.getByLabel('Serial Number *').fill(`SN-E-${stamp}`);
    await page.getByRole('button', { name: 'Create Pump' }).click();
    await waitForPath(page, '/setup');
    await page.goto('/dashboard/pumps');
    await page.getByRole('link', { name: 'View Details: Pump A' }).click();
    await page.waitForURL(/\/dashboard\/pumps\/[0-9a-f-]{36}$/);
    const pumpId = idAfter(page, 'pumps');
    await page.goto(`/dashboard/stations/${stationId}/pumps/${pumpId}/settings`);
    await page.getByLabel('Pump Name *').fill('Pump Alpha');
    await page.getByLabel('Status', { exact: true }).selectOption('inactive');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visible(page, 'Pump updated successfully');
    await waitForPath(page, `/dashboard/pumps/${pumpId}`);
    await page.getByRole('heading', { name: /Pump Alpha/ }).first().waitFor();
    await page.locator('main h2').getByText('Inactive', { exact: true }).waitFor();

    // Nozzle edit: fuel type and status, back to the pump's nozzle list.
    await page.goto(`/dashboard/pumps/${pumpId}/nozzles`);
    await page.getByRole('heading', { name: 'Nozzles for Pump Alpha' }).waitFor();
    await page.getByRole('link', { name: /^Edit / }).first().click();
    await page.getByLabel('Fuel Type *').selectOption('diesel');
    await page.getByLabel('Status', { exact: true }).selectOption('maintenance');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await waitForPath(page, `/dashboard/pumps/${pumpId}/nozzles`);
    const card = page.getByRole('list', { name: 'Nozzles' }).getByRole('listitem').first();
    await card.getByText('Diesel', { exact: true }).waitFor();
    await card.getByText('Maintenance', { exact: true }).waitFor();

    // Deleting the station warns that its pumps and nozzles go with it; the list is then empty.
    await page.goto('/dashboard/stations');
    await page.getByRole('button', { name: `Delete station Ring Road Two ${stamp}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('will also delete all associated pumps and nozzles', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await visible(page, 'Station deleted successfully');
    await visible(page, 'No stations yet');
    await page.goto('/dashboard/nozzles');
    await visible(page, 'No nozzles yet');
  }, 90_000);

  it('an empty business sees the empty states and the pump form asks for a station first', async () => {
    const page = await browser.newPage();
    await registerBusiness(page, `Empty ${Date.now().toString(36)}`, uniqueEmail('empty'));
    await page.goto('/dashboard/stations');
    await visible(page, 'No stations yet');
    await page.getByRole('link', { name: 'Add First Station' }).waitFor();
    await page.goto('/dashboard/pumps/new');
    await visible(page, 'No Stations Available');
    await visible(page, 'Please create a station before adding a pump.');
    await page.getByRole('link', { name: 'Back to Setup' }).click();
    await waitForPath(page, '/setup');
    await page.getByRole('link', { name: 'Skip Setup' }).click();
    await waitForPath(page, '/dashboard');
  });

  it('the demo manager sees the seeded stations; an unknown station shows Station Not Found', async () => {
    const page = await browser.newPage();
    await login(page, DEMO_USERS.manager);
    await page.goto('/dashboard/stations');
    await expect.poll(() => page.getByRole('list', { name: 'Stations' }).getByRole('listitem').count()).toBeGreaterThan(0);
    await page.goto('/dashboard/stations/0190a8c2-0000-7000-8000-00000000dead');
    await visible(page, 'Station Not Found');
    await visible(page, 'The requested station could not be found');
    await page.getByRole('link', { name: 'Back to Stations' }).click();
    await waitForPath(page, '/dashboard/stations');
  });
});
