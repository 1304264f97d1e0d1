/** The demo logins (seeded on the embedded database) and sign-in/out through the UI. */
import type { Page } from 'playwright-core';
import { HOME_BY_ROLE, ROLE_LABELS, type TRole } from '@forecourt/shared';
import { waitForPath } from './browser';

export type TDemoUser = { role: TRole; email: string; password: string; name?: string };

export const DEMO_USERS: Record<TRole, TDemoUser> = {
  superadmin: { role: 'superadmin', email: 'admin@forecourt.example', password: 'Admin@12345' },
  owner: { role: 'owner', email: 'owner@sharma-fuels.example', password: 'Owner@12345' },
  manager: { role: 'manager', email: 'manager@sharma-fuels.example', password: 'Manager@12345' },
  attendant: { role: 'attendant', email: 'attendant@sharma-fuels.example', password: 'Attendant@12345' },
};

export const DEMO_TENANT_NAME = 'Sharma Fuels';

export function homeOf(role: TRole): string {
  return HOME_BY_ROLE[role];
}

export function roleLabel(role: TRole): string {
  return ROLE_LABELS[role];
}

/** Fills the sign-in form at /login (or /login/admin for the superadmin) and submits it. */
export async function submitLogin(page: Page, email: string, password: string, opts: { admin?: boolean } = {}): Promise<void> {
  await page.goto(opts.admin ? '/login/admin' : '/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: opts.admin ? 'Admin Sign In' : 'Sign In', exact: true }).click();
}

/** Signs a demo (or any) user in through the UI and waits for the role's home page. */
export async function login(page: Page, user: TDemoUser): Promise<void> {
  await submitLogin(page, user.email, user.password, { admin: user.role === 'superadmin' });
  await waitForPath(page, homeOf(user.role));
}

/** Logs out through the avatar menu in the header. */
export async function logoutViaAccountMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
}

/** A unique address for a business created by a test (tests never share data). */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}
