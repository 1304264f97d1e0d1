/**
 * Every route view of the app (apps/web/src/app/router.tsx), as each role opens it: axe finds no serious
 * or critical WCAG A/AA violation, in the light theme and in the dark one. The public pages are also
 * photographed at desktop and phone widths.
 *
 * The dark pass is the 'System' theme (the default) with the operating system's scheme turned dark on the
 * same page: the same `dark` class and colours the theme menu's Dark gives (theme.e2e.ts checks the menu
 * itself), without a second load of every page. Routes that are the same view under another address
 * (/dashboard/fuel-inventory and /inventory, cash-reports/new and /simple, users/reset-password and
 * /reset-password, pumps/{id}/nozzles and /nozzles, readings and readings/new in the portal) are visited once.
 * Violations are gathered over the whole walk and reported together, each with its path and theme.
 */
import type { Page } from 'playwright-core';
import type { TPage } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { apiCall as call, apiToken } from './support/api';
import { DEMO_TENANT_NAME, DEMO_USERS, login, type TDemoUser } from './support/auth';
import { seriousA11yViolations, type TViolation } from './support/axe';
import { VIEWPORTS, useBrowser, waitForPath, type TViewport } from './support/browser';
import { browserAvailable } from './support/env';
import { screenshot } from './support/screenshots';
import { isDark } from './support/theme';

type TFound = { path: string; theme: 'light' | 'dark'; viewport: TViewport; violations: TViolation[] };

/** A page once its data and fonts are in: nothing loading (skeletons pulse) and nothing busy. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page.locator('main, form, h1').first().waitFor({ state: 'visible' });
  await page
    .waitForFunction(() => document.querySelectorAll('[aria-busy="true"], .animate-pulse').length === 0, undefined, { timeout: 10_000 })
    .catch(() => {});
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The page in the other scheme of the operating system (the 'System' theme follows it at once). */
async function scheme(page: Page, dark: boolean): Promise<void> {
  await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
  await expect.poll(() => isDark(page)).toBe(dark);
  // Colours that ease into the new scheme (transition-colors) are checked once they arrive, not midway.
  await page.waitForFunction(
    () => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
    undefined,
    { timeout: 5_000 },
  );
}

/**
 * Opens each path and runs axe in both themes, starting with the theme the previous page ended in (one
 * switch a page).
 */
async function walk(page: Page, paths: string[], viewport: TViewport, found: TFound[]): Promise<void> {
  let dark = false;
  for (const path of paths) {
    await page.goto(path);
    await waitForPath(page, new URL(path, 'http://x').pathname);
    await settled(page);
    for (const theme of dark ? (['dark', 'light'] as const) : (['light', 'dark'] as const)) {
      await scheme(page, theme === 'dark');
      const violations = await seriousA11yViolations(page);
      if (violations.length) found.push({ path, theme, viewport, violations });
    }
    dark = !dark;
  }
  await scheme(page, false);
}

/** The demo tenant's ids the parameterised routes need, read through the API as the owner. */
async function demoIds(): Promise<Record<'station' | 'pump' | 'nozzle' | 'tank' | 'reading' | 'creditor' | 'reconciliation', string>> {
  const t = await apiToken(DEMO_USERS.owner.email, DEMO_USERS.owner.password);
  const first = async (path: string) => (await call<TPage<{ id: string }>>(t, 'GET', path)).items[0]?.id;
  const station = (await first('/stations?limit=1'))!;
  const pump = (await first(`/pumps?stationId=${station}&limit=1`))!;
  const nozzle = (await first(`/nozzles?pumpId=${pump}&limit=1`))!;
  const tank = (await first(`/tanks?stationId=${station}&limit=1`))!;
  const reading = (await first('/nozzle-readings?limit=1&sortBy=recordedAt&sortOrder=desc'))!;
  const creditor = (await first('/creditors?limit=1'))!;
  // A closed day if the demo has one; otherwise the detail's "not found" view, which is a view too.
  const reconciliation = (await first('/reconciliation/records?limit=1')) ?? '01890000-0000-7000-8000-000000000000';
  return { station, pump, nozzle, tank, reading, creditor, reconciliation };
}

async function signedIn(browser: ReturnType<typeof useBrowser>, user: TDemoUser, viewport: TViewport = 'desktop'): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await login(page, user);
  return page;
}

function expectNone(found: TFound[]): void {
  expect(found.map((f) => `${f.path} (${f.viewport}, ${f.theme}): ${f.violations.map((v) => `${v.id} [${v.impact}] ${v.targets.join(' | ')}`).join('; ')}`)).toEqual([]);
}

describe.skipIf(!browserAvailable)('every route view passes axe, light and dark', () => {
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

  it('the signed-out pages', async () => {
    const found: TFound[] = [];
    await walk(await browser.newPage(), ['/', '/login', '/login/admin', '/register'], 'desktop', found);
    expectNone(found);
  });

  /** The owner's route views; walked in two halves, each well inside its time. */
  const ownerPaths = (id: Awaited<ReturnType<typeof demoIds>>): string[] => {
    const { station: s, pump: p, nozzle: n, reading: r, creditor: c } = id;
    return [
      '/dashboard',
      '/dashboard/readings',
      '/dashboard/readings/new',
      `/dashboard/readings/${r}`,
      `/dashboard/readings/edit?id=${r}`,
      '/dashboard/reconciliation',
      `/dashboard/reconciliation/${id.reconciliation}`,
      '/dashboard/analytics',
      '/dashboard/sales',
      '/dashboard/sales/overview',
      '/dashboard/stations',
      '/dashboard/stations/new',
      `/dashboard/stations/${s}`,
      `/dashboard/stations/${s}/settings`,
      `/dashboard/stations/${s}/edit`,
      `/dashboard/stations/${s}/pumps`,
      `/dashboard/stations/${s}/pumps/${p}/settings`,
      `/dashboard/stations/${s}/pumps/${p}/nozzles/new`,
      `/dashboard/stations/${s}/pumps/${p}/nozzles/${n}/readings/new`,
      '/dashboard/pumps',
      '/dashboard/pumps/new',
      `/dashboard/pumps/${p}`,
      `/dashboard/pumps/${p}/edit`,
      `/dashboard/pumps/${p}/nozzles`,
      '/dashboard/nozzles/new',
      `/dashboard/nozzles/${n}/edit`,
      '/dashboard/fuel-prices',
      '/dashboard/tanks',
      '/dashboard/tanks/new',
      `/dashboard/tanks/${id.tank}/edit`,
      `/dashboard/tanks/${id.tank}`,
      '/dashboard/inventory',
      '/dashboard/fuel-inventory/update',
      '/dashboard/cash-reports',
      '/dashboard/cash-reports/simple',
      '/dashboard/reports',
      '/dashboard/creditors',
      '/dashboard/creditors/new',
      `/dashboard/creditors/${c}`,
      `/dashboard/creditors/${c}/edit`,
      `/dashboard/creditors/${c}/payments/new`,
      '/dashboard/users',
      '/dashboard/users/reset-password',
      '/dashboard/alerts',
      '/dashboard/notifications',
      '/dashboard/settings',
      '/dashboard/plan',
      '/setup',
      '/help',
      '/superadmin/analytics',
    ];
  };
  for (const half of [0, 1] as const) {
    it(`the owner's pages, ${half === 0 ? 'first' : 'second'} half (/dashboard/*, /setup, /help, and Access Denied on a platform page)`, async () => {
      const all = ownerPaths(await demoIds());
      const middle = Math.ceil(all.length / 2);
      const found: TFound[] = [];
      const page = await signedIn(browser, DEMO_USERS.owner);
      await walk(page, half === 0 ? all.slice(0, middle) : all.slice(middle), 'desktop', found);
      expectNone(found);
    }, 240_000);
  }

  it('fuel prices on a phone', async () => {
    const found: TFound[] = [];
    const page = await signedIn(browser, DEMO_USERS.owner, 'mobile');
    await walk(page, ['/dashboard/fuel-prices'], 'mobile', found);
    await page.getByRole('button', { name: /^Update Prices for / }).first().waitFor();
    await screenshot(page, 'fuel-prices-mobile', { fullPage: true });
    expectNone(found);
  });

  it("the attendant's pages and /help", async () => {
    const found: TFound[] = [];
    const page = await signedIn(browser, DEMO_USERS.attendant);
    await walk(
      page,
      [
        '/attendant/dashboard',
        '/attendant/readings/new',
        '/attendant/cash-report',
        '/attendant/cash-reports',
        '/attendant/alerts',
        '/attendant/notifications',
        '/attendant/inventory',
        '/attendant/settings',
        '/attendant/sync',
        '/help',
        '/superadmin/overview',
      ],
      'desktop',
      found,
    );
    expectNone(found);
  }, 120_000);

  it("the superadmin's pages, the demo tenant's and /help", async () => {
    const token = (await call<{ token: string }>(null, 'POST', '/admin/auth/login', { email: DEMO_USERS.superadmin.email, password: DEMO_USERS.superadmin.password })).token;
    const tenant = (await call<TPage<{ id: string; name: string }>>(token, 'GET', `/superadmin/tenants?search=${encodeURIComponent(DEMO_TENANT_NAME)}`)).items[0]!.id;
    const found: TFound[] = [];
    const page = await signedIn(browser, DEMO_USERS.superadmin);
    await walk(
      page,
      [
        '/superadmin/overview',
        '/superadmin/tenants',
        `/superadmin/tenants/${tenant}`,
        `/superadmin/tenants/${tenant}/settings`,
        '/superadmin/plans',
        '/superadmin/users',
        '/superadmin/analytics',
        '/superadmin/settings',
        '/help',
        '/dashboard',
      ],
      'desktop',
      found,
    );
    expectNone(found);
  }, 120_000);
});
