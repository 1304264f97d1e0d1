import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { HASHED_ASSET_CACHE, ROOT_FILE_CACHE, ROOT_IMAGE_CACHE } from '../src/app';
import { createTestApp, type TestApp } from './harness';

/**
 * Issue 13, fast on a cheap phone: the built web app is served compressed (the build's brotli and gzip
 * copies, apps/web/scripts/precompress.mjs) to a browser that accepts them, hashed files under assets/
 * are cached for a year without revalidation, the page (index.html, the SPA's routes) and a service worker
 * are revalidated on every load, so a new release is seen at once, and the other files at the root
 * (theme-init.js, which blocks the first paint) come from the cache at once and are refreshed behind it.
 */
let dist: string;
let t: TestApp;

const SCRIPT = `export const greeting = ${JSON.stringify('namaste '.repeat(200))};\n`;
const INDEX = `<!doctype html><html lang="en-IN"><head><title>Forecourt</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>\n`;

/** Writes a file and, as the web build does, its .br and .gz copies. */
function writeWithCopies(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)));
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'forecourt-static-'));
  mkdirSync(path.join(dist, 'assets'));
  writeWithCopies(path.join(dist, 'index.html'), INDEX);
  writeWithCopies(path.join(dist, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(path.join(dist, 'theme-init.js'), 'document.documentElement.dataset.theme = "light";\n');
  writeFileSync(path.join(dist, 'pwa-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  writeFileSync(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify([
      { prefix: '/attendant', files: ['/assets/attendant-layout-Aa11.js', '/assets/app-header-Bb22.js'] },
      { paths: ['/attendant', '/attendant/dashboard'], files: ['/assets/attendant-home-Cc33.js', '/assets/app-header-Bb22.js'] },
    ]),
  );
  t = await createTestApp({ webDistDir: dist });
});

afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app on the wire', () => {
  it('sends a hashed script as brotli to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(HASHED_ASSET_CACHE).toContain('immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
  });

  it('sends gzip to a browser that takes only gzip, and the file as it is to one that takes neither', async () => {
    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    expect(gz.headers['cache-control']).toBe(HASHED_ASSET_CACHE);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
  });

  it('revalidates the page itself on every load: / and an app route (the SPA fallback)', async () => {
    const root = await get('/', 'br');
    expect(root.statusCode).toBe(200);
    expect(root.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(root.rawPayload).toString()).toBe(INDEX);
    expect(root.headers['cache-control']).toBe('no-cache');
    expect(root.headers.etag).toBeTruthy();

    const route = await get('/attendant/dashboard', 'gzip, br');
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toMatch(/^text\/html/);
    expect(route.headers['content-encoding']).toBe('br');
    expect(route.headers['cache-control']).toBe('no-cache');

  });

  it('serves theme-init.js from the cache at once (refreshed behind it), a service worker never without asking', async () => {
    const themeInit = await get('/theme-init.js', 'br');
    expect(themeInit.statusCode).toBe(200);
    expect(themeInit.headers['content-encoding']).toBeUndefined();
    expect(themeInit.headers['cache-control']).toBe(ROOT_FILE_CACHE);
    expect(ROOT_FILE_CACHE).toMatch(/max-age=0, stale-while-revalidate=\d+/);

    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('keeps an install icon fresh for a day (the browser fetches it after every load: no revalidation then)', async () => {
    const icon = await get('/pwa-192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe(ROOT_IMAGE_CACHE);
    expect(ROOT_IMAGE_CACHE).toMatch(/max-age=86400, stale-while-revalidate=\d+/);
  });

  it('answers a revalidation of the page with 304 and no body', async () => {
    const first = await get('/', 'br');
    const again = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("names a portal page's code in its Link header (modulepreload), so a phone asks for it with the entry", async () => {
    const home = await get('/attendant/dashboard?from=login', 'br');
    expect(home.headers.link).toBe(
      '</assets/attendant-layout-Aa11.js>; rel=modulepreload; fetchpriority=low, </assets/app-header-Bb22.js>; rel=modulepreload; fetchpriority=low, ' +
        '</assets/attendant-home-Cc33.js>; rel=modulepreload; fetchpriority=low',
    );
    expect(home.headers['cache-control']).toBe('no-cache');

    const readings = await get('/attendant/readings/new');
    expect(readings.headers.link).toBe('</assets/attendant-layout-Aa11.js>; rel=modulepreload; fetchpriority=low, </assets/app-header-Bb22.js>; rel=modulepreload; fetchpriority=low');

    for (const url of ['/login', '/dashboard', '/attendants', '/assets/index-Ab12Cd34.js']) {
      expect((await get(url)).headers.link, url).toBeUndefined();
    }
  });

  it('keeps the API out of it: JSON under /api/v1 is neither a file nor cached as one', async () => {
    const res = await get('/api/v1/health', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toBe(HASHED_ASSET_CACHE);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('route preloads from the web build', () => {
  it('are a hint: a file not of the expected shape gives no Link header, and the page is still served', async () => {
    const bad = mkdtempSync(path.join(os.tmpdir(), 'forecourt-static-bad-'));
    writeFileSync(path.join(bad, 'index.html'), INDEX);
    // A name that could break out of the header, and a file outside assets/: the whole file is ignored.
    writeFileSync(path.join(bad, 'route-preloads.json'), JSON.stringify([{ prefix: '/attendant', files: ['/assets/a.js>; rel=preload, </evil.js', '/secret.js'] }]));
    const other = await createTestApp({ webDistDir: bad });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/attendant/dashboard' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers.link).toBeUndefined();
    } finally {
      await other.close();
      rmSync(bad, { recursive: true, force: true });
    }
  });
});
