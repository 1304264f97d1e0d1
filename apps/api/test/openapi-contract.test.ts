import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';
import { STATUS_BY_CODE, type TErrorCode } from '@forecourt/shared';
import { openApiPath, operationIdFor } from '../src/http/openapi';
import { createTestApp, type TestApp } from './harness';

/**
 * "An API that a client can be generated from" (DESIGN.md section 4, issue 37 item 5): every operation
 * of /api/docs/json has an operationId, its security and its error responses; the document passes
 * `redocly lint` (recommended rules) without an error; and a client generated from it with
 * openapi-typescript type-checks real calls, so a route whose path or answer changes breaks here.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const REDOCLY = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

type TRef = { $ref: string };
type TResponse = { description?: string; content?: Record<string, { schema?: TSchema }> };
type TSchema = { $ref?: string; allOf?: TSchema[]; properties?: Record<string, TSchema>; enum?: unknown[]; required?: string[]; [key: string]: unknown };
type TOperation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, TResponse | TRef>;
};
type TDocument = {
  openapi: string;
  paths: Record<string, Record<string, TOperation>>;
  components: {
    securitySchemes: Record<string, Record<string, unknown>>;
    responses: Record<string, TResponse>;
    schemas: Record<string, TSchema>;
  };
};

let t: TestApp;
let doc: TDocument;
let work: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json() as TDocument;
  work = mkdtempSync(path.join(tmpdir(), 'forecourt-openapi-'));
});
afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete'];
const operations = () =>
  Object.entries(doc.paths).flatMap(([p, item]) => METHODS.filter((m) => item[m]).map((m) => ({ path: p, method: m, op: item[m]! })));

/** The schema a `#/components/...` reference names. */
function resolve<T>(ref: string): T {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], doc) as T;
}

/** The `code` values an error response documents (its schema: ApiFailure narrowed by allOf). */
function documentedCodes(response: TResponse | TRef): string[] {
  const r = '$ref' in response ? resolve<TResponse>(response.$ref) : response;
  let schema = r.content?.['application/json']?.schema;
  if (schema?.$ref) schema = resolve<TSchema>(schema.$ref);
  const narrowed = schema?.allOf?.find((s) => s.properties?.code?.enum)?.properties?.code?.enum;
  return (narrowed ?? []) as string[];
}

describe('the OpenAPI document is complete for a client (operationId, security, errors)', () => {
  it('is OpenAPI 3.1 with a bearer JWT scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  });

  it('gives every operation a unique camelCase operationId derived from method and path', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/v1/stations']!.get!.operationId).toBe('getStations');
    expect(doc.paths['/api/v1/nozzle-readings']!.post!.operationId).toBe('postNozzleReadings');
    expect(doc.paths['/api/v1/stations/{id}']!.get!.operationId).toBe('getStationsById');
    expect(doc.paths['/api/v1/health']!.head!.operationId).toBe('headHealth');
    expect(operationIdFor('put', '/api/v1/admin/tenants/{id}/settings/{key}')).toBe('putAdminTenantsByIdSettingsByKey');
    expect(operationIdFor('get', '/api/v1/nozzle-readings/can-create/:nozzleId')).toBe('getNozzleReadingsCanCreateByNozzleId');
  });

  it("declares each route's security from its access class and the error responses its shape calls for", () => {
    const failures: string[] = [];
    expect(t.app.apiRoutes.length).toBeGreaterThan(100);
    for (const route of t.app.apiRoutes) {
      const name = `${route.method} ${route.url}`;
      const op = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!op) {
        failures.push(`${name}: not in the document`);
        continue;
      }
      const guarded = route.access !== 'public';
      const bearer = (op.security ?? []).some((s) => 'bearer' in s);
      if (op.security === undefined) failures.push(`${name}: no security`);
      if (guarded !== bearer) failures.push(`${name}: access ${route.access} but security ${JSON.stringify(op.security)}`);
      const statuses = Object.keys(op.responses);
      const want = [
        ...(guarded ? ['401', '403'] : []),
        ...((op.parameters?.length ?? 0) > 0 || op.requestBody ? ['400'] : []),
        ...(op.parameters?.some((p) => p.in === 'path') ? ['404'] : []),
        ...(op.requestBody ? ['413'] : []),
      ];
      for (const status of want) if (!statuses.includes(status)) failures.push(`${name}: no ${status} response`);
      for (const [status, response] of Object.entries(op.responses)) {
        if (!/^4\d\d$/.test(status)) continue;
        const codes = documentedCodes(response);
        if (codes.length === 0) failures.push(`${name} ${status}: not the failure envelope`);
        for (const code of codes) if (STATUS_BY_CODE[code as TErrorCode] !== Number(status)) failures.push(`${name} ${status}: code ${code}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('documents the failures the service raises beyond the rules (login 401/429, readings 422, register 409)', () => {
    const statuses = (p: string, m: string) => Object.keys(doc.paths[p]![m]!.responses);
    expect(doc.paths['/api/v1/auth/login']!.post!.security).toEqual([]);
    expect(statuses('/api/v1/auth/login', 'post')).toEqual(expect.arrayContaining(['400', '401', '403', '429']));
    expect(statuses('/api/v1/auth/register', 'post')).toEqual(expect.arrayContaining(['400', '409']));
    expect(statuses('/api/v1/nozzle-readings', 'post')).toEqual(expect.arrayContaining(['400', '401', '403', '404', '409', '413', '422']));
    expect(statuses('/api/v1/stations/{id}', 'get')).toEqual(['200', '400', '401', '403', '404']);
    expect(doc.paths['/api/v1/health']!.get!.security).toEqual([]);
    expect(doc.paths['/api/v1/auth/refresh-token']!.post!.security).toEqual([{ refreshCookie: [] }]);
  });

  it('describes the failures the server really sends (the envelope and its code for the status)', async () => {
    const envelope = doc.components.schemas.ApiFailure!;
    const check = async (method: 'GET' | 'POST', url: string, body: unknown, status: number) => {
      const res = await t.app.inject({ method, url, ...(body === undefined ? {} : { payload: body as object }) });
      expect(res.statusCode).toBe(status);
      const failure = res.json() as Record<string, unknown>;
      expect(Object.keys(failure).every((k) => k in envelope.properties!)).toBe(true);
      for (const field of envelope.required!) expect(failure).toHaveProperty(field);
      const op = doc.paths[openApiPath(url)]![method.toLowerCase()]!;
      expect(documentedCodes(op.responses[String(status)]!)).toContain(failure.code);
    };
    await check('GET', '/api/v1/stations', undefined, 401);
    await check('POST', '/api/v1/auth/login', {}, 400);
    await check('POST', '/api/v1/auth/login', { email: 'nobody@example.com', password: 'not the password' }, 401);
  });
});

describe('the OpenAPI document passes redocly lint (recommended rules)', () => {
  it('reports no error', async () => {
    const file = path.join(work, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    // cwd is the temporary folder: no redocly.yaml applies, only the built-in recommended rules.
    const run = promisify(execFile)(process.execPath, [REDOCLY, 'lint', file, '--format=json', '--max-problems=10000'], {
      cwd: work,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
    // A failed lint exits non-zero; its report is on stdout either way.
    const { stdout } = await run.catch((error: { stdout?: string; stderr?: string }) => {
      if (!error.stdout) throw new Error(`redocly lint did not run: ${error.stderr ?? String(error)}`);
      return { stdout: error.stdout };
    });
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[];
    };
    const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
    // The warnings that remain, each for a reason; any other kind fails (a missing operationId, an unused component…).
    const ALLOWED_WARNINGS = new Set([
      'info-license', // a private application: no licence to name
      'no-ambiguous-paths', // /x/{id}/void beside /x/can-create/{nozzleId}: the routes' own paths, told apart by their literal segment
      'operation-4xx-response', // health, landing and logout: public, without input, they answer no client error
    ]);
    const otherWarnings = report.problems.filter((p) => p.severity !== 'error' && !ALLOWED_WARNINGS.has(p.ruleId));
    expect(otherWarnings.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
  }, 60_000);
});

/**
 * A small typed client over the generated `paths` (the way openapi-fetch types its calls): the path,
 * method, parameters, body, answer and failure of each call come from the document. Exact type checks
 * and `@ts-expect-error` lines make a missing path, a changed answer or a type gone `any` fail to compile.
 */
const CLIENT = `
import type { components, operations, paths } from './api';

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = paths[P][M] extends infer O ? (O extends { responses: unknown } ? O : never) : never;
type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Responses<O> = O extends { responses: infer R } ? R : never;
type Success<O> = Json<Responses<O>[Extract<keyof Responses<O>, 200 | 201 | 202>]>;
type Failure<O> = Json<Responses<O>[Extract<keyof Responses<O>, 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429>]>;
type Init<O> = (O extends { parameters: { path: infer Path } } ? { path: Path } : { path?: never }) &
  (O extends { parameters: { query?: infer Q } } ? { query?: Q } : {}) &
  (O extends { requestBody: { content: { 'application/json': infer B } } } ? { body: B } : { body?: never });
type Answer<O> = { data: Success<O>; error?: undefined } | { data?: undefined; error: Failure<O> };
declare function call<P extends keyof paths, M extends Method>(method: M, path: P, init: Init<Operation<P, M>>): Promise<Answer<Operation<P, M>>>;

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const exactly = <A, B>(_proof: Equal<A, B>) => undefined;
/** A union of literals (never plain text, never any) holding every one of Members. */
const holds = <Union, Members>(_proof: Equal<Extract<Union, Members>, Members> extends true ? (string extends Union ? false : true) : false) => undefined;

export async function signIn(email: string, password: string): Promise<string> {
  const res = await call('post', '/api/v1/auth/login', { body: { email, password } });
  if (res.error) {
    holds<typeof res.error.code, 'VALIDATION' | 'INVALID_CREDENTIALS' | 'TENANT_SUSPENDED' | 'RATE_LIMITED'>(true);
    // @ts-expect-error login never answers 404
    holds<typeof res.error.code, 'NOT_FOUND'>(true);
    const key: components['schemas']['ErrorKey'] = res.error.key;
    const fields: string[] = (res.error.details ?? []).map((d) => d.field);
    throw new Error(key + fields.join());
  }
  exactly<typeof res.data.data.user.role, 'superadmin' | 'owner' | 'manager' | 'attendant'>(true);
  // @ts-expect-error the token is text
  const wrong: number = res.data.data.token;
  const token: string = res.data.data.token;
  return token + String(wrong);
}

// @ts-expect-error a password is text
void call('post', '/api/v1/auth/login', { body: { email: 'a@b.c', password: 1 } });

export async function stationNames(): Promise<string[]> {
  const res = await call('get', '/api/v1/stations', { query: { page: 1, limit: 50, status: 'active' } });
  if (res.error) return [];
  const page: { page: number; limit: number; total: number } = res.data.data;
  exactly<typeof res.data.data.items[number]['status'], 'active' | 'maintenance' | 'inactive'>(true);
  exactly<typeof res.data.data.items[number]['city'], string | null>(true);
  // @ts-expect-error a station has no such field
  void res.data.data.items[0]?.nonexistent;
  return res.data.data.items.map((s) => s.name + page.total);
}

export async function station(id: string) {
  const res = await call('get', '/api/v1/stations/{id}', { path: { id } });
  if (res.error) {
    holds<typeof res.error.code, 'VALIDATION' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND'>(true);
    return undefined;
  }
  const pumps: number = res.data.data.pumpCount;
  return pumps;
}

export async function recordReading(nozzleId: string, reading: number) {
  const res = await call('post', '/api/v1/nozzle-readings', { body: { nozzleId, reading, paymentMethod: 'upi' } });
  if (res.error) {
    holds<typeof res.error.code, 'READING_BELOW_PREVIOUS' | 'NO_PRICE' | 'CREDIT_LIMIT' | 'DAY_CLOSED' | 'NOT_FOUND' | 'PAYLOAD_TOO_LARGE'>(true);
    return res.error.code;
  }
  const amount: number | string = res.data.data.amount;
  return amount;
}

export async function readingsPage() {
  const res = await call('get', '/api/v1/nozzle-readings', { query: { page: 2 } });
  return res.data ? Object.keys(res.data.data.summary) : [];
}

// @ts-expect-error not a path of the API
void call('get', '/api/v1/no-such-route', {});
// @ts-expect-error a station's id goes in the path
void call('get', '/api/v1/stations/{id}', {});

// operations by operationId, as other generators name them.
type StationById = operations['getStationsById']['responses'][200]['content']['application/json']['data'];
export const stationName = (s: StationById): string => s.name;
export type Login = operations['postAuthLogin']['requestBody'];
`;

describe('a client generated from the document (openapi-typescript)', () => {
  it('type-checks real calls: paths, parameters, bodies, answers and failures', async () => {
    const ast = await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0], { silent: true });
    writeFileSync(path.join(work, 'api.d.ts'), astToString(ast));
    const client = path.join(work, 'client.ts');
    writeFileSync(client, CLIENT);
    const program = ts.createProgram([client], {
      strict: true,
      noEmit: true,
      noUnusedLocals: false,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts'],
      types: [],
      // The generated declarations are checked where the client uses them; not their every line.
      skipLibCheck: true,
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
      return `${d.file ? path.basename(d.file.fileName) : ''}:${where ? where.line + 1 : ''} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
    expect(diagnostics).toEqual([]);
    // The checker did read the generated types (a client.ts that compiles against nothing proves nothing).
    expect(program.getSourceFile(path.join(work, 'api.d.ts'))).toBeDefined();
  }, 60_000);
});
