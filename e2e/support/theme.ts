/** The header's theme menu (light, dark, system); dark means the `dark` class on <html>. */
import type { Page } from 'playwright-core';

export const isDark = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

export type TThemeLabel = 'Light' | 'Dark' | 'System';

/** The menu's entry for a theme: a radio item (it shows the current choice) or a plain item. */
const themeItem = (page: Page, theme: TThemeLabel) =>
  page.getByRole('menuitemradio', { name: theme }).or(page.getByRole('menuitem', { name: theme }));

export async function chooseTheme(page: Page, theme: TThemeLabel): Promise<void> {
  await page.getByRole('button', { name: 'Toggle theme' }).first().click();
  await themeItem(page, theme).click();
}

/** Opens the theme menu and returns whether the theme's entry is marked as chosen, then closes it. */
export async function isMarkedChosen(page: Page, theme: TThemeLabel): Promise<boolean> {
  await page.getByRole('button', { name: 'Toggle theme' }).first().click();
  const item = themeItem(page, theme);
  await item.waitFor();
  const checked = await item.getAttribute('aria-checked');
  await page.keyboard.press('Escape');
  return checked === 'true';
}
