/**
 * Today's Tasks on the attendant home (issue 37, docs/decisions/062), in a business of its own (one
 * station, two nozzles, one of them inactive): the tasks show their spec times and states; a morning
 * reading turns "Record Morning Readings" done ("1 of 1 nozzle read"); the "Submit Cash Report" task leads
 * to the form, and the report turns it done; a low-stock alert undoes "Check Fuel Levels" until it is
 * acknowledged. The home is photographed at 360 px in English and in Hindi.
 */
import type { Page } from 'playwright-core';
import { ATTENDANT_TASKS, todayInZone, type TAlert, type TNozzle, type TPage, type TPump, type TStation } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/auth';
import { apiCall as call, apiToken } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { useBrowser, waitForPath } from './support/browser';
import { browserAvailable } from './support/env';
import { ENGLISH_LABELS, HINDI_LABELS, signIn } from './support/hindi';
import { screenshot } from './support/screenshots';

const PASSWORD = 'Tasks@12345';

/** A business with one station (a priced petrol nozzle and an inactive diesel one, stock at 75 %) and its attendant. */
async function tasksBusiness() {
  const stamp = Date.now().toString(36);
  const owner = (await call<{ token: string }>(null, 'POST', '/auth/register', { businessName: `Tasks Fuels ${stamp}`, name: 'Kavita Rao', email: uniqueEmail('tasks-owner'), password: PASSWORD })).token;
  const station = await call<TStation>(owner, 'POST', '/stations', { name: `Ring Road ${stamp}`, address: '4 Ring Road, Nagpur' });
  const pump = await call<TPump>(owner, 'POST', '/pumps', { stationId: station.id, name: 'Pump 1', serialNumber: `SN-TASK-${stamp}` });
  const nozzle = await call<TNozzle>(owner, 'POST', '/nozzles', { pumpId: pump.id, name: 'Petrol A', fuelType: 'petrol', openingReading: 5000 });
  const idle = await call<TNozzle>(owner, 'POST', '/nozzles', { pumpId: pump.id, name: 'Diesel B', fuelType: 'diesel', openingReading: 100 });
  await call(owner, 'PUT', `/nozzles/${idle.id}`, { status: 'inactive' });
  // In effect since yesterday, so a reading dated this morning has its price.
  await call(owner, 'POST', '/fuel-prices', { stationId: station.id, fuelType: 'petrol', price: 102.5, validFrom: new Date(Date.now() - 36 * 3_600_000).toISOString() });
  await call(owner, 'POST', '/inventory/update', { stationId: station.id, fuelType: 'petrol', newStock: 15000, capacity: 20000, note: 'Opening dip' });
  const attendant = { email: uniqueEmail('tasks-att'), password: PASSWORD };
  await call(owner, 'POST', '/users', { name: 'Sunil Pawar', email: attendant.email, role: 'attendant', password: PASSWORD, stationIds: [station.id] });
  return { owner, attendant, station, nozzle };
}

const tasksList = (page: Page, name = 'Today’s Tasks') => page.getByRole('list', { name });
const task = (page: Page, id: string) => page.getByTestId('attendant-task').and(page.locator(`[data-task="${id}"]`));
const stateOf = (page: Page, id: string) => task(page, id).getAttribute('data-state');
const labelOf = (page: Page, id: string) => task(page, id).getByTestId('attendant-task-label').textContent();

/** What an undone task shows by India's clock now: due until its time, overdue after (the client's rule). */
function undoneState(id: (typeof ATTENDANT_TASKS)[number]['id']): 'due' | 'overdue' {
  const { hour, minute } = ATTENDANT_TASKS.find((t) => t.id === id)!;
  return Date.now() < Date.parse(`${todayInZone('Asia/Kolkata')}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+05:30`)
    ? 'due'
    : 'overdue';
}

/** This morning in India, 11:00 (or now, before then): a time that counts as a morning reading. */
function thisMorning(): string {
  const eleven = Date.parse(`${todayInZone('Asia/Kolkata')}T11:00:00+05:30`);
  return new Date(Math.min(eleven, Date.now() - 1000)).toISOString();
}

describe.skipIf(!browserAvailable)("the attendant's Today's Tasks", () => {
  const browser = useBrowser();

  it('a morning reading, a cash report and an acknowledged stock alert turn their tasks done on the home', async () => {
    const { owner, attendant, station, nozzle } = await tasksBusiness();
    const token = await apiToken(attendant.email, attendant.password);
    const page = await browser.newPage({ viewport: 'mobile' });
    await page.goto('/login');
    await signIn(page, attendant, ENGLISH_LABELS);
    await waitForPath(page, '/attendant/dashboard');
    await page.setViewportSize({ width: 360, height: 740 });

    // The day's start: in the order of the day, at the spec's times; no reading, no report, stock normal.
    await tasksList(page).waitFor();
    expect(await tasksList(page).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/attendant/inventory',
      '/attendant/readings/new',
      '/attendant/cash-report',
    ]);
    expect(await stateOf(page, 'fuelLevels')).toBe('done');
    expect(await labelOf(page, 'fuelLevels')).toBe('Check Fuel Levels, due by 8:00 AM: Done. No low-stock alerts');
    // Due or overdue, by the clock in India: the inactive nozzle is not counted.
    expect(await labelOf(page, 'morningReadings')).toMatch(/^Record Morning Readings, due by 9:00 AM: (Due|Overdue)\. 0 of 1 nozzle read$/);
    expect(await labelOf(page, 'cashReport')).toMatch(/^Submit Cash Report, due by 6:00 PM: (Due|Overdue)\. Cash Pending$/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A reading of this morning (recorded through the API: after noon the keypad's reading, now, would not be one).
    await call(token, 'POST', '/attendant/readings', { nozzleId: nozzle.id, reading: 5012.5, recordedAt: thisMorning() });
    await page.reload();
    await expect.poll(() => stateOf(page, 'morningReadings')).toBe('done');
    expect(await labelOf(page, 'morningReadings')).toBe('Record Morning Readings, due by 9:00 AM: Done. 1 of 1 nozzle read');

    // The cash report: from its task to the form, and back home with the task done.
    await task(page, 'cashReport').getByRole('link').click();
    await waitForPath(page, '/attendant/cash-report');
    const keypad = page.getByRole('group', { name: 'Keypad for Cash amount' });
    await keypad.waitFor();
    await page.getByRole('form', { name: 'Cash report' }).getByText('Morning', { exact: true }).click();
    for (const key of ['1', '5', '00']) await keypad.getByRole('button', { name: key, exact: true }).click();
    await page.getByRole('button', { name: /^Submit Cash Report/ }).click();
    await waitForPath(page, '/attendant/dashboard');
    await expect.poll(() => stateOf(page, 'cashReport')).toBe('done');
    expect(await labelOf(page, 'cashReport')).toBe('Submit Cash Report, due by 6:00 PM: Done. Cash Reported');

    // Stock falls to 20 %: the low-stock alert undoes "Check Fuel Levels" until it is acknowledged.
    await call(owner, 'POST', '/inventory/update', { stationId: station.id, fuelType: 'petrol', newStock: 4000, note: 'Dip' });
    await page.reload();
    // Undone again: due before 8:00 in India, overdue after (the run may be at either).
    await expect.poll(async () => (await stateOf(page, 'fuelLevels')) === undoneState('fuelLevels')).toBe(true);
    const shown = (await stateOf(page, 'fuelLevels')) === 'due' ? 'Due' : 'Overdue';
    expect(await labelOf(page, 'fuelLevels')).toBe(`Check Fuel Levels, due by 8:00 AM: ${shown}. 1 low-stock alert to acknowledge`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'attendant-tasks-home-en-360', { fullPage: true });
    const low = (await call<TPage<TAlert>>(token, 'GET', '/attendant/alerts')).items.find((a) => a.type === 'low_stock');
    expect(low).toBeTruthy();
    await call(token, 'PUT', `/attendant/alerts/${low!.id}/acknowledge`);
    await page.reload();
    await expect.poll(() => stateOf(page, 'fuelLevels')).toBe('done');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'attendant-tasks-done-en-360', { fullPage: true });

    // The same home in Hindi at 360 px.
    const hindi = await browser.newPage({ viewport: 'mobile', locale: 'hi-IN' });
    await hindi.goto('/login');
    await hindi.getByRole('heading', { name: 'Forecourt में साइन इन करें' }).waitFor();
    await signIn(hindi, attendant, HINDI_LABELS);
    await waitForPath(hindi, '/attendant/dashboard');
    await hindi.setViewportSize({ width: 360, height: 740 });
    await tasksList(hindi, 'आज के काम').waitFor();
    expect(await labelOf(hindi, 'morningReadings')).toBe('सुबह की रीडिंग दर्ज करें, सुबह 9:00 तक: हो गया। 1 में से 1 नोज़ल की रीडिंग हो गई');
    expect(await labelOf(hindi, 'cashReport')).toBe('नकद रिपोर्ट जमा करें, शाम 6:00 तक: हो गया। नकद दर्ज हो गया');
    expect(await seriousA11yViolations(hindi)).toEqual([]);
    expect(await hindi.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(hindi, 'attendant-tasks-home-hi-360', { fullPage: true });
  }, 180_000);
});
