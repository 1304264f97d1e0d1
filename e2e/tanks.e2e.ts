/**
 * Tanks (issue 38): the owner of a new business (set up through the API: a station, a pump with two diesel
 * nozzles) adds two diesel tanks in the browser, each feeding one nozzle, sees them in the list with their
 * nozzles, renames one, is refused deleting a tank that holds stock, and finds both by name on the
 * inventory page, where the stock update asks which diesel tank. The demo owner sees Electronic City's two
 * diesel tanks. Axe on the list and the form; screenshots at desktop and phone widths.
 */
import type { Page } from 'playwright-core';
import { TANK_MSG, type TNozzle, type TPage, type TPump, type TStation, type TTank } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { apiCall as call } from './support/api';
import { DEMO_USERS, login, uniqueEmail } from './support/auth';
import { seriousA11yViolations } from './support/axe';
import { useBrowser, waitForPath, type TViewport } from './support/browser';
import { browserAvailable } from './support/env';
import { screenshot } from './support/screenshots';

const PASSWORD = 'Sup3r-secret';

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });
/** A tank's card in the list, by its name. */
const tankCard = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
/** The "Pump · Nozzle" names a tank's card lists. */
const fedNames = (page: Page, name: string) => tankCard(page, name).getByRole('list', { name: `Nozzles fed by ${name}` }).getByRole('listitem').allInnerTexts();
const nozzleBox = (page: Page, label: string) => page.getByRole('checkbox', { name: label, exact: true });
const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Saves the tank pages at one viewport; none is wider than the screen. */
async function shots(page: Page, viewport: TViewport, tankId: string): Promise<void> {
  await page.goto('/dashboard/tanks');
  await tankCard(page, 'Diesel tank 1').waitFor();
  await expect.poll(() => fedNames(page, 'Diesel tank 1')).toEqual(['Pump 1 · Nozzle 1']);
  await screenshot(page, `tanks-list-${viewport}`, { fullPage: true });
  expect(await noOverflow(page), 'the tank list fits').toBeLessThanOrEqual(0);

  await page.goto('/dashboard/tanks/new');
  await page.getByLabel('Fuel type *').selectOption('diesel');
  await nozzleBox(page, 'Pump 1 · Nozzle 1').waitFor();
  await screenshot(page, `tanks-new-${viewport}`, { fullPage: true });
  expect(await noOverflow(page), 'the tank form fits').toBeLessThanOrEqual(0);

  await page.goto(`/dashboard/tanks/${tankId}/edit`);
  await nozzleBox(page, 'Pump 1 · Nozzle 2').waitFor();
  await screenshot(page, `tanks-edit-${viewport}`, { fullPage: true });
  expect(await noOverflow(page), 'the edit form fits').toBeLessThanOrEqual(0);

  await page.goto('/dashboard/fuel-inventory');
  await page.getByTestId('tank-card').getByRole('heading', { name: 'Diesel tank 1' }).waitFor();
  await screenshot(page, `tanks-inventory-${viewport}`, { fullPage: true });
  expect(await noOverflow(page), 'the inventory page fits').toBeLessThanOrEqual(0);
}

describe.skipIf(!browserAvailable)('tanks', () => {
  const browser = useBrowser();

  it('a new owner adds two diesel tanks, each feeding a nozzle, renames one, cannot delete one with stock, and sees both on the inventory page', async () => {
    const stamp = Date.now().toString(36);
    const email = uniqueEmail('tanks');
    const t = (await call<{ token: string }>(null, 'POST', '/auth/register', { businessName: `Tanks ${stamp}`, name: 'Ravi Menon', email, password: PASSWORD })).token;
    const station = await call<TStation>(t, 'POST', '/stations', { name: `Harbour Fuels ${stamp}`, address: '3 Harbour Road, Kochi' });
    const pump = await call<TPump>(t, 'POST', '/pumps', { stationId: station.id, name: 'Pump 1', serialNumber: `SN-T-${stamp}` });
    for (const name of ['Nozzle 1', 'Nozzle 2']) await call<TNozzle>(t, 'POST', '/nozzles', { pumpId: pump.id, name, fuelType: 'diesel', openingReading: 0 });

    const page = await browser.newPage();
    await login(page, { role: 'owner', email, password: PASSWORD });

    // The sidebar's Stations group leads to the tanks; none yet.
    await page.getByRole('navigation', { name: 'Business navigation' }).getByRole('link', { name: 'Tanks', exact: true }).click();
    await waitForPath(page, '/dashboard/tanks');
    await visible(page, TANK_MSG.noTanks);
    await page.getByRole('main').getByRole('link', { name: 'Add Tank' }).first().click();
    await waitForPath(page, '/dashboard/tanks/new');

    // The form: the only station preselected; the schema's texts for what is missing.
    await expect.poll(() => page.getByLabel('Station *').inputValue()).toBe(station.id);
    await visible(page, 'Choose the station and fuel type to list their nozzles.');
    await page.getByRole('button', { name: 'Add Tank' }).click();
    await visible(page, TANK_MSG.fuelRequired);
    await visible(page, TANK_MSG.nameRequired);
    await visible(page, TANK_MSG.capacityRequired);
    await page.getByLabel('Fuel type *').selectOption('diesel');
    await nozzleBox(page, 'Pump 1 · Nozzle 1').waitFor();
    expect(await page.getByRole('group', { name: 'Nozzles it feeds' }).getByRole('checkbox').count()).toBe(2);
    await page.getByLabel('Tank name *').fill('Diesel tank 1');
    await page.getByLabel('Capacity (litres) *').fill('20000');
    await nozzleBox(page, 'Pump 1 · Nozzle 1').check();
    await page.getByRole('button', { name: 'Add Tank' }).click();
    await visible(page, TANK_MSG.created);
    await waitForPath(page, '/dashboard/tanks');
    await tankCard(page, 'Diesel tank 1').waitFor();

    // The second tank: nozzle 1 feeds from the first now (saving would move it); it takes nozzle 2.
    await page.getByRole('link', { name: 'Add Tank' }).click();
    await waitForPath(page, '/dashboard/tanks/new');
    await page.getByLabel('Fuel type *').selectOption('diesel');
    await nozzleBox(page, 'Pump 1 · Nozzle 1').waitFor();
    await page.getByRole('group', { name: 'Nozzles it feeds' }).getByText('now: Diesel tank 1', { exact: true }).waitFor();
    await page.getByLabel('Tank name *').fill('Diesel tank 2');
    await page.getByLabel('Capacity (litres) *').fill('15000');
    await page.getByLabel('Minimum level (litres)').fill('1000');
    await nozzleBox(page, 'Pump 1 · Nozzle 2').check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'tanks-new-filled-desktop', { fullPage: true });
    await page.getByRole('button', { name: 'Add Tank' }).click();
    await visible(page, TANK_MSG.created);
    await waitForPath(page, '/dashboard/tanks');

    // The list: both tanks with the nozzles each feeds, by name.
    await tankCard(page, 'Diesel tank 2').waitFor();
    await expect.poll(() => fedNames(page, 'Diesel tank 1')).toEqual(['Pump 1 · Nozzle 1']);
    await expect.poll(() => fedNames(page, 'Diesel tank 2')).toEqual(['Pump 1 · Nozzle 2']);
    await tankCard(page, 'Diesel tank 2').getByText('1,000.000 L').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const tanks = (await call<TPage<TTank>>(t, 'GET', `/tanks?stationId=${station.id}`)).items;
    const tank1 = tanks.find((x) => x.name === 'Diesel tank 1')!;
    const tank2 = tanks.find((x) => x.name === 'Diesel tank 2')!;
    expect(tank1.nozzleIds).toHaveLength(1);
    expect(tank2.nozzleIds).toHaveLength(1);

    // Edit tank 2: a name taken at the station is refused on the field, then a new name saves.
    await tankCard(page, 'Diesel tank 2').getByRole('link', { name: 'Edit Diesel tank 2' }).click();
    await waitForPath(page, `/dashboard/tanks/${tank2.id}/edit`);
    await expect.poll(() => page.getByLabel('Tank name *').inputValue()).toBe('Diesel tank 2');
    expect(await page.getByLabel('Station', { exact: true }).inputValue()).toBe(station.name);
    await expect.poll(() => nozzleBox(page, 'Pump 1 · Nozzle 2').isChecked()).toBe(true);
    expect(await nozzleBox(page, 'Pump 1 · Nozzle 1').isChecked()).toBe(false);
    await page.getByLabel('Tank name *').fill('Diesel tank 1');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.locator('#tank-name-error').getByText('A tank with this name already exists at this station.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The refusal's toast sits over the form's buttons at this size: Enter in the field saves, as people do.
    await page.getByLabel('Tank name *').fill('Diesel tank B');
    await page.getByLabel('Tank name *').press('Enter');
    await visible(page, TANK_MSG.updated);
    await waitForPath(page, '/dashboard/tanks');
    await tankCard(page, 'Diesel tank B').waitFor();
    expect(await tankCard(page, 'Diesel tank 2').count()).toBe(0);
    await expect.poll(() => fedNames(page, 'Diesel tank B')).toEqual(['Pump 1 · Nozzle 2']);

    // 500 L recorded in tank 1 (naming it: the station has two diesel tanks); it cannot be deleted now.
    await call(t, 'POST', '/inventory/update', { stationId: station.id, fuelType: 'diesel', tankId: tank1.id, newStock: 500 });
    await page.reload();
    await tankCard(page, 'Diesel tank 1').getByText('500.000 L').waitFor();
    await tankCard(page, 'Diesel tank 1').getByRole('button', { name: 'Delete Diesel tank 1' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to delete Diesel tank 1', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await visible(page, 'This tank still holds 500.000 L by the book. Record its stock as 0 L before deleting it.');
    await tankCard(page, 'Diesel tank 1').waitFor();
    expect((await call<TPage<TTank>>(t, 'GET', `/tanks?stationId=${station.id}`)).total).toBe(2);

    // The inventory page: a card per tank, by name.
    await page.goto('/dashboard/fuel-inventory');
    const cards = page.getByTestId('tank-card');
    await cards.getByRole('heading', { name: 'Diesel tank 1', exact: true }).waitFor();
    await cards.getByRole('heading', { name: 'Diesel tank B', exact: true }).waitFor();
    expect(await cards.count()).toBe(2);
    await cards.filter({ hasText: 'Diesel tank 1' }).getByText('500.000 L').first().waitFor();

    // Update Inventory asks which diesel tank; opened from tank B's card it is preselected.
    await page.goto('/dashboard/fuel-inventory/update');
    await page.getByLabel('Fuel type *').selectOption('diesel');
    await page.getByLabel('Tank *').waitFor();
    await page.getByLabel('New stock (litres) *').fill('100');
    await page.getByRole('button', { name: 'Update Inventory' }).click();
    await visible(page, 'This station has more than one diesel tank. Choose the tank to update.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'tanks-inventory-update-choose-desktop', { fullPage: true });
    await page.goto('/dashboard/fuel-inventory');
    await page.getByRole('link', { name: /^Update stock of Diesel tank B/ }).click();
    await waitForPath(page, '/dashboard/fuel-inventory/update');
    await expect.poll(() => page.getByLabel('Tank *').inputValue()).toBe(tank2.id);

    await shots(page, 'desktop', tank2.id);
    const phone = await browser.newPage({ viewport: 'mobile' });
    await login(phone, { role: 'owner', email, password: PASSWORD });
    await shots(phone, 'mobile', tank2.id);
  }, 180_000);

  it("the demo owner sees Electronic City's two diesel tanks and the pumps each feeds", async () => {
    const page = await browser.newPage();
    await login(page, DEMO_USERS.owner);
    await page.goto('/dashboard/tanks');
    await tankCard(page, 'Diesel tank 1').waitFor();
    await page.getByLabel('Station', { exact: true }).selectOption({ label: 'Sharma Fuels — Electronic City' });
    await expect.poll(() => page.getByRole('list', { name: 'Tanks' }).getByRole('group').count()).toBe(4);
    await expect.poll(() => fedNames(page, 'Diesel tank 1')).toEqual(['Pump 1 · Nozzle 2', 'Pump 2 · Nozzle 2']);
    await expect.poll(() => fedNames(page, 'Diesel tank 2')).toEqual(['Pump 3 · Nozzle 1', 'Pump 4 · Nozzle 3']);
    await tankCard(page, 'Petrol tank').waitFor();
    await tankCard(page, 'Premium tank').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'tanks-demo-ecity-desktop', { fullPage: true });

    const phone = await browser.newPage({ viewport: 'mobile' });
    await login(phone, DEMO_USERS.owner);
    await phone.goto('/dashboard/tanks');
    await tankCard(phone, 'Diesel tank 1').waitFor();
    await screenshot(phone, 'tanks-demo-all-mobile', { fullPage: true });
    expect(await noOverflow(phone)).toBeLessThanOrEqual(0);
  }, 90_000);
});
