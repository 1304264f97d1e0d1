/**
 * The public pages and the owner dashboard: what they show, axe (no serious or critical WCAG A/AA
 * violation) and screenshots at desktop and phone widths.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, login } from './support/auth';
import { VIEWPORTS, useBrowser, waitForPath, type TViewport } from './support/browser';
import { seriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/env';
import { screenshot } from './support/screenshots';
import { chooseTheme } from './support/theme';

describe.skipIf(!browserAvailable)('public pages', () => {
  const browser = useBrowser();

  for (const viewport of Object.keys(VIEWPORTS) as TViewport[]) {
    it(`landing and login render at ${VIEWPORTS[viewport].width} px`, async () => {
      const page = await browser.newPage({ viewport });
      await page.goto('/');
      await page.getByText('500+', { exact: true }).first().waitFor({ state: 'visible' });
      await screenshot(page, `landing-${viewport}`);

      await page.goto('/login');
      await page.getByLabel('Email', { exact: true }).waitFor({ state: 'visible' });
      await screenshot(page, `login-${viewport}`);

      await page.goto('/login/admin');
      await page.getByRole('button', { name: 'Admin Sign In', exact: true }).waitFor({ state: 'visible' });
      await screenshot(page, `login-admin-${viewport}`);
    });
  }

  it('the landing page carries the claims and leads to sign-in and sign-up', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    for (const stat of ['500+', '10M+', '99.9%', '24/7']) {
      await page.getByText(stat, { exact: true }).first().waitFor({ state: 'visible' });
    }
    await page.getByRole('link', { name: 'Get Started' }).first().click();
    await waitForPath(page, '/register');
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await waitForPath(page, '/login');
  });

  for (const path of ['/', '/login', '/login/admin', '/register']) {
    it(`axe finds no serious or critical violation on ${path}`, async () => {
      const page = await browser.newPage();
      await page.goto(path);
      await page.locator('main, form, h1').first().waitFor({ state: 'visible' });
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }

  it('axe finds no serious or critical violation on the owner dashboard, light and dark', async () => {
    const page = await browser.newPage();
    await login(page, DEMO_USERS.owner);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const dark = await browser.newPage();
    await login(dark, DEMO_USERS.owner);
    await chooseTheme(dark, 'Dark');
    await expect.poll(() => dark.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await seriousA11yViolations(dark)).toEqual([]);
  });
});
