/** The theme toggle (light, dark, system) is remembered across reloads; system follows the OS. */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, login } from './support/auth';
import { useBrowser } from './support/browser';
import { browserAvailable } from './support/env';
import { chooseTheme, isDark, isMarkedChosen } from './support/theme';

describe.skipIf(!browserAvailable)('theme', () => {
  const browser = useBrowser();

  it('dark and light persist across a reload', async () => {
    const page = await browser.newPage({ colorScheme: 'light' });
    await login(page, DEMO_USERS.owner);
    expect(await isDark(page)).toBe(false);

    await chooseTheme(page, 'Dark');
    await expect.poll(() => isDark(page)).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Toggle theme' }).first().waitFor();
    expect(await isDark(page)).toBe(true);
    expect(await isMarkedChosen(page, 'Dark')).toBe(true);

    await chooseTheme(page, 'Light');
    await expect.poll(() => isDark(page)).toBe(false);
    await page.reload();
    await page.getByRole('button', { name: 'Toggle theme' }).first().waitFor();
    expect(await isDark(page)).toBe(false);
  });

  it('system follows the operating system preference', async () => {
    const page = await browser.newPage({ colorScheme: 'light' });
    await login(page, DEMO_USERS.attendant);
    await chooseTheme(page, 'System');
    await expect.poll(() => isDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => isDark(page)).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Toggle theme' }).first().waitFor();
    expect(await isDark(page)).toBe(true);
  });
});
