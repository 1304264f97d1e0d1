/**
 * Team management and account settings (issue 9), at 390 px: the demo owner creates an attendant
 * assigned to one station, who then signs in; the owner resets that attendant's password on the reset
 * page; the attendant changes their own password in account settings; the owner deletes the attendant,
 * who can no longer sign in. 'Error loading users' with Retry; a manager creates attendants only. Axe
 * on every new page; screenshots at phone and desktop widths.
 */
import type { Page } from 'playwright-core';
import { USER_MSG, type TPage, type TStation, type TUser } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, login, submitLogin, uniqueEmail } from './support/auth';
import { apiCall as call, apiToken } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { useBrowser, waitForPath } from './support/browser';
import { baseURL, browserAvailable } from './support/env';
import { screenshot } from './support/screenshots';

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });

/** Whether a sign-in with these credentials succeeds (through the API, like the login form). */
async function canSignIn(email: string, password: string): Promise<boolean> {
  const res = await fetch(`${baseURL}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return res.ok;
}

/** How wide the page's content is (nothing may be wider than the screen). */
function contentWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

describe.skipIf(!browserAvailable)('team management and account settings', () => {
  const browser = useBrowser();

  it('the owner creates an attendant for one station, resets their password; the attendant signs in and changes it; the owner deletes them', async () => {
    const ownerToken = await apiToken(DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const stations = await call<TPage<TStation>>(ownerToken, 'GET', '/stations');
    const station = stations.items[0]!;
    const email = uniqueEmail('attendant');
    const name = `Kiran Rao ${Date.now().toString(36).slice(-4)}`;

    // Team Management on a phone: cards, not a table.
    const owner = await browser.newPage({ viewport: 'mobile' });
    await login(owner, DEMO_USERS.owner);
    await owner.goto('/dashboard/users');
    await owner.getByRole('heading', { name: 'Team Management' }).waitFor();
    await owner.getByTestId('user-card').first().waitFor();
    expect(await owner.getByTestId('user-row').first().isVisible()).toBe(false);
    await screenshot(owner, 'users-mobile', { fullPage: true });
    expect(await seriousA11yViolations(owner)).toEqual([]);

    // Create User: the spec's texts first, then an attendant at one station.
    await owner.getByRole('button', { name: 'Create User' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Create User' });
    await dialog.getByRole('checkbox', { name: new RegExp(station.name) }).waitFor();
    await dialog.getByRole('button', { name: 'Create User' }).click();
    for (const text of [USER_MSG.nameRequired, USER_MSG.emailRequired, USER_MSG.passwordTooShort, USER_MSG.stationRequired]) {
      await dialog.getByText(text).waitFor();
    }
    await screenshot(owner, 'users-create-errors-mobile');
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await dialog.getByLabel('Name *').fill(name);
    await dialog.getByLabel('Email *').fill(email);
    expect(await dialog.getByLabel('Role *').inputValue()).toBe('attendant');
    await dialog.getByLabel('Password *', { exact: true }).fill('first-pass');
    await dialog.getByRole('checkbox', { name: new RegExp(station.name) }).check();
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await visible(owner, USER_MSG.created);
    await dialog.waitFor({ state: 'detached' });
    const card = owner.getByTestId('user-card').filter({ hasText: email });
    await card.getByText(station.name).waitFor();

    const created = (await call<TPage<TUser>>(ownerToken, 'GET', `/users?search=${encodeURIComponent(email)}`)).items[0]!;
    expect(created).toMatchObject({ name, email, role: 'attendant', status: 'active', stationIds: [station.id] });

    // The new attendant signs in and lands in the attendant portal.
    const attendant = await browser.newPage({ viewport: 'mobile' });
    await submitLogin(attendant, email, 'first-pass');
    await waitForPath(attendant, '/attendant/dashboard');

    // The owner resets the password on the reset page (pick a user).
    await owner.getByRole('link', { name: 'Reset Password' }).click();
    await waitForPath(owner, '/dashboard/users/reset-password');
    await owner.getByLabel('User *').waitFor();
    await owner.getByRole('button', { name: 'Reset Password' }).click();
    await owner.getByText(USER_MSG.selectUser).waitFor();
    await owner.getByLabel('User *').selectOption(created.id);
    await owner.getByLabel('New password *', { exact: true }).fill('reset-pass');
    await owner.getByLabel('Confirm new password *').fill('reset-pasS');
    await owner.getByRole('button', { name: 'Reset Password' }).click();
    await owner.getByText(USER_MSG.passwordsMismatch).waitFor();
    await screenshot(owner, 'users-reset-page-errors-mobile', { fullPage: true });
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await owner.getByLabel('Confirm new password *').fill('reset-pass');
    await owner.getByRole('button', { name: 'Reset Password' }).click();
    await visible(owner, USER_MSG.passwordReset);
    expect(await canSignIn(email, 'first-pass')).toBe(false);
    expect(await canSignIn(email, 'reset-pass')).toBe(true);

    // The attendant changes their own password in account settings.
    const again = await browser.newPage({ viewport: 'mobile' });
    await submitLogin(again, email, 'reset-pass');
    await waitForPath(again, '/attendant/dashboard');
    await again.goto('/attendant/settings');
    await again.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await again.getByText(email).first().waitFor();
    await again.getByRole('button', { name: 'Change Password' }).click();
    expect(await again.getByText(USER_MSG.fillAllFields).count()).toBe(3);
    await again.getByLabel('Current password *').fill('not-my-password');
    await again.getByLabel('New password *', { exact: true }).fill('own-pass-1');
    await again.getByLabel('Confirm new password *').fill('own-pass-1');
    await again.getByRole('button', { name: 'Change Password' }).click();
    await again.getByText('Current password is incorrect').first().waitFor();
    await again.getByLabel('Current password *').fill('reset-pass');
    await again.getByRole('button', { name: 'Change Password' }).click();
    await visible(again, USER_MSG.passwordChanged);
    // The page still works (this session stays signed in), and the new password is the one.
    await again.reload();
    await again.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await screenshot(again, 'settings-attendant-mobile', { fullPage: true });
    // A long email wraps rather than widening the page.
    expect(await contentWidth(again)).toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(again)).toEqual([]);
    expect(await canSignIn(email, 'reset-pass')).toBe(false);
    expect(await canSignIn(email, 'own-pass-1')).toBe(true);

    // The owner deletes the attendant: the warning, the toast, gone from the team, no more sign-in.
    await owner.goto('/dashboard/users');
    await owner.getByTestId('user-card').filter({ hasText: email }).getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = owner.getByRole('alertdialog');
    await confirm.getByText('This action cannot be undone.', { exact: false }).waitFor();
    await screenshot(owner, 'users-delete-mobile');
    await confirm.getByRole('button', { name: 'Delete User' }).click();
    await visible(owner, USER_MSG.deleted);
    await expect.poll(() => owner.getByTestId('user-card').filter({ hasText: email }).count()).toBe(0);
    expect(await canSignIn(email, 'own-pass-1')).toBe(false);

    // 360 px: the new pages fit.
    await owner.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/dashboard/users', '/dashboard/users/reset-password', '/dashboard/settings']) {
      await owner.goto(path);
      await owner.getByRole('heading', { level: 2 }).first().waitFor();
      expect(await contentWidth(owner), path).toBeLessThanOrEqual(360);
    }
  }, 180_000);

  it("shows 'Error loading users' with Retry, and the list once the server answers", async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    await login(page, DEMO_USERS.owner);
    let failing = true;
    await page.route(
      (url) => url.pathname === '/api/v1/users',
      (route) =>
        failing
          ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, code: 'INTERNAL', message: 'down' }) })
          : route.continue(),
    );
    await page.goto('/dashboard/users');
    await page.getByText(USER_MSG.loadError).waitFor({ timeout: 20_000 });
    await screenshot(page, 'users-error-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('user-card').first().waitFor();
  }, 90_000);

  it('desktop: the team table, a manager creates attendants only, settings for the owner and the superadmin', async () => {
    const owner = await browser.newPage();
    await login(owner, DEMO_USERS.owner);
    await owner.goto('/dashboard/users');
    await owner.getByTestId('user-row').first().waitFor();
    await screenshot(owner, 'users-desktop');
    expect(await seriousA11yViolations(owner)).toEqual([]);
    // A row's actions menu opens Edit User (filled in) and Reset Password for that user.
    const demoAttendant = owner.getByTestId('user-row').filter({ hasText: DEMO_USERS.attendant.email });
    await demoAttendant.getByRole('button', { name: /^Actions for / }).click();
    await owner.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = owner.getByRole('dialog', { name: 'Edit User' });
    expect(await edit.getByLabel('Email *').inputValue()).toBe(DEMO_USERS.attendant.email);
    await edit.getByRole('checkbox', { checked: true }).first().waitFor();
    await screenshot(owner, 'users-edit-desktop');
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await demoAttendant.getByRole('button', { name: /^Actions for / }).click();
    await owner.getByRole('menuitem', { name: 'Reset Password' }).click();
    const reset = owner.getByRole('dialog', { name: 'Reset Password' });
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await reset.getByText(USER_MSG.passwordTooShort).waitFor();
    await screenshot(owner, 'users-reset-dialog-desktop');
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await reset.getByRole('button', { name: 'Cancel' }).click();
    await owner.goto('/dashboard/reset-password');
    await owner.getByLabel('User *').waitFor();
    await screenshot(owner, 'users-reset-page-desktop');
    await owner.goto('/dashboard/settings');
    await owner.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await owner.getByText(DEMO_USERS.owner.email).first().waitFor();
    await screenshot(owner, 'settings-owner-desktop', { fullPage: true });
    expect(await seriousA11yViolations(owner)).toEqual([]);

    const manager = await browser.newPage();
    await login(manager, DEMO_USERS.manager);
    await manager.goto('/dashboard/users');
    await manager.getByTestId('user-row').first().waitFor();
    // The owner's and the manager's own rows carry no actions for a manager.
    await manager.getByTestId('user-row').filter({ hasText: DEMO_USERS.owner.email }).getByText('No actions').waitFor();
    await manager.getByTestId('user-row').filter({ hasText: DEMO_USERS.manager.email }).getByRole('link', { name: 'Your account settings' }).waitFor();
    await manager.getByRole('button', { name: 'Create User' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Create User' });
    const role = dialog.getByLabel('Role *');
    expect(await role.locator('option').allTextContents()).toEqual(['Fuel Attendant']);
    expect(await role.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox').first().waitFor();
    await screenshot(manager, 'users-create-manager-desktop');
    expect(await seriousA11yViolations(manager)).toEqual([]);

    // Dark theme (the system theme follows the OS): the team as cards on a phone.
    const dark = await browser.newPage({ viewport: 'mobile', colorScheme: 'dark' });
    await login(dark, DEMO_USERS.owner);
    await dark.goto('/dashboard/users');
    await dark.getByTestId('user-card').first().waitFor();
    await screenshot(dark, 'users-mobile-dark');
    expect(await seriousA11yViolations(dark)).toEqual([]);

    const admin = await browser.newPage();
    await login(admin, DEMO_USERS.superadmin);
    await admin.goto('/superadmin/settings');
    await admin.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await admin.getByText(DEMO_USERS.superadmin.email).first().waitFor();
    await admin.getByRole('button', { name: 'Change Password' }).click();
    await admin.getByText(USER_MSG.fillAllFields).first().waitFor();
    await screenshot(admin, 'settings-superadmin-desktop', { fullPage: true });
    expect(await seriousA11yViolations(admin)).toEqual([]);
  }, 120_000);
});
