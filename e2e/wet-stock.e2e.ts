/**
 * Wet stock (issue 38): the owner of a new business (set up through the API: a station, a pump, a petrol
 * nozzle and a tank feeding it, 10,000 L of book stock) opens the tank's page, uploads the calibrator's
 * chart with one unreadable cell and reads the server's fix line, converts 100.5 cm with the calculator,
 * records a closing dip (litres by the chart against the book stock: 176.280 L short, in red) and a
 * tanker receipt whose density at 15 °C is within ±3.0 kg/m³ of the invoice's. Axe on the page;
 * screenshots at desktop and phone widths, nothing wider than the phone.
 */
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DIP_MSG, RECEIPT_MSG, formatLitres, type TDip, type TNozzle, type TPage, type TPump, type TReceipt, type TStation, type TTank } from '@forecourt/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { apiCall as call } from './support/api';
import { login, uniqueEmail } from './support/auth';
import { seriousA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { browserAvailable } from './support/env';
import { screenshot } from './support/screenshots';

const PASSWORD = 'Sup3r-secret';

/** The calibrator's per-centimetre chart, with the 150 cm cell unreadable (the server rebuilds it). */
const CHART_CSV = ['Dip_Value,Dip_Volume', '0,0', '99,9634.96', '100,9760.78', '101,9886.66', '150,n/a', '200,19500', ''].join('\n');
const FIX_LINE = 'Row 6 (150.0 cm): "n/a" could not be read; set to 14644.778 L between its neighbours.';

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const stat = (page: Page, label: string) => page.getByRole('main').getByText(label, { exact: true }).first().locator('xpath=following-sibling::p[1]').innerText();
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
/** A figure of a result panel (a <dt> and its <dd>). */
const figure = (page: Page, panel: string, label: string) => page.getByTestId(panel).locator('dt', { hasText: exactly(label) }).locator('xpath=following-sibling::dd[1]');

const tempDir = mkdtempSync(join(tmpdir(), 'wet-stock-e2e-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

describe.skipIf(!browserAvailable)('wet stock', () => {
  const browser = useBrowser();

  it("an owner uploads a tank's chart, converts a dip, records a closing dip and a tanker receipt", async () => {
    const stamp = Date.now().toString(36);
    const email = uniqueEmail('wet-stock');
    const t = (await call<{ token: string }>(null, 'POST', '/auth/register', { businessName: `Wet Stock ${stamp}`, name: 'Leela Pillai', email, password: PASSWORD })).token;
    const station = await call<TStation>(t, 'POST', '/stations', { name: `Backwater Fuels ${stamp}`, address: '9 Canal Road, Alappuzha' });
    const pump = await call<TPump>(t, 'POST', '/pumps', { stationId: station.id, name: 'Pump 1', serialNumber: `SN-W-${stamp}` });
    const nozzle = await call<TNozzle>(t, 'POST', '/nozzles', { pumpId: pump.id, name: 'Nozzle 1', fuelType: 'petrol', openingReading: 0 });
    // Priced, so the 5-minute price job raises no alert (and no toast) mid-test.
    await call(t, 'POST', '/fuel-prices', { stationId: station.id, fuelType: 'petrol', price: 102.5 });
    const tank = await call<TTank>(t, 'POST', '/tanks', { stationId: station.id, name: 'Petrol tank', fuelType: 'petrol', capacity: 20000, nozzleIds: [nozzle.id] });
    await call(t, 'POST', '/inventory/update', { stationId: station.id, fuelType: 'petrol', tankId: tank.id, newStock: 10000, note: 'Opening stock' });
    const csvPath = join(tempDir, 'petrol-tank-chart.csv');
    writeFileSync(csvPath, CHART_CSV);

    const page = await browser.newPage();
    await login(page, { role: 'owner', email, password: PASSWORD });
    await page.goto(`/dashboard/tanks/${tank.id}`);

    // The header: the tank, its fuel and station, capacity and book stock; back to the list.
    await page.getByRole('heading', { level: 2, name: 'Petrol tank' }).waitFor();
    await page.getByRole('main').getByText(station.name, { exact: true }).first().waitFor();
    await expect.poll(() => stat(page, 'Book stock')).toBe(formatLitres(10000));
    expect(await stat(page, 'Capacity')).toBe(formatLitres(20000));
    expect(await page.getByRole('link', { name: 'Back to Tanks' }).getAttribute('href')).toBe('/dashboard/tanks');

    // No chart yet: the empty state, and the dip form held back until one is uploaded.
    await page.getByText('No dip chart yet').waitFor();
    await page.getByText("Upload this tank's dip chart first: a dip is converted to litres by it.").waitFor();
    expect(await page.getByRole('button', { name: 'Record dip' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Record receipt' }).isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'wet-stock-no-chart-desktop', { fullPage: true });

    // Upload: the file's text as it is; the server's fix line for the unreadable cell.
    await page.getByLabel('Chart file (CSV)').setInputFiles(csvPath);
    await page.getByRole('button', { name: 'Upload chart' }).click();
    const fixes = page.getByRole('list', { name: 'Fixes made to the chart' });
    await fixes.getByText(FIX_LINE, { exact: true }).waitFor();
    expect(await fixes.getByRole('listitem').allInnerTexts()).toEqual([FIX_LINE]);
    await page.getByText('Dip chart uploaded').first().waitFor();
    // The summary: six points up to 200 cm and 19,500 L.
    await figureOf(page, 'Points').then((v) => expect(v).toBe('6'));
    expect(await figureOf(page, 'Deepest dip')).toBe('200.0 cm');
    expect(await figureOf(page, 'Litres at the deepest dip')).toBe(formatLitres(19500));
    await page.getByRole('button', { name: 'Replace chart' }).waitFor();

    // The calculator: 100.5 cm lies between 100 cm (9,760.78 L) and 101 cm (9,886.66 L); 250 cm is beyond the chart.
    await page.getByLabel('Dip to convert (cm)').fill('100.5');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect.poll(() => page.getByTestId('dip-volume-result').innerText()).toBe(`100.5 cm holds ${formatLitres(9823.72)}`);
    expect(formatLitres(9823.72)).toBe('9,823.720 L');
    await page.getByLabel('Dip to convert (cm)').fill('250');
    await page.getByRole('button', { name: 'Convert' }).click();
    await page.getByText(/beyond this tank's chart/).waitFor();

    // A closing dip of 100.5 cm: the kind is asked for first.
    expect(await page.getByRole('button', { name: 'Record dip' }).isDisabled()).toBe(false);
    await page.getByLabel('Dip (cm) *').fill('100.5');
    await page.getByRole('button', { name: 'Record dip' }).click();
    await page.getByText(DIP_MSG.kindRequired).waitFor();
    await page.getByRole('form', { name: 'Record a dip' }).getByText('Closing', { exact: true }).click();
    await page.getByRole('button', { name: 'Record dip' }).click();
    await page.getByTestId('dip-result').waitFor();
    expect(await figure(page, 'dip-result', 'Litres (fuel)').innerText()).toBe(formatLitres(9823.72));
    expect(await figure(page, 'dip-result', 'Book stock').innerText()).toBe(formatLitres(10000));
    const difference = figure(page, 'dip-result', 'Difference');
    expect(await difference.innerText()).toBe(formatLitres(-176.28));
    expect(await difference.getAttribute('class')).toContain('text-red-700');
    // The recent dips list it; the API holds the same.
    const dipsTable = page.getByRole('table', { name: 'Dips of this tank, newest first' });
    await dipsTable.getByRole('cell', { name: '100.5 cm' }).waitFor();
    await dipsTable.getByRole('cell', { name: 'Leela Pillai' }).waitFor();
    const dips = await call<TPage<TDip>>(t, 'GET', `/tanks/${tank.id}/dips`);
    expect(dips.items.map((d) => [d.kind, d.dipCm, d.litres, d.difference])).toEqual([['closing', 100.5, 9823.72, -176.28]]);

    // A tanker receipt: 735.0 kg/m³ observed at 32.0 °C is 750.4 at 15 °C, 0.4 above the invoice's 750.0.
    await page.getByLabel('Invoice (challan) number *').fill(`INV-${stamp}`);
    await page.getByLabel('Invoice litres *').fill('8710');
    await page.getByLabel('Density at 15 °C (kg/m³) *').fill('750.0');
    await page.getByLabel('Observed density (kg/m³) *').fill('735.0');
    await page.getByLabel('Temperature (°C) *').fill('32.0');
    await page.getByLabel('Dip before (cm) *').fill('100.5');
    await page.getByLabel('Dip after (cm) *').fill('190');
    await page.getByRole('button', { name: 'Record receipt' }).click();
    await page.getByTestId('receipt-result').waitFor();
    await page.getByText(RECEIPT_MSG.recorded).first().waitFor();
    expect(await figure(page, 'receipt-result', 'Density at 15 °C').innerText()).toBe('750.4 kg/m³');
    expect(await figure(page, 'receipt-result', 'Density difference').innerText()).toBe('+0.4 kg/m³');
    await page.getByTestId('receipt-result').getByText('Within ±3.0 kg/m³', { exact: true }).waitFor();
    // 190 cm is 18,528.956 L by the chart (150 cm rebuilt): 8,705.236 L received, 4.764 L short of the invoice.
    expect(await figure(page, 'receipt-result', 'Received').innerText()).toBe(formatLitres(8705.236));
    expect(await figure(page, 'receipt-result', 'Short').innerText()).toBe(formatLitres(4.764));
    await page.getByRole('table', { name: 'Tanker receipts of this tank, newest first' }).getByRole('cell', { name: `INV-${stamp}` }).waitFor();
    // The book stock moved by what was received.
    await expect.poll(() => stat(page, 'Book stock')).toBe(formatLitres(18705.236));
    const receipts = await call<TPage<TReceipt>>(t, 'GET', `/tanks/${tank.id}/receipts`);
    expect(receipts.items.map((r) => [r.density15, r.densityOk, r.receivedLitres, r.shortLitres])).toEqual([[750.4, true, 8705.236, 4.764]]);

    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'wet-stock-desktop', { fullPage: true });

    // A phone (390 px): the same page, its tables scrolling inside their cards, nothing wider than the screen.
    const phone = await browser.newPage({ viewport: 'mobile' });
    await login(phone, { role: 'owner', email, password: PASSWORD });
    await phone.goto(`/dashboard/tanks/${tank.id}`);
    await phone.getByRole('table', { name: 'Tanker receipts of this tank, newest first' }).getByRole('cell', { name: `INV-${stamp}` }).waitFor();
    await phone.getByRole('table', { name: 'Dips of this tank, newest first' }).getByRole('cell', { name: '100.5 cm' }).waitFor();
    expect(await noOverflow(phone), 'the tank page fits a phone').toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await screenshot(phone, 'wet-stock-mobile', { fullPage: true });
  }, 180_000);
});

/** A figure of the chart summary (the first <dl> of the Dip chart card). */
function figureOf(page: Page, label: string): Promise<string> {
  return page.locator('dt', { hasText: exactly(label) }).first().locator('xpath=following-sibling::dd[1]').innerText();
}
