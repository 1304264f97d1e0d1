/**
 * Starts the REAL built server once for the whole e2e run:
 *   node apps/api/dist/server.js  with PORT=<free port> HOST=127.0.0.1 DATA_DIR=<fresh temp dir>
 * The embedded PGlite database is created, migrated and seeded with the demo tenant on first start.
 * Waits for GET /api/v1/health to answer 200, provides the base URL to the tests, kills it at teardown.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './support/chromium';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const SERVER_ENTRY = join(ROOT, 'apps/api/dist/server.js');
const WEB_INDEX = join(ROOT, 'apps/web/dist/index.html');
const HEALTH_PATH = '/api/v1/health';
const START_TIMEOUT_MS = 90_000;

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:41234 — empty when the browser tests are skipped. */
    baseURL: string;
    /** False when Chromium is missing outside CI: every browser test is skipped. */
    browserAvailable: boolean;
  }
}

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => res(port));
    });
  });
}

function tail(file: string, lines = 60): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server output)';
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForHealth(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `e2e: the server exited (code ${child.exitCode}, signal ${child.signalCode}) before answering ${HEALTH_PATH}.\n` +
          `Last lines of its output (${logFile}):\n${tail(logFile)}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(
    `e2e: ${url} did not answer 200 within ${START_TIMEOUT_MS / 1000} s (last: ${last}).\n` +
      `Last lines of the server's output (${logFile}):\n${tail(logFile)}`,
  );
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((res) => child.once('exit', () => res()));
  child.kill('SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(10_000).then(() => true)]);
  if (timedOut) {
    child.kill('SIGKILL');
    await exited;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    if (process.env.CI) {
      throw new Error(
        `e2e: ${CHROMIUM_PATH} is missing and CI is set. Install Debian's Chromium: apt-get update && apt-get install -y chromium`,
      );
    }
    const bar = '!'.repeat(78);
    console.warn(
      `\n${bar}\nBROWSER TESTS SKIPPED: chromium not installed (${CHROMIUM_PATH}).\n` +
        `Install it with: apt-get update && apt-get install -y chromium\n${bar}\n`,
    );
    project.provide('baseURL', '');
    project.provide('browserAvailable', false);
    return async () => {};
  }

  const missing = [SERVER_ENTRY, WEB_INDEX].filter((f) => !existsSync(f));
  if (missing.length > 0) {
    throw new Error(
      `e2e: the built app is missing (${missing.map((f) => f.slice(ROOT.length + 1)).join(', ')}). ` +
        'Run `npm run build` at the repository root first (npm test does it).',
    );
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-e2e-'));
  const logFile = join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  // The embedded database, whatever the caller's environment says.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(dataDir, 'data') };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  delete env.JWT_SECRET;

  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const started = Date.now();
  try {
    await waitForHealth(`${baseURL}${HEALTH_PATH}`, child, logFile);
  } catch (error) {
    await stop(child);
    throw error;
  }
  console.log(`e2e: server ready at ${baseURL} in ${((Date.now() - started) / 1000).toFixed(1)} s (log: ${logFile})`);

  project.provide('baseURL', baseURL);
  project.provide('browserAvailable', true);

  return async () => {
    await stop(child);
    log.end();
    if (process.env.E2E_KEEP_DATA) console.log(`e2e: kept ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  };
}
