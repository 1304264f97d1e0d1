/**
 * Sign-in journeys (issue 2): each demo role signs in and lands on its home inside its own layout;
 * a wrong password shows 'Login Failed'; log out through the avatar menu ends the session.
 */
import { describe, expect, it } from 'vitest';
import { ROLES, type TRole } from '@forecourt/shared';
import { DEMO_TENANT_NAME, DEMO_USERS, homeOf, login, logoutViaAccountMenu, roleLabel, submitLogin } from './support/auth';
import { VIEWPORTS, pathOf, useBrowser, waitForPath, type TViewport } from './support/browser';
import { browserAvailable } from './support/env';
import { screenshot } from './support/screenshots';

describe.skipIf(!browserAvailable)('signing in', () => {
  const browser = useBrowser();

  for (const role of ROLES as readonly TRole[]) {
    it(`${role} signs in and lands on ${homeOf(role)} with the role badge (desktop)`, async () => {
      const page = await browser.newPage({ viewport: 'desktop' });
      await login(page, DEMO_USERS[role]);
      expect(pathOf(page)).toBe(homeOf(role));
      await page.getByText(roleLabel(role), { exact: true }).first().waitFor({ state: 'visible' });
      if (role !== 'superadmin') {
        await page.getByText(DEMO_TENANT_NAME, { exact: true }).first().waitFor({ state: 'visible' });
      }
      await screenshot(page, `home-${role}-desktop`);

      // The session survives a reload (token and user restored for a valid role).
      await page.reload();
      await waitForPath(page, homeOf(role));
      await page.getByText(roleLabel(role), { exact: true }).first().waitFor({ state: 'visible' });
    });
  }

  for (const role of ROLES as readonly TRole[]) {
    it(`${role} lands on ${homeOf(role)} on a ${VIEWPORTS.mobile.width} px phone`, async () => {
      const viewport: TViewport = 'mobile';
      const page = await browser.newPage({ viewport });
      await login(page, DEMO_USERS[role]);
      expect(pathOf(page)).toBe(homeOf(role));
      // Nothing on the page is wider than the phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await screenshot(page, `home-${role}-mobile`);
    });
  }

  it("a wrong password shows 'Login Failed' and stays on /login", async () => {
    const page = await browser.newPage();
    await submitLogin(page, DEMO_USERS.owner.email, 'Wrong-password-1');
    await page.getByText('Login Failed', { exact: true }).first().waitFor({ state: 'visible' });
    expect(pathOf(page)).toBe('/login');
    await expect.poll(() => page.evaluate(() => JSON.stringify(localStorage))).not.toContain('forecourt.token');
  });

  it('a tenant user cannot use the admin portal sign-in', async () => {
    const page = await browser.newPage();
    await submitLogin(page, DEMO_USERS.owner.email, DEMO_USERS.owner.password, { admin: true });
    await page.getByText('Login Failed', { exact: true }).first().waitFor({ state: 'visible' });
    expect(pathOf(page)).toBe('/login/admin');
  });

  it('an unknown path sends a signed-in owner to /dashboard and a visitor to /login', async () => {
    const visitor = await browser.newPage();
    await visitor.goto('/no-such-page');
    await waitForPath(visitor, '/login');

    const owner = await browser.newPage();
    await login(owner, DEMO_USERS.owner);
    await owner.goto('/no-such-page');
    await waitForPath(owner, '/dashboard');
  });

  it('log out from the avatar menu goes to /login and ends the session', async () => {
    const page = await browser.newPage();
    await login(page, DEMO_USERS.manager);
    await logoutViaAccountMenu(page);
    await waitForPath(page, '/login');
    // The session is gone: the dashboard sends the visitor back to sign in, also after a reload.
    await page.goto('/dashboard');
    await waitForPath(page, '/login');
    await page.reload();
    await waitForPath(page, '/login');
  });
});
