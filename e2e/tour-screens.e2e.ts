/**
 * The product tour's pictures (docs/decisions/063): screenshots of the real built app with the demo
 * business, taken through e2e/support/screenshots.ts and written as WebP (under 150 kB each) to
 * apps/web/public/tour-shots/, where the tour page (/tour) shows them. Not part of a normal run: a person
 * makes them again when the screens change, after `npm run build`:
 *
 *   TOUR_SCREENS=1 npx vitest run --config e2e/vitest.config.ts tour-screens
 *
 * The names and sizes are those of apps/web/src/features/landing/lib/tour-steps.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, login } from './support/auth';
import { useBrowser, type TViewport } from './support/browser';
import { browserAvailable } from './support/env';
import { screenshot } from './support/screenshots';

const OUT = fileURLToPath(new URL('../apps/web/public/tour-shots/', import.meta.url));
const MAX_BYTES = 150 * 1024;

type TShot = { id: string; viewport: TViewport; as: 'owner' | 'attendant'; path: string; ready: (page: Page) => Promise<unknown> };

const heading = (text: string) => (page: Page) => page.getByRole('heading', { name: text }).first().waitFor();

const SHOTS: TShot[] = [
  {
    id: 'dashboard',
    viewport: 'desktop',
    as: 'owner',
    path: '/dashboard',
    ready: (page) => page.locator('figure[aria-label="Sales trend of the last 7 days"] .recharts-line').nth(1).waitFor(),
  },
  {
    id: 'readings',
    viewport: 'mobile',
    as: 'attendant',
    path: '/attendant/readings',
    ready: async (page) => {
      // A nozzle picked and a reading above its meter being typed on the keypad (not sent).
      await page.getByRole('region').first().getByRole('button', { name: /^Nozzle 1/ }).first().click();
      const keypad = page.getByRole('group', { name: 'Keypad' });
      await keypad.waitFor();
      const card = await page.getByText('Last reading').locator('xpath=..').innerText();
      const last = Number(/Last reading\s*([\d,.]+)/.exec(card)?.[1]?.replace(/,/g, ''));
      if (!Number.isFinite(last)) throw new Error(`tour-screens: no last reading in ${JSON.stringify(card)}`);
      for (const ch of String(Math.ceil(last) + 12)) await keypad.getByRole('button', { name: ch, exact: true }).click();
    },
  },
  { id: 'inventory', viewport: 'desktop', as: 'owner', path: '/dashboard/inventory', ready: heading('Fuel Inventory') },
  { id: 'cash', viewport: 'desktop', as: 'owner', path: '/dashboard/cash-reports', ready: heading('Cash Reports') },
  { id: 'creditors', viewport: 'desktop', as: 'owner', path: '/dashboard/creditors', ready: heading('Creditors') },
  {
    id: 'reports',
    viewport: 'desktop',
    as: 'owner',
    path: '/dashboard/reports',
    ready: async (page) => {
      // One report made, so the list shows a file to download.
      await page.getByLabel('Report name *').fill('Sales, last 30 days');
      await page.getByRole('button', { name: 'Generate Report' }).click();
      const download = page.getByRole('button', { name: 'Download Sales, last 30 days' });
      await download.waitFor();
      await expect.poll(() => download.isEnabled(), { timeout: 30_000 }).toBe(true);
    },
  },
];

/** The PNG as WebP, encoded by Chromium itself, at the best quality that stays under MAX_BYTES. */
async function toWebp(page: Page, png: Buffer): Promise<Buffer> {
  for (const quality of [0.82, 0.74, 0.66, 0.58, 0.5]) {
    const dataUrl = await page.evaluate(async ({ src, q }) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      canvas.getContext('2d')!.drawImage(img, 0, 0);
      return canvas.toDataURL('image/webp', q);
    }, { src: `data:image/png;base64,${png.toString('base64')}`, q: quality });
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    if (bytes.length < MAX_BYTES) return bytes;
  }
  throw new Error('tour-screens: a screenshot stays over 150 kB as WebP');
}

describe.skipIf(!browserAvailable || !process.env.TOUR_SCREENS)('the product tour pictures (TOUR_SCREENS=1)', () => {
  const browser = useBrowser();

  it('takes each screen of the demo business and writes it as WebP under 150 kB', async () => {
    const pages: Partial<Record<string, Page>> = {};
    const encoder = await browser.newPage();
    for (const shot of SHOTS) {
      const key = `${shot.as}-${shot.viewport}`;
      let page = pages[key];
      if (!page) {
        page = await browser.newPage({ viewport: shot.viewport });
        await login(page, DEMO_USERS[shot.as]);
        pages[key] = page;
      }
      await page.goto(shot.path);
      await shot.ready(page);
      // Charts draw in; the data settles. The feed's toasts come and go: not part of the screen.
      await page.addStyleTag({ content: '[data-sonner-toaster] { display: none !important; }' });
      await page.waitForTimeout(1500);
      const png = readFileSync(await screenshot(page, `tour-${shot.id}`));
      const webp = await toWebp(encoder, png);
      expect(webp.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(webp.subarray(8, 12).toString('ascii')).toBe('WEBP');
      writeFileSync(`${OUT}${shot.id}.webp`, webp);
      console.log(`tour-screens: ${shot.id}.webp ${(webp.length / 1024).toFixed(0)} kB`);
    }
  }, 240_000);
});
