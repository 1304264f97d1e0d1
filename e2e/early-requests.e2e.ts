/**
 * A signed-in phone's start-up data asked for before the app's code arrives (docs/decisions/034): after
 * the attendant signs in and the home has shown, opening the app again sends the session check and the
 * home's GETs from /early-requests.js, and the app uses each of those answers instead of asking again —
 * every request once, the home complete. Signed out, nothing is asked early.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, login } from './support/auth';
import { useBrowser, waitForPath } from './support/browser';
import { browserAvailable } from './support/env';

/** The API GETs a page makes from now on, in order. */
function apiGets(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/v1/')) urls.push(url.pathname + url.search);
  });
  return urls;
}

type TEarlyWindow = { __fcEarly?: { responses: Record<string, unknown> } };
/** The early answers the app has not taken (null: nothing was asked early). */
const earlyLeft = (page: Page) =>
  page.evaluate(() => {
    const early = (window as unknown as TEarlyWindow).__fcEarly;
    return early ? Object.keys(early.responses) : null;
  });

describe.skipIf(!browserAvailable)('start-up data asked early', () => {
  const browser = useBrowser();

  it('opening the home again asks for its data before the code arrives, and the app uses every answer once', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    await login(page, DEMO_USERS.attendant);
    await waitForPath(page, '/attendant/dashboard');
    await page.getByRole('link', { name: 'Record New Reading' }).first().waitFor();
    // The home's first seconds are recorded once they have passed.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('forecourt.early')), { timeout: 15_000 }).not.toBeNull();
    const record = JSON.parse((await page.evaluate(() => localStorage.getItem('forecourt.early')))!) as { home: string; urls: string[] };
    expect(record.home).toBe('/attendant/dashboard');
    expect(record.urls.length).toBeGreaterThan(0);

    const gets = apiGets(page);
    await page.goto('/attendant');
    await waitForPath(page, '/attendant/dashboard');
    await page.getByRole('link', { name: 'Record New Reading' }).first().waitFor();
    await page.getByText(/^Good (morning|afternoon|evening), Amit$/).waitFor();

    // Asked early: the session check and every recorded URL…
    for (const url of ['/api/v1/auth/profile', ...record.urls]) expect(gets).toContain(url);
    // …each once (the app took the early answer instead of asking again), and none left unused.
    await expect.poll(() => earlyLeft(page), { timeout: 10_000 }).toEqual([]);
    for (const url of ['/api/v1/auth/profile', ...record.urls]) expect(gets.filter((u) => u === url)).toHaveLength(1);
  });

  it('asks for nothing early when signed out', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    const gets = apiGets(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect(await earlyLeft(page)).toBeNull();
    expect(gets.filter((u) => u !== '/api/v1/health')).toEqual([]);
  });
});
