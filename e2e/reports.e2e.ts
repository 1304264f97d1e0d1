/**
 * The Reports Center (issue 11): the demo owner generates a sales report as a PDF and a readings report
 * as Excel, waits for each to complete in the list (the page polls) and downloads them (real files:
 * %PDF and an xlsx zip, named after the report); the spec's required-field texts; the print preview;
 * a weekly schedule created and deleted; the inventory page's Generate Report downloads last month's
 * inventory PDF. Axe on /dashboard/reports; screenshots at desktop and phone widths.
 */
import type { Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { REPORT_MSG, REPORT_PREVIEW_MAX_ROWS } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, login } from './support/auth';
import { seriousA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { browserAvailable } from './support/env';
import { screenshot } from './support/screenshots';

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });

/** Fills the form's name, type and format and generates; resolves when the row says Completed. */
async function generate(page: Page, name: string, type: string, format: string) {
  await page.getByLabel('Report name *').fill(name);
  await page.getByLabel('Report type').selectOption(type);
  await page.getByLabel('Format').selectOption(format);
  await page.getByRole('button', { name: 'Generate Report' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await row.first().waitFor();
  await expect.poll(() => row.first().getByText('Completed').count(), { timeout: 30_000 }).toBe(1);
  await visible(page, REPORT_MSG.generated);
  return row.first();
}

async function downloadFrom(page: Page, name: string) {
  const row = page.getByRole('row').filter({ hasText: name }).first();
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Download ${name}` }).click()]);
  await visible(page, REPORT_MSG.downloadStarted);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

describe.skipIf(!browserAvailable)('reports center', () => {
  const browser = useBrowser();

  it('generates and downloads a PDF and an Excel report; previews; schedules and deletes; axe-clean', async () => {
    const page = await browser.newPage();
    await login(page, DEMO_USERS.owner);
    await page.goto('/dashboard/reports');
    await page.getByRole('heading', { name: 'Reports Center' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Required fields, in the spec's words.
    await page.getByLabel('Start date *').fill('');
    await page.getByLabel('Start date *').blur();
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await visible(page, REPORT_MSG.nameRequired);
    await visible(page, REPORT_MSG.startRequired);
    await screenshot(page, 'reports-errors-desktop', { fullPage: true });
    await page.reload();
    await page.getByRole('heading', { name: 'Reports Center' }).waitFor();

    await generate(page, 'E2E sales PDF', 'sales', 'pdf');
    const pdf = await downloadFrom(page, 'E2E sales PDF');
    expect(pdf.name).toMatch(/^e2e-sales-pdf-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await generate(page, 'E2E readings Excel', 'readings', 'excel');
    const xlsx = await downloadFrom(page, 'E2E readings Excel');
    expect(xlsx.name).toMatch(/\.xlsx$/);
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    // The print preview: at most 100 rows, with the summary over the whole filter.
    await page.getByRole('button', { name: 'Print Preview' }).click();
    const preview = page.getByRole('table', { name: 'Report preview' });
    await preview.waitFor();
    const rows = await preview.locator('tbody tr').count();
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThanOrEqual(REPORT_PREVIEW_MAX_ROWS);
    await screenshot(page, 'reports-preview-desktop');
    await page.getByRole('button', { name: 'Close preview' }).click();
    await page.getByRole('heading', { name: 'Scheduled reports', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'reports-list-desktop');

    // A weekly schedule, listed, then deleted.
    await page.getByLabel('Report name *').fill('E2E weekly sales');
    await page.getByLabel('Frequency').selectOption('weekly');
    await page.getByRole('button', { name: 'Schedule Report' }).click();
    await visible(page, REPORT_MSG.scheduledTitle);
    const schedule = page.getByRole('row').filter({ hasText: 'E2E weekly sales' }).filter({ hasText: 'Weekly' });
    await schedule.first().waitFor();
    // Axe with the lists filled (after the toasts, whose fade-out animation axe would read mid-way).
    await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'reports-desktop', { fullPage: true });
    await page.getByRole('button', { name: 'Delete schedule E2E weekly sales' }).click();
    await visible(page, REPORT_MSG.scheduleDeleted);
    await expect.poll(() => schedule.count()).toBe(0);
  });

  it("the inventory page's Generate Report downloads last month's inventory PDF", async () => {
    const page = await browser.newPage();
    await login(page, DEMO_USERS.manager);
    await page.goto('/dashboard/fuel-inventory');
    await page.getByTestId('tank-card').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 45_000 }), page.getByRole('button', { name: 'Generate Report' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^inventory-report-[a-z]{3}-\d{4}-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await visible(page, REPORT_MSG.generated);
  });

  it('phone width: the page fits, the form and lists stack', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    await login(page, DEMO_USERS.owner);
    await page.goto('/dashboard/reports');
    await page.getByRole('heading', { name: 'Reports Center' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'reports-mobile', { fullPage: true });
    const dark = await browser.newPage({ colorScheme: 'dark' });
    await login(dark, DEMO_USERS.owner);
    await dark.goto('/dashboard/reports');
    await dark.getByRole('heading', { name: 'Reports Center' }).waitFor();
    expect(await seriousA11yViolations(dark)).toEqual([]);
    await screenshot(dark, 'reports-dark-desktop', { fullPage: true });
  });
});
