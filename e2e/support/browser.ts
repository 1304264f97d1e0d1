/**
 * One Chromium per test file, a fresh context per test. `useBrowser()` registers the hooks and hands
 * out pages; after each test it checks what every journey must hold, so later areas get it for free:
 * no uncaught error in the page and no request to another host (the product fetches nothing from
 * outside: fonts bundled, avatars drawn locally).
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { baseURL, browserAvailable } from './env';
import { SCREENSHOT_DIR } from './screenshots';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
export type TViewport = keyof typeof VIEWPORTS;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export type TPageOptions = {
  viewport?: TViewport;
  /** The OS colour scheme the page sees (the 'System' theme follows it). Light unless told. */
  colorScheme?: 'light' | 'dark';
} & Omit<BrowserContextOptions, 'viewport' | 'baseURL' | 'colorScheme'>;

type TTracked = { context: BrowserContext; pageErrors: string[]; externalRequests: string[] };

/** On a failed test: a screenshot of every open page in e2e/screenshots/failures/, and where it was. */
async function saveFailureScreenshots(testName: string, tracked: TTracked[]): Promise<void> {
  const dir = join(SCREENSHOT_DIR, 'failures');
  mkdirSync(dir, { recursive: true });
  const base = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  let n = 0;
  for (const t of tracked) {
    for (const page of t.context.pages()) {
      const path = join(dir, `${base}-${++n}.png`);
      await page.screenshot({ path }).catch(() => {});
      console.error(`e2e: "${testName}" failed on ${page.url()} (screenshot ${path})`);
    }
  }
}

export function useBrowser(): { newPage(options?: TPageOptions): Promise<Page> } {
  let browser: Browser | undefined;
  let tracked: TTracked[] = [];
  const origin = baseURL ? new URL(baseURL).origin : '';

  beforeAll(async () => {
    if (!browserAvailable) return;
    browser = await launchBrowser();
  });

  afterEach(async (ctx) => {
    const done = tracked;
    tracked = [];
    if (ctx.task.result?.state === 'fail') await saveFailureScreenshots(ctx.task.name, done);
    await Promise.all(done.map((t) => t.context.close().catch(() => {})));
    const pageErrors = done.flatMap((t) => t.pageErrors);
    const externalRequests = done.flatMap((t) => t.externalRequests);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    expect(externalRequests, 'requests to another host').toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(options: TPageOptions = {}): Promise<Page> {
      if (!browser) throw new Error('e2e: the browser is not running (is this test missing describe.skipIf(!browserAvailable)?)');
      const { viewport = 'desktop', colorScheme = 'light', ...rest } = options;
      const context = await browser.newContext({
        baseURL,
        viewport: VIEWPORTS[viewport],
        colorScheme,
        locale: 'en-IN',
        timezoneId: 'Asia/Kolkata',
        ...rest,
      });
      context.setDefaultTimeout(15_000);
      context.setDefaultNavigationTimeout(30_000);
      const t: TTracked = { context, pageErrors: [], externalRequests: [] };
      tracked.push(t);
      // Block and record anything that leaves the product's own origin.
      await context.route(
        (url) => url.origin !== origin && (url.protocol === 'http:' || url.protocol === 'https:'),
        async (route) => {
          t.externalRequests.push(route.request().url());
          await route.abort('blockedbyclient');
        },
      );
      const page = await context.newPage();
      page.on('pageerror', (error) => t.pageErrors.push(`${page.url()}: ${error.message}`));
      return page;
    },
  };
}

/** Waits until the page's path is `path` (query and hash ignored). */
export async function waitForPath(page: Page, path: string, timeout = 20_000): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === path, { timeout });
  } catch {
    throw new Error(`e2e: expected to reach ${path}, but the page is at ${new URL(page.url()).pathname}`);
  }
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
