import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './harness';

/**
 * The installable web app's own files as the API serves them (issue 13, docs/decisions/029): a browser
 * must look for a new service worker on every visit (sw.js never cached by HTTP, or an old one could
 * keep serving an old app), the manifest needs its own content type, and the app's shell is revalidated.
 */
describe('the web app files of the installable app', () => {
  let spa: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"Forecourt"}');
    writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1);');
    spa = await createTestApp({ webDistDir: webDir });
  });
  afterAll(async () => {
    await spa.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('serves sw.js with Cache-Control: no-cache and a JavaScript type', async () => {
    const res = await spa.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
  });

  it('serves the manifest as application/manifest+json, revalidated', async () => {
    const res = await spa.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves index.html revalidated at / and for an app route, and the hashed assets kept a year (immutable)', async () => {
    for (const url of ['/', '/index.html', '/attendant/dashboard']) {
      const res = await spa.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const asset = await spa.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
