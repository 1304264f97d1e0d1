#!/usr/bin/env node
// The web app's install icons (issue 13), drawn from the logo (apps/web/public/favicon.svg) by Debian's
// Chromium through playwright-core: `node scripts/generate-pwa-icons.mjs`. The PNGs are committed; run
// this again only when the logo changes.
//   pwa-192.png, pwa-512.png   the logo as it is (rounded square), transparent corners
//   pwa-maskable-512.png       full-bleed background, the glyph inside the 80 % safe zone (maskable)
//   apple-touch-icon.png       180 px, full-bleed (iOS rounds the corners itself)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../apps/web/public/', import.meta.url));
const logo = readFileSync(`${publicDir}favicon.svg`, 'utf8');

// The logo's square and its glyph (everything drawn after the rect).
const square = /<rect[^>]*fill="([^"]+)"[^>]*\/>/.exec(logo);
if (!square) throw new Error('favicon.svg: no background <rect fill="…"/> found');
const background = square[1];
const glyph = logo.slice(logo.indexOf(square[0]) + square[0].length, logo.lastIndexOf('</svg>'));

/** The glyph scaled by `scale` about the centre of the 32 × 32 box, on a full-bleed background. */
const fullBleed = (scale) => {
  const offset = (32 - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${glyph}</g></svg>`;
};

const icons = [
  { file: 'pwa-192.png', size: 192, svg: logo },
  { file: 'pwa-512.png', size: 512, svg: logo },
  // Maskable: a platform may cut anything outside the centre circle of 80 % diameter.
  { file: 'pwa-maskable-512.png', size: 512, svg: fullBleed(0.72) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.86) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(`<html><body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`);
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: `${publicDir}${file}`, omitBackground: true });
    await page.close();
    console.log(`apps/web/public/${file} (${size} × ${size})`);
  }
} finally {
  await browser.close();
}
