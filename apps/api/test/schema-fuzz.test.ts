import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ACCESS, type TRole } from '@forecourt/shared';
import { createTestApp, bearer, type TestApp } from './harness';
import { envelopeProblem } from './failure-envelope';
import {
  assignStation,
  createNozzle,
  createPrice,
  createPump,
  createStation,
  createSuperadmin,
  createTank,
  createTenant,
  recordReading,
  type TestTenant,
} from './factories';

/**
 * Every route the app registers (app.apiRoutes, as the role-table test walks them), with the fields its
 * OpenAPI document says it takes (generated from the same zod schemas the route validates with), gets
 * extreme but well-formed values in one field at a time, as the owner of a seeded tenant (or, on a
 * route the owner may not call, a role that may, so the guard's 403 does not hide the schema): no answer is
 * a 5xx, and every 4xx is the envelope of DESIGN §4. A route added later is walked without a new row.
 */
let t: TestApp;
let tenant: TestTenant;
const tokens = {} as Record<TRole, string>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro' });
  const station = await createStation(t.handle.db, tenant.id);
  const pump = await createPump(t.handle.db, tenant.id, station.id);
  const nozzle = await createNozzle(t.handle.db, tenant.id, pump.id, { fuelType: 'petrol' });
  const price = await createPrice(t.handle.db, tenant.id, station.id, { fuelType: 'petrol', price: '0.01' });
  const tank = await createTank(t.handle.db, tenant.id, station.id, { fuelType: 'petrol', capacity: '10000', stock: '5000' });
  const reading = await recordReading(t.app, tenant.owner, { nozzleId: nozzle.id, reading: 10 });
  await assignStation(t.handle.db, tenant.id, tenant.attendant.id, station.id);
  Object.assign(tokens, {
    owner: tenant.owner.token,
    manager: tenant.manager.token,
    attendant: tenant.attendant.token,
    superadmin: (await createSuperadmin(t.app, t.handle.db)).token,
  });
  Object.assign(ids, {
    stations: station.id,
    pumps: pump.id,
    nozzles: nozzle.id,
    'fuel-prices': price.id,
    'nozzle-readings': reading.id,
    stationId: station.id,
    pumpId: pump.id,
    nozzleId: nozzle.id,
    tankId: tank.id,
  });
}, 120_000);
afterAll(() => t.close());

// ------------------------------------------------------------------ the extremes

const NEGATIVE_ZERO = '\u0001-0';
const HUGE_INTEGER = '\u0001123456789012345678901234567890';
/** Values for a JSON body field (NEGATIVE_ZERO and HUGE_INTEGER are written as raw JSON numbers). */
const BODY_EXTREMES: unknown[] = [
  'a\u0000b',
  'note \ud800',
  'x'.repeat(10_000),
  1e-7,
  1e308,
  NEGATIVE_ZERO,
  HUGE_INTEGER,
  2 ** 53 + 2,
  99_999_999_999.999,
  '99999999999.999',
  'not-a-uuid',
  '%ZZ',
  '0000-01-01T00:00:00Z',
  null,
];
/** Whole bodies that are JSON but no object: a route that takes a body refuses each with 400, never 500. */
const WHOLE_BODIES = ['null', '[]', '[1]', '"x"', '1', 'true'];
/** Values for a query or path parameter, as they appear in the URL (already percent-encoded). */
const URL_EXTREMES = [
  'a%00b',
  '%ED%A0%80',
  'x'.repeat(10_000),
  '1e-7',
  '1e308',
  '-0',
  '123456789012345678901234567890',
  '99999999999.999',
  'not-a-uuid',
  '%ZZ',
  '0000-01-01',
  '..%5c..%5cetc%5cpasswd',
];

function toJson(body: unknown): string {
  return JSON.stringify(body).replace(/"\\u0001([^"]*)"/g, '$1');
}

// ------------------------------------------------------------------ valid-shaped requests from the OpenAPI document

type TSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  default?: unknown;
  anyOf?: TSchema[];
  oneOf?: TSchema[];
  items?: TSchema;
  properties?: Record<string, TSchema>;
};
type TParameter = { in: 'query' | 'path'; name: string; schema: TSchema };
type TOperation = { parameters?: TParameter[]; requestBody?: { content?: Record<string, { schema: TSchema }> } };

/** A valid value for a field: seeded ids for ids, the first enum value, a plain text, 1. */
function sample(schema: TSchema | undefined, name: string): unknown {
  if (!schema) return 'fuzz';
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return sample(branches.find((b) => b.type !== 'null') ?? branches[0], name);
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return ids[name] ?? randomUUID();
      if (schema.format === 'date-time') return new Date(Date.now() - 60_000).toISOString();
      if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return new Date().toISOString().slice(0, 10);
      if (name === 'email') return `fuzz.${randomUUID().slice(0, 8)}@test.example`;
      if (name === 'phone') return '9876543210';
      if (name === 'password') return 'Fuzz@12345';
      return `Fuzz ${name}`;
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items, name)];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s, k)]));
    default:
      return 'fuzz';
  }
}

/** Every field of a body, nested ones too (array items as index 0), as paths. */
function fieldPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? fieldPaths(value[0], [...prefix, 0]) : [prefix];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...(v && typeof v === 'object' ? fieldPaths(v, [...prefix, k]) : [])]);
  }
  return [];
}

function setAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}

type TProbe = { label: string; method: string; url: string; payload?: string; expect400?: boolean };

function probesFor(method: string, pattern: string, op: TOperation | undefined): TProbe[] {
  const params = op?.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const idFor = (name: string) => (name === 'id' ? ids[pattern.split('/')[3]!] : ids[name]) ?? randomUUID();
  const pathValues = Object.fromEntries(pathParams.map((p) => [p.name, idFor(p.name)]));
  const urlWith = (values: Record<string, string>, query: string) =>
    pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => values[name] ?? idFor(name)) + (query ? `?${query}` : '');
  const bodySchema = op?.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? sample(bodySchema, 'body') : undefined;
  const payload = (b: unknown) => (method === 'GET' || method === 'DELETE' ? undefined : toJson(b ?? {}));

  const probes: TProbe[] = [];
  // An unknown parameter that does not decode, on an otherwise valid request.
  probes.push({ label: 'query fuzz=%ZZ', method, url: urlWith(pathValues, 'fuzz=%ZZ'), payload: payload(body) });
  for (const p of pathParams) {
    for (const v of URL_EXTREMES) probes.push({ label: `path ${p.name}=${v.slice(0, 40)}`, method, url: urlWith({ ...pathValues, [p.name]: v }, ''), payload: payload(body) });
  }
  for (const p of queryParams) {
    for (const v of URL_EXTREMES) probes.push({ label: `query ${p.name}=${v.slice(0, 40)}`, method, url: urlWith(pathValues, `${p.name}=${v}`), payload: payload(body) });
  }
  if (body !== undefined) {
    for (const whole of WHOLE_BODIES) probes.push({ label: `whole body ${whole}`, method, url: urlWith(pathValues, ''), payload: whole, expect400: true });
    for (const field of fieldPaths(body)) {
      for (const v of BODY_EXTREMES) {
        const shown = typeof v === 'string' ? JSON.stringify(v.slice(0, 40)) : String(v);
        probes.push({ label: `body ${field.join('.')}=${shown}`, method, url: urlWith(pathValues, ''), payload: toJson(setAt(body, field, v)) });
      }
    }
  }
  return probes;
}

describe('schema fuzz: every route, every field, extreme values', () => {
  it('answers no 5xx, every 4xx in the envelope, and 400 to a body that is no object (null, an array, a string)', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, TOperation>> };
    const routes = [...t.app.apiRoutes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    expect(routes.length).toBeGreaterThan(40);

    const failures: string[] = [];
    const missing: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const openApiPath = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const op = doc.paths[openApiPath]?.[route.method.toLowerCase()];
      if (!op) missing.push(`${route.method} ${route.url}`);
      const allowed = ACCESS[route.access];
      const token = tokens[allowed.length === 0 || allowed.includes('owner') ? 'owner' : allowed[0]!];
      for (const probe of probesFor(route.method, route.url, op)) {
        const res = await t.app.inject({
          method: probe.method as 'GET',
          url: probe.url,
          headers: { ...bearer(token), ...(probe.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
          ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
        });
        sent++;
        const where = `${route.method} ${route.url} ${probe.label}`;
        if (res.statusCode >= 500) {
          failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        } else if (probe.expect400 && res.statusCode !== 400) {
          failures.push(`${where}: ${res.statusCode}, not 400: ${res.body.slice(0, 200)}`);
        } else if (res.statusCode >= 400) {
          let body: unknown;
          try {
            body = res.json();
          } catch {
            failures.push(`${where}: ${res.statusCode} not JSON: ${res.body.slice(0, 200)}`);
            continue;
          }
          // The keyed envelope (docs/decisions/060): a catalogue key, its params, its English as the message.
          const problem = envelopeProblem(res.statusCode, body);
          if (problem) failures.push(`${where}: ${res.statusCode} outside the envelope (${problem}): ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(missing, 'routes missing from the OpenAPI document').toEqual([]);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 600_000);
});
