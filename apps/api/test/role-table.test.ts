import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, ROLES, type TRole } from '@forecourt/shared';
import { createTestApp, bearer, type TestApp } from './harness';
import { createSuperadmin, createTenant } from './factories';
import { EXPECTED_ACCESS } from './role-table';
import { envelopeProblem } from './failure-envelope';

let t: TestApp;
const tokens = {} as Record<TRole, string>;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
  tokens.owner = tenant.owner.token;
  tokens.manager = tenant.manager.token;
  tokens.attendant = tenant.attendant.token;
  tokens.superadmin = (await createSuperadmin(t.app, t.handle.db)).token;
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: path parameters become a random, unknown UUID. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b');
}

describe('the role table', () => {
  it('has an expected access class for every registered API route, and the route declares it', () => {
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    const missing = registered.filter((k) => !(k in EXPECTED_ACCESS));
    expect(missing, 'routes missing from test/role-table.ts').toEqual([]);
    const stale = Object.keys(EXPECTED_ACCESS).filter((k) => !registered.includes(k));
    expect(stale, 'rows for routes that no longer exist').toEqual([]);
    for (const r of t.app.apiRoutes) expect(r.access, `${r.method} ${r.url}`).toBe(EXPECTED_ACCESS[`${r.method} ${r.url}`]);
  });

  it('is enforced by the server: no token 401, a role outside the class 403, a role inside gets past the guard; every refusal keyed', async () => {
    const failures: string[] = [];
    let keyed = 0;
    /** Every failure on the walk is the keyed envelope (docs/decisions/060), whatever refused it. */
    const checkEnvelope = (where: string, res: { statusCode: number; json: () => unknown }) => {
      if (res.statusCode < 400) return;
      const problem = envelopeProblem(res.statusCode, res.json());
      if (problem) failures.push(`${where}: ${res.statusCode} ${problem}`);
      else keyed++;
    };
    for (const route of t.app.apiRoutes) {
      const expected = EXPECTED_ACCESS[`${route.method} ${route.url}`]!;
      if (expected === 'public') continue;
      const url = concrete(route.url);
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const anonymous = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      if (anonymous.statusCode !== 401) failures.push(`${method} ${url} without a token: ${anonymous.statusCode}`);
      checkEnvelope(`${method} ${url} without a token`, anonymous);
      for (const role of ROLES) {
        const res = await t.app.inject({ method, url, headers: bearer(tokens[role]), payload: method === 'GET' ? undefined : {} });
        const allowed = ACCESS[expected].includes(role);
        if (allowed && (res.statusCode === 401 || res.statusCode === 403)) {
          failures.push(`${method} ${url} as ${role}: ${res.statusCode}, expected to pass the guard`);
        }
        if (!allowed && res.statusCode !== 403) failures.push(`${method} ${url} as ${role}: ${res.statusCode}, expected 403`);
        if (res.statusCode >= 500) failures.push(`${method} ${url} as ${role}: ${res.statusCode} ${res.body}`);
        checkEnvelope(`${method} ${url} as ${role}`, res);
      }
    }
    expect(failures).toEqual([]);
    expect(keyed).toBeGreaterThan(200);
  });

  it('refuses to register an API route that declares no access class', async () => {
    const { buildApp } = await import('../src/app');
    const { testConfig } = await import('./harness');
    const app = await buildApp({ config: testConfig(), db: t.handle.db });
    expect(() => app.get('/api/v1/forgotten', async () => 'x')).toThrow(/declares no access class/);
    await app.close();
  });
});
