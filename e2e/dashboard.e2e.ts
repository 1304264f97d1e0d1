/**
 * The owner's dashboard (issue 10): the demo owner sees every widget filled with the server's figures
 * — the stat cards against yesterday, the 7-day Sales Trend chart, the Fuel Breakdown, Today's Payment
 * Methods, recent activities, top creditors, and the Performance and Alerts tabs — at 1280 and 390 px,
 * light and dark. Axe on each; screenshots of each.
 */
import type { Page } from 'playwright-core';
import { formatCompactINR, formatINR, type TDashboardSalesSummary, type TFuelBreakdownEntry, type TNozzle, type TPage, type TTopStation } from '@forecourt/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, login } from './support/auth';
import { apiCall as call, apiToken } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { VIEWPORTS, useBrowser, type TViewport } from './support/browser';
import { browserAvailable } from './support/env';
import { screenshot } from './support/screenshots';

const visible = (page: Page, text: string | RegExp) => page.getByText(text).filter({ visible: true }).first().waitFor();

/**
 * The demo's readings are at 08:00, 12:30, 17:00 and 21:30 IST: before 08:00 today has none unless another
 * test made one. The demo attendant then records one, so "today" has a sale whatever the hour of the run.
 */
async function ensureASaleToday(): Promise<void> {
  const owner = await apiToken(DEMO_USERS.owner.email, DEMO_USERS.owner.password);
  if ((await call<TDashboardSalesSummary>(owner, 'GET', '/dashboard/sales-summary?range=daily')).salesCount > 0) return;
  const attendant = await apiToken(DEMO_USERS.attendant.email, DEMO_USERS.attendant.password);
  const nozzle = (await call<TPage<TNozzle>>(attendant, 'GET', '/attendant/nozzles?limit=100')).items.find((n) => n.status === 'active' && n.currentPrice);
  expect(nozzle, 'an active demo nozzle with a price').toBeDefined();
  await call(attendant, 'POST', '/attendant/readings', { nozzleId: nozzle!.id, reading: nozzle!.currentReading + 25 });
}

describe.skipIf(!browserAvailable)("the owner's dashboard", () => {
  const browser = useBrowser();
  beforeAll(ensureASaleToday);

  for (const viewport of Object.keys(VIEWPORTS) as TViewport[]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`shows every widget filled at ${VIEWPORTS[viewport].width} px, ${colorScheme}`, async () => {
        const token = await apiToken(DEMO_USERS.owner.email, DEMO_USERS.owner.password);
        const today = await call<TDashboardSalesSummary>(token, 'GET', '/dashboard/sales-summary?range=daily');
        const fuels = await call<TFuelBreakdownEntry[]>(token, 'GET', '/dashboard/fuel-breakdown');
        const top = await call<TTopStation[]>(token, 'GET', '/dashboard/top-stations?limit=6');
        expect(today.salesCount).toBeGreaterThan(0);

        const page = await browser.newPage({ viewport, colorScheme });
        await login(page, DEMO_USERS.owner);
        await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');

        // The stat cards: the server's revenue, compact, and the exact figure for screen readers and on hover.
        await visible(page, formatCompactINR(today.totalRevenue));
        await page.getByText(`Revenue: ${formatINR(today.totalRevenue)}`).first().waitFor({ state: 'attached' });
        for (const label of ['Fuel volume', 'Transactions', 'Active stations']) await visible(page, label);
        await visible(page, / vs yesterday/);

        // Widgets: the trend chart draws two lines; a card per fuel; the four payment methods; activity and creditors.
        await page.locator('figure[aria-label="Sales trend of the last 7 days"] .recharts-line').nth(1).waitFor();
        await visible(page, "Today's Payment Methods");
        for (const method of ['Cash', 'Card', 'UPI', 'Credit']) await page.getByText(method, { exact: true }).first().waitFor();
        for (const f of fuels) await visible(page, formatINR(f.amount));
        await visible(page, 'Recent Activities');
        await visible(page, 'Top Creditors');
        await visible(page, 'Daily Cash Report');
        expect(await seriousA11yViolations(page)).toEqual([]);
        // Nothing wider than the screen (a long name or figure truncates or wraps inside its card).
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        await screenshot(page, `dashboard-overview-${viewport}-${colorScheme}`, { fullPage: true });

        // Performance: the top stations as the server ranks them.
        await page.getByRole('tab', { name: 'Performance' }).click();
        await visible(page, 'Station Performance');
        if (top[0]) await visible(page, top[0].stationName);
        expect(await seriousA11yViolations(page)).toEqual([]);

        // Alerts: the newest open alerts (the demo has stock and missing-reading alerts) or the honest empty text.
        await page.getByRole('tab', { name: 'Alerts' }).click();
        await page.getByRole('link', { name: 'View all alerts' }).waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await screenshot(page, `dashboard-alerts-${viewport}-${colorScheme}`, { fullPage: true });

        if (viewport === 'mobile') await page.getByRole('button', { name: 'Record Reading' }).last().waitFor();
      });
    }
  }
});
