import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, mayCompress } from '../src/http/compress-json';
import { DEMO_LOGINS, seedDemo } from '../src/seed/demo';
import { signIn } from './factories';
import { createTestApp, type TestApp } from './harness';

/** The API's JSON answers compressed for a client that accepts it (apps/api/src/http/compress-json.ts). */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.handle.db);
  const owner = DEMO_LOGINS.find((l) => l.role === 'owner')!;
  token = await signIn(t.app, owner.email, owner.password);
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string, auth = true) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { ...(auth ? { authorization: `Bearer ${token}` } : {}), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('compressed JSON answers', () => {
  it('sends a page of readings as brotli to a client that takes it: the same JSON, in far fewer bytes', async () => {
    const plain = await get('/nozzle-readings?limit=50');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await get('/nozzle-readings?limit=50', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('sends gzip to a client that takes only gzip, and the JSON as it is to one that refuses both', async () => {
    const gz = await get('/nozzle-readings?limit=50', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).data.items).toHaveLength(50);
    const none = await get('/nozzle-readings?limit=50', 'br;q=0, gzip;q=0');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json().data.items).toHaveLength(50);
  });

  it('leaves small answers, the error envelope included, as they are', async () => {
    const health = await get('/health', 'br', false);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.headers.vary ?? '').not.toMatch(/accept-encoding/i);
    const refused = await get('/stations', 'br', false);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json().success).toBe(false);
  });

  it('never compresses a sign-in or session answer (/auth/…): they carry tokens', () => {
    for (const url of ['/api/v1/auth/login', '/api/v1/auth/refresh', '/api/v1/auth/profile', '/api/v1/auth/login?x=1']) expect(mayCompress(url), url).toBe(false);
    for (const url of ['/api/v1/nozzle-readings?limit=50', '/api/v1/sales', '/api/v1/users/auth']) expect(mayCompress(url), url).toBe(true);
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['GZIP;Q=0.5', 'gzip'],
  ] as const)('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
