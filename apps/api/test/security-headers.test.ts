import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../src/http/security-headers';
import { createTestApp, type TestApp } from './harness';

/**
 * The security headers (apps/api/src/http/security-headers.ts): every answer carries them — JSON, the error envelope, a 404,
 * the web app's page and its files — computed once at start-up, the same on every answer.
 */
let t: TestApp;
let dist: string;

const CSP =
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
  "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'";

/** What every answer must carry (helmet's defaults with the app's CSP). */
const EXPECTED: Record<string, string> = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'forecourt-headers-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Forecourt</title><div id="root"></div>\n');
  writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'export {};\n');
  t = await createTestApp({ webDistDir: dist });
});

afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('security headers on every answer', () => {
  it.each([
    ['a JSON answer', 'GET', '/api/v1/health', 200],
    ['the error envelope (no token)', 'GET', '/api/v1/stations', 401],
    ['a bad request', 'POST', '/api/v1/auth/login', 400],
    ['an unknown API path', 'GET', '/api/v1/no-such-thing', 404],
    ['the web app page', 'GET', '/attendant/dashboard', 200],
    ['a built file', 'GET', '/assets/index-Ab12Cd34.js', 200],
  ] as const)('%s (%s %s → %i)', async (_name, method, url, status) => {
    const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(res.statusCode).toBe(status);
    for (const [name, value] of Object.entries(EXPECTED)) expect(res.headers[name], name).toBe(value);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('securityHeaders', () => {
  it('refuses a CSP directive that depends on the request (the headers are computed once)', () => {
    expect(() => securityHeaders({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-x'"] } } })).toThrow(/scriptSrc depends on the request/);
  });

  it('records what helmet sets and leaves out what it removes', () => {
    const headers = securityHeaders({ contentSecurityPolicy: false, strictTransportSecurity: false });
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-powered-by']).toBeUndefined();
    expect(Object.isFrozen(headers)).toBe(true);
  });
});
