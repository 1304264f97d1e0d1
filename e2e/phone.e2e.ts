/**
 * Issue 13, fast on a cheap phone: the demo attendant on a 360 px touch screen. Every attendant page, and
 * the portal's menus, drawer and reading keypad: nothing wider than the screen, every control at least
 * 44 × 44 px (a control nobody can see or touch is skipped: e2e/support/phone-checks.mjs), and axe finds
 * nothing. Sizes only — the speed figures are `npm run bench:web`'s.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, login } from './support/auth';
import { seriousA11yViolations } from './support/axe';
import { useBrowser, waitForPath } from './support/browser';
import { browserAvailable } from './support/env';
import { ATTENDANT_PAGES, MIN_TOUCH_PX, PHONE_WIDTH_PX, phoneLayoutReport, type TPhoneLayoutReport } from './support/phone-checks.mjs';
import { screenshot } from './support/screenshots';

/** What a page looks like to the checks once its data and fonts are in. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page.locator('main').waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"], .animate-pulse').length === 0, undefined, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function report(page: Page): Promise<TPhoneLayoutReport> {
  return page.evaluate(phoneLayoutReport, MIN_TOUCH_PX);
}

/** The sizes a phone needs, with what failed named in the message. */
function expectFitsAPhone(where: string, r: TPhoneLayoutReport): void {
  expect(r.checked, `${where}: no control found — did the page render?`).toBeGreaterThan(0);
  expect(r.overflowPx, `${where}: wider than a ${PHONE_WIDTH_PX} px screen by ${r.overflowPx} px`).toBe(0);
  expect(r.small.map((s) => `${s.width} × ${s.height} px ${s.what}`), `${where}: controls under ${MIN_TOUCH_PX} × ${MIN_TOUCH_PX} px`).toEqual([]);
}

async function signedInPhone(browser: ReturnType<typeof useBrowser>): Promise<Page> {
  const page = await browser.newPage({ viewport: 'mobile', isMobile: true, hasTouch: true });
  await page.setViewportSize({ width: PHONE_WIDTH_PX, height: 740 });
  await login(page, DEMO_USERS.attendant);
  return page;
}

describe.skipIf(!browserAvailable)('the attendant portal on a 360 px phone', () => {
  const browser = useBrowser();

  it('every attendant page fits the screen, has 44 px controls and passes axe', async () => {
    const page = await signedInPhone(browser);
    for (const path of ATTENDANT_PAGES) {
      await page.goto(path);
      await waitForPath(page, path);
      await settled(page);
      expectFitsAPhone(path, await report(page));
      expect(await seriousA11yViolations(page), `${path}: axe`).toEqual([]);
      await screenshot(page, `phone-360${path.replaceAll('/', '-')}`, { fullPage: true });
    }
  });

  it("the drawer, the header's menus and the reading keypad have 44 px controls too", async () => {
    const page = await signedInPhone(browser);
    await settled(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Inventory' }).waitFor({ state: 'visible' });
    expectFitsAPhone('the drawer', await report(page));
    expect(await seriousA11yViolations(page), 'the drawer: axe').toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    for (const [button, item] of [
      ['Account menu', { role: 'menuitem', name: 'Log out' }],
      ['Toggle theme', { role: 'menuitemradio', name: 'Dark' }],
      [/^Notifications/, { role: 'menuitem', name: 'All notifications' }],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      await page.getByRole(item.role, { name: item.name }).waitFor({ state: 'visible' });
      expectFitsAPhone(`the ${String(button)} menu`, await report(page));
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
    }

    await page.goto('/attendant/readings/new');
    await settled(page);
    await page.getByRole('region', { name: /Pump/ }).first().getByRole('button').and(page.locator(':enabled')).first().click();
    await page.getByRole('group', { name: 'Keypad' }).waitFor({ state: 'visible' });
    expectFitsAPhone('the reading keypad', await report(page));
    expect(await seriousA11yViolations(page), 'the reading keypad: axe').toEqual([]);
    await waitForPath(page, '/attendant/readings/new');
  });
});
