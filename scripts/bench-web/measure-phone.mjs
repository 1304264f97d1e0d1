/**
 * The attendant's pages at 360 px (no throttling: sizes, not speed): touch targets under 44 px and
 * horizontal overflow, counted by the same in-page check as the phone test (e2e/phone.e2e.ts).
 */
import { ATTENDANT_PAGES, MIN_TOUCH_PX, PHONE_WIDTH_PX, phoneLayoutReport } from '../../e2e/support/phone-checks.mjs';

export async function phoneLayout(context, baseURL) {
  const page = await context.newPage();
  await page.setViewportSize({ width: PHONE_WIDTH_PX, height: 740 });
  const pages = [];
  try {
    for (const path of ATTENDANT_PAGES) {
      await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
      if (new URL(page.url()).pathname !== path) throw new Error(`${path} showed ${new URL(page.url()).pathname} instead (signed out?)`);
      await page.locator('main').waitFor({ state: 'visible' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const report = await page.evaluate(phoneLayoutReport, MIN_TOUCH_PX);
      if (report.checked === 0) throw new Error(`${path}: no interactive element found (did the page render?)`);
      pages.push({ path, ...report });
    }
  } finally {
    await page.close();
  }
  return {
    pages,
    smallTargets: pages.reduce((n, p) => n + p.small.length, 0),
    overflowingPages: pages.filter((p) => p.overflowPx > 0).length,
  };
}
