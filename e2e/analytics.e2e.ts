/**
 * Analytics and the sales overview (issue 10): the demo owner's Analytics Dashboard at 1280 and 390 px,
 * light and dark — Smart View for This Month with KPI cards equal to the API's figures, the Trends chart
 * drawn, Breakdown and Insights (Insights hidden on a phone), Export downloading a CSV whose rows are the
 * screen's; Detailed View's Daily Analysis (hourly chart, peak hours), Station Ranking and Fuel
 * Performance; the Sales Overview's four cards for the last 7 days and Clear Filters. Axe on every view;
 * screenshots of each.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { formatINR, formatNumber, type TAnalyticsOverview, type TDailySummary, type TPage, type TSale, type TSalesSummary } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, login } from './support/auth';
import { apiCall, apiToken } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { useBrowser, type TViewport } from './support/browser';
import { browserAvailable } from './support/env';
import { screenshot } from './support/screenshots';

async function axeClean(page: Page, where: string): Promise<void> {
  expect({ where, violations: await seriousA11yViolations(page) }).toEqual({ where, violations: [] });
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** Opens the Smart View for This Month and waits for the KPI cards. */
async function smartMonth(page: Page): Promise<void> {
  await page.goto('/dashboard/analytics');
  await page.getByRole('button', { name: 'This Month' }).click();
  await page.getByRole('button', { name: 'This Month', pressed: true }).waitFor();
  await page.locator('[data-kpi="Transactions"]').waitFor();
}

async function trendsDrawn(page: Page): Promise<void> {
  await tab(page, 'Trends').click();
  const chart = page.getByTestId('trends-chart').filter({ visible: true });
  await chart.locator('.recharts-bar-rectangle').first().waitFor();
  expect(await chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
}

describe.skipIf(!browserAvailable)('analytics and the sales overview', () => {
  const browser = useBrowser();

  it('the demo owner reads the Smart View (KPIs equal the API, the Trends chart, Breakdown, Insights) and exports what is on screen', async () => {
    const token = await apiToken(DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const api = await apiCall<TAnalyticsOverview>(token, 'GET', '/analytics/overview?period=month');
    expect(api.transactions.value).toBeGreaterThan(0);

    const page = await browser.newPage({ viewport: 'desktop' });
    await login(page, DEMO_USERS.owner);
    await smartMonth(page);
    // The cards show the server's figures (the revenue card is compact, with the exact value on hover).
    expect(await page.locator('[data-kpi="Revenue"]').getAttribute('title')).toBe(formatINR(api.revenue.value));
    expect(await page.locator('[data-kpi="Transactions"]').innerText()).toBe(formatNumber(api.transactions.value));
    await axeClean(page, 'smart view, overview');
    await screenshot(page, 'analytics-smart-overview-desktop', { fullPage: true });

    await trendsDrawn(page);
    await axeClean(page, 'smart view, trends');
    await screenshot(page, 'analytics-smart-trends-desktop', { fullPage: true });

    // Export on the Trends tab: the KPI rows and one row per day, as on screen.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe(`analytics-month-trends-${api.range.endDate}.csv`);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const rows = csv.split('\r\n');
    expect(rows[0]).toBe(`Period,This Month,${api.range.startDate},${api.range.endDate}`);
    expect(rows[3]).toBe(`Revenue (INR),${api.revenue.value.toFixed(2)},${api.revenue.previous?.toFixed(2) ?? '—'},${api.revenue.growth?.toFixed(1) ?? '—'}`);
    expect(rows[5]).toBe(`Transactions,${api.transactions.value},${api.transactions.previous ?? '—'},${api.transactions.growth?.toFixed(1) ?? '—'}`);
    const days = rows.filter((r) => /^\d{4}-\d{2}-\d{2},/.test(r));
    const first = Number(api.range.endDate.slice(8, 10));
    expect(days).toHaveLength(first);
    const sum = days.reduce((acc, r) => acc + Math.round(Number(r.split(',')[1]) * 100), 0);
    expect(sum).toBe(Math.round(api.revenue.value * 100));

    await tab(page, 'Breakdown').click();
    await page.getByRole('list', { name: 'By payment method' }).waitFor();
    await axeClean(page, 'smart view, breakdown');
    await screenshot(page, 'analytics-smart-breakdown-desktop', { fullPage: true });

    await tab(page, 'Insights').click();
    await page.getByRole('list', { name: 'Insights' }).or(page.getByText('No insights yet')).first().waitFor();
    await axeClean(page, 'smart view, insights');
    await screenshot(page, 'analytics-smart-insights-desktop', { fullPage: true });
  });

  it('the Detailed View: daily analysis with hourly sales and peak hours, station ranking, fuel performance', async () => {
    const page = await browser.newPage({ viewport: 'desktop' });
    await login(page, DEMO_USERS.owner);
    await page.goto('/dashboard/analytics');
    await page.getByRole('button', { name: 'Detailed View' }).click();
    await page.getByTestId('hourly-chart').waitFor();
    await page.getByText('Peak hours').first().waitFor();
    await axeClean(page, 'detailed view, daily analysis');
    await screenshot(page, 'analytics-detailed-daily-desktop', { fullPage: true });

    // The day is typed as dd/mm/yyyy (the app's one date field); an impossible one is refused.
    const date = page.getByRole('textbox', { name: 'Date', exact: true });
    await date.fill('31/02/2026');
    await date.press('Enter');
    await page.getByText('This date does not exist').waitFor();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() - 3 * 86_400_000));
    const token = await apiToken(DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const daily = await apiCall<TDailySummary>(token, 'GET', `/analytics/daily-summary?date=${day}`);
    expect(daily.totalEntries, 'the demo has sales three days ago').toBeGreaterThan(0);
    await date.fill(day.split('-').reverse().join('/'));
    await date.press('Tab');
    // The form validates asynchronously: the message goes once it has (not within the same tick as the Tab).
    await expect.poll(() => page.getByText('This date does not exist').count()).toBe(0);
    // The day's tiles are the API's figures for that day (a compact amount carries the exact one).
    const tile = (label: string) => page.getByRole('region', { name: 'Day totals' }).getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]');
    const exactSales = async () => {
      const tip = tile('Total Sales').locator('[role="tooltip"]');
      return (await tip.count()) ? tip.textContent() : tile('Total Sales').innerText();
    };
    await expect
      .poll(async () => [await tile('Entries').innerText(), await exactSales()], { timeout: 15_000 })
      .toEqual([formatNumber(daily.totalEntries), formatINR(daily.totalAmount)]);
    await axeClean(page, 'detailed view, a typed day');
    await screenshot(page, 'analytics-detailed-typed-day-desktop', { fullPage: true });

    await tab(page, 'Station Ranking').click();
    await page.getByRole('table', { name: 'Station ranking' }).waitFor();
    await page.getByLabel('Ranking period').selectOption('month');
    await page.getByRole('cell', { name: '#1' }).waitFor();
    await axeClean(page, 'detailed view, station ranking');
    await screenshot(page, 'analytics-detailed-ranking-desktop', { fullPage: true });

    await tab(page, 'Fuel Performance').click();
    await page.getByRole('table', { name: 'Fuel performance' }).waitFor();
    await axeClean(page, 'detailed view, fuel performance');
    await screenshot(page, 'analytics-detailed-fuel-desktop', { fullPage: true });
  });

  for (const [viewport, colorScheme] of [
    ['mobile', 'light'],
    ['mobile', 'dark'],
    ['desktop', 'dark'],
  ] as Array<[TViewport, 'light' | 'dark']>) {
    it(`at ${viewport} (${colorScheme}) the Smart View draws the Trends chart${viewport === 'mobile' ? ' and hides Insights' : ''}`, async () => {
      const page = await browser.newPage({ viewport, colorScheme });
      await login(page, DEMO_USERS.owner);
      await smartMonth(page);
      if (viewport === 'mobile') expect(await tab(page, 'Insights').isVisible()).toBe(false);
      await trendsDrawn(page);
      await axeClean(page, `smart view ${viewport} ${colorScheme}`);
      await screenshot(page, `analytics-smart-trends-${viewport}-${colorScheme}`, { fullPage: true });
      await page.getByRole('button', { name: 'Detailed View' }).click();
      await page.getByTestId('hourly-chart').waitFor();
      await screenshot(page, `analytics-detailed-daily-${viewport}-${colorScheme}`, { fullPage: true });
    });
  }

  it('the Sales Overview shows the last 7 days in four cards, equal to the sales summary; Clear Filters returns to them', async () => {
    const token = await apiToken(DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const page = await browser.newPage({ viewport: 'mobile' });
    await login(page, DEMO_USERS.owner);
    await page.goto('/dashboard/sales/overview');
    // The date fields show dd/mm/yyyy; the API takes YYYY-MM-DD.
    const isoDay = (shown: string) => shown.split('/').reverse().join('-');
    const shownStart = await page.locator('#overview-start').inputValue();
    const shownEnd = await page.locator('#overview-end').inputValue();
    const start = isoDay(shownStart);
    const end = isoDay(shownEnd);
    const week = await apiCall<TPage<TSale, TSalesSummary>>(token, 'GET', `/sales?startDate=${start}&endDate=${end}&limit=1`);
    const cards = page.getByRole('region', { name: 'Sales overview' });
    await cards.getByText(formatINR(week.summary!.totalSales)).waitFor();
    await cards.getByText('7 days').waitFor();
    for (const label of ['Total Revenue', 'Volume Sold', 'Avg Transaction', 'Time Period']) await cards.getByText(label, { exact: true }).waitFor();
    await axeClean(page, 'sales overview');
    await screenshot(page, 'sales-overview-mobile', { fullPage: true });

    await page.locator('#overview-start').fill(shownEnd);
    await page.locator('#overview-start').press('Tab'); // the field takes a typed date when it is left
    await cards.getByText('1 day', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await cards.getByText('7 days').waitFor();
    expect(await page.locator('#overview-start').inputValue()).toBe(shownStart);

    // Sales Management says how many sales the filter holds (document 4's success toast).
    const all = await apiCall<TPage<TSale, TSalesSummary>>(token, 'GET', '/sales?limit=1');
    await page.goto('/dashboard/sales');
    await page.locator('[data-sonner-toast]').filter({ hasText: `${all.total} sales transactions loaded` }).first().waitFor();
  });
});
