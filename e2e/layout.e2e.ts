/**
 * Layouts and role guards (issue 2): the owner/manager sidebar keeps its open state in a cookie for
 * 7 days and becomes a drawer under 1024 px; a role opening another role's area gets 'Access Denied'
 * and its own home; a superadmin on /dashboard gets a pointer to the platform overview; the offline
 * notice follows the connectivity check.
 */
import { SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_COOKIE_NAME } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, login } from './support/auth';
import { useBrowser, waitForPath } from './support/browser';
import { browserAvailable } from './support/env';

describe.skipIf(!browserAvailable)('layouts and guards', () => {
  const browser = useBrowser();

  it('the collapsed sidebar is remembered in a 7-day cookie', async () => {
    const page = await browser.newPage({ viewport: 'desktop' });
    await login(page, DEMO_USERS.owner);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();

    const cookie = (await page.context().cookies()).find((c) => c.name === SIDEBAR_COOKIE_NAME);
    expect(cookie?.value).toBe('false');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(Math.abs(lifetime - SIDEBAR_COOKIE_MAX_AGE_S)).toBeLessThan(120);

    await page.reload();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
  });

  it('under 1024 px the sidebar is a drawer that opens from the menu button', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    await login(page, DEMO_USERS.manager);
    // The sidebar's entry (exactly 'Reconciliation'), not the dashboard's 'Daily Reconciliation' quick action.
    await expect.poll(() => page.getByRole('link', { name: 'Reconciliation', exact: true }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Reconciliation', exact: true }).click();
    await waitForPath(page, '/dashboard/reconciliation');
    // The drawer closes after navigating.
    await expect.poll(() => page.getByRole('link', { name: 'Reconciliation', exact: true }).isVisible()).toBe(false);
  });

  it("an attendant opening the owner's dashboard gets 'Access Denied' and its own home", async () => {
    const page = await browser.newPage();
    await login(page, DEMO_USERS.attendant);
    await page.goto('/dashboard');
    await waitForPath(page, '/attendant/dashboard');
    await page.getByText('Access Denied', { exact: true }).first().waitFor({ state: 'visible' });
  });

  it("an owner opening the platform area stays on its address and sees the 'Access Denied' panel (decision 066)", async () => {
    const page = await browser.newPage();
    await login(page, DEMO_USERS.owner);
    await page.goto('/superadmin/overview');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor({ state: 'visible' });
    await waitForPath(page, '/superadmin/overview');
  });

  it('a superadmin on /dashboard gets a pointer to the platform overview', async () => {
    const page = await browser.newPage();
    await login(page, DEMO_USERS.superadmin);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /platform overview/i }).click();
    await waitForPath(page, '/superadmin/overview');
  });

  it('shows the offline notice while the server cannot be reached, and hides it when it can', async () => {
    const page = await browser.newPage();
    await login(page, DEMO_USERS.owner);
    const notice = page.getByRole('complementary', { name: 'Connection status' });
    expect(await notice.isVisible()).toBe(false);
    await page.context().setOffline(true);
    await notice.waitFor({ state: 'visible' });
    await page.context().setOffline(false);
    await notice.waitFor({ state: 'hidden' });
  });
});
