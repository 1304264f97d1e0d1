/** Self-service sign-up (issue 2): /register creates a business and its owner, who lands on /dashboard. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logoutViaAccountMenu, submitLogin, uniqueEmail } from './support/auth';
import { pathOf, useBrowser, waitForPath } from './support/browser';
import { browserAvailable } from './support/env';
import { screenshot } from './support/screenshots';

/** The sign-up form's own submit button, whatever its wording ('Create account', 'Get Started'…). */
const submitButton = (page: Page) => page.locator('form').getByRole('button').and(page.locator('[type="submit"]'));

describe.skipIf(!browserAvailable)('registering a business', () => {
  const browser = useBrowser();

  it('creates the business and signs its owner in on /dashboard', async () => {
    const page = await browser.newPage();
    const businessName = `Test Fuels ${Date.now().toString(36)}`;
    const email = uniqueEmail('owner');
    const password = 'Sup3r-secret';

    await page.goto('/register');
    await page.getByLabel('Business name', { exact: true }).fill(businessName);
    await page.getByLabel('Your name', { exact: true }).fill('Asha Verma');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await submitButton(page).click();

    await waitForPath(page, '/dashboard');
    await page.getByText('Business Owner', { exact: true }).first().waitFor({ state: 'visible' });
    await page.getByText(businessName, { exact: true }).first().waitFor({ state: 'visible' });
    await screenshot(page, 'home-new-owner-desktop');

    // The account is real: the owner signs out and back in with the same password.
    await logoutViaAccountMenu(page);
    await waitForPath(page, '/login');
    await submitLogin(page, email, password);
    await waitForPath(page, '/dashboard');
  });

  it('refuses a short password without leaving the page', async () => {
    const page = await browser.newPage();
    await page.goto('/register');
    await page.getByLabel('Business name', { exact: true }).fill('Short Password Fuels');
    await page.getByLabel('Your name', { exact: true }).fill('Asha Verma');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('short'));
    await page.getByLabel('Password', { exact: true }).fill('abc123');
    await submitButton(page).click();
    await page.getByText('Password must be at least 8 characters').first().waitFor({ state: 'visible' });
    expect(pathOf(page)).toBe('/register');
  });
});
