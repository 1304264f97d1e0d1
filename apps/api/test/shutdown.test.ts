import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { openDb } from '../src/db/client';
import { ensurePlans } from '../src/seed/plans';
import { platformSettings } from '../src/db/schema';
import { withPlatform } from '../src/db/tenant';

/**
 * Issue 8 item 8: a restart under traffic is clean. The real server (src/server.ts through tsx) is
 * spawned on a free port, keep-alive clients keep it busy (some mid-request, some holding an idle
 * connection), SIGTERM arrives: the process exits 0 within a few seconds, closing its database, and
 * every request that got an answer got all of it. On PGlite in a temporary directory, and on
 * PostgreSQL when the api project runs there (TEST_DATABASE_URL).
 */
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EXIT_WITHIN_MS = 3_000;

let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-shutdown-'));
  // A migrated embedded database, marked as demo-seeded so the server starts in a second or two.
  const target = inject('apiDb');
  const handle =
    target.driver === 'pglite'
      ? await openDb({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite'), loadDataDir: new Blob([readFileSync(target.dumpFile)]) })
      : await openDb({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  if (target.driver !== 'pglite') {
    await handle.migrate();
    await ensurePlans(handle.db);
  }
  await withPlatform(handle.db, (tx) =>
    tx.insert(platformSettings).values({ key: 'demo.seeded', value: { by: 'shutdown test' } }).onConflictDoNothing(),
  );
  await handle.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

type Server = { child: ChildProcess; port: number; output: () => string; exited: Promise<{ code: number | null; at: number }> };

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', JOBS_ENABLED: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (out += c));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.on('exit', (code) => resolve({ code, at: Date.now() })));
  const deadline = Date.now() + 50_000;
  while (!out.includes('Forecourt is running on')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, port, output: () => out, exited };
}

type Outcome = { kind: 'complete'; status: number; connection: string | undefined } | { kind: 'incomplete'; why: string } | { kind: 'no answer'; why: string };

/**
 * One request on a keep-alive agent: complete means the whole body arrived and parses. With `holdUntil`
 * the body is sent in two halves, the second once it resolves: the server has the request in hand.
 */
function request(port: number, agent: http.Agent, method: 'GET' | 'POST', url: string, body?: unknown, holdUntil?: Promise<unknown>): Promise<Outcome> {
  const payload = body ? Buffer.from(JSON.stringify(body)) : undefined;
  const headers = payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {};
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('aborted', () => resolve({ kind: 'incomplete', why: 'aborted' }));
      res.on('error', (e) => resolve({ kind: 'incomplete', why: e.message }));
      res.on('end', () => {
        const length = Number(res.headers['content-length'] ?? Buffer.byteLength(text));
        try {
          JSON.parse(text);
          if (Buffer.byteLength(text) !== length) throw new Error('short body');
          resolve({ kind: 'complete', status: res.statusCode!, connection: res.headers.connection });
        } catch (e) {
          resolve({ kind: 'incomplete', why: (e as Error).message });
        }
      });
    });
    req.on('error', (e) => resolve({ kind: 'no answer', why: (e as NodeJS.ErrnoException).code ?? e.message }));
    if (!payload || !holdUntil) return void req.end(payload);
    const half = Math.floor(payload.length / 2);
    req.write(payload.subarray(0, half));
    void holdUntil.then(() => req.end(payload.subarray(half)));
  });
}

async function restartUnderLoad(env: Record<string, string>) {
  const server = await startServer(env);
  const { port } = server;
  const email = `shutdown.${randomBytes(6).toString('hex')}@test.example`;
  const password = 'Shutdown@12345';
  const setup = new http.Agent({ keepAlive: true });
  const registered = await request(port, setup, 'POST', '/api/v1/auth/register', { businessName: 'Shutdown Fuels', name: 'Asha', email, password });
  expect(registered).toMatchObject({ kind: 'complete', status: 201 });

  const outcomes: Outcome[] = [];
  let stop = false;
  // Busy clients: each on its own keep-alive connection, one request after another.
  const busy = Array.from({ length: 4 }, async (_, i) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (!stop) {
      const outcome =
        i % 2 === 0
          ? await request(port, agent, 'GET', '/api/v1/health')
          : await request(port, agent, 'POST', '/api/v1/auth/login', { email, password });
      outcomes.push(outcome);
      // Refused or reset: the server is gone (or going) for this client, which would try elsewhere.
      if (outcome.kind === 'no answer') break;
    }
    agent.destroy();
  });
  // Idle clients: a connection kept open after one answer, as a browser does.
  const idleAgents = Array.from({ length: 4 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  for (const agent of idleAgents) outcomes.push(await request(port, agent, 'GET', '/api/v1/health'));
  await new Promise((r) => setTimeout(r, 300));

  // Requests in flight when the signal arrives: the server holds their headers and half their body;
  // the rest follows the signal. Each must still be answered in full.
  let release!: () => void;
  const signalSent = new Promise<void>((resolve) => (release = resolve));
  const inFlight = Array.from({ length: 4 }, () => request(port, setup, 'POST', '/api/v1/auth/login', { email, password }, signalSent));
  await new Promise((r) => setTimeout(r, 300));
  const signalled = Date.now();
  server.child.kill('SIGTERM');
  setTimeout(release, 100);
  const { code, at } = await server.exited;
  stop = true;
  await Promise.all(busy);
  const lastAnswers = await Promise.all(inFlight);
  for (const agent of [setup, ...idleAgents]) agent.destroy();

  return { code, ms: at - signalled, outcomes: [...outcomes, ...lastAnswers], lastAnswers, output: server.output() };
}

function expectCleanRestart(result: Awaited<ReturnType<typeof restartUnderLoad>>) {
  expect(result.code, result.output).toBe(0);
  expect(result.ms, result.output).toBeLessThan(EXIT_WITHIN_MS);
  expect(result.output).not.toMatch(/error during shutdown/);
  // Every request that got an answer got a complete one, and none was turned away with a 5xx.
  expect(result.outcomes.filter((o) => o.kind === 'incomplete')).toEqual([]);
  const answered = result.outcomes.filter((o) => o.kind === 'complete');
  expect(answered.length).toBeGreaterThan(8);
  expect(answered.filter((o) => o.status >= 500)).toEqual([]);
  // The requests in flight at the signal were all served, and told the connection closes.
  for (const o of result.lastAnswers) expect(o).toMatchObject({ kind: 'complete', status: 200, connection: 'close' });
}

describe('SIGTERM under keep-alive traffic', () => {
  it('PGlite: exits 0 within seconds, every answer complete', async () => {
    expectCleanRestart(await restartUnderLoad({ DATA_DIR: dataDir, DATABASE_URL: '' }));
  }, 90_000);

  const target = inject('apiDb');
  it.runIf(target.driver === 'postgres')('PostgreSQL: exits 0 within seconds, every answer complete', async () => {
    const url = target.driver === 'postgres' ? target.url : '';
    expectCleanRestart(await restartUnderLoad({ DATA_DIR: dataDir, DATABASE_URL: url, JWT_SECRET: randomBytes(32).toString('hex') }));
  }, 90_000);
});
