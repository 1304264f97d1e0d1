/**
 * The bench's server: the built app (apps/api/dist/server.js serving apps/web/dist), as `npm start` runs
 * it, on a free port with a fresh embedded database seeded with the demo business (the same start as
 * e2e/global-setup.ts). Builds first when the build is missing or older than the sources.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const START_TIMEOUT_MS = 120_000;

/** The newest modification time under `dir` (0 when it does not exist). */
function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (path.includes('node_modules')) continue;
    newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** Runs `npm run build` when apps/web/dist or apps/api/dist is missing or older than its sources. */
export function buildIfNeeded(root) {
  const webIndex = join(root, 'apps/web/dist/index.html');
  const server = join(root, 'apps/api/dist/server.js');
  const sources = Math.max(
    ...['apps/web/src', 'apps/web/public', 'apps/web/scripts', 'apps/api/src', 'packages/shared/src'].map((d) => newestMtime(join(root, d))),
    ...['apps/web/vite.config.ts', 'apps/web/index.html', 'apps/web/package.json', 'apps/api/build.mjs', 'package-lock.json'].map((f) => (existsSync(join(root, f)) ? statSync(join(root, f)).mtimeMs : 0)),
  );
  const built = existsSync(webIndex) && existsSync(server) ? Math.min(statSync(webIndex).mtimeMs, statSync(server).mtimeMs) : 0;
  if (built > sources) return false;
  console.log('bench:web: building (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  return true;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function tail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server output)';
  }
}

/**
 * Starts the built server; resolves to { baseURL, stop() } once GET /api/v1/health answers 200.
 * Background jobs are off (JOBS_ENABLED=false): nothing but the measured pages uses the machine.
 */
export async function startServer(root) {
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-bench-web-'));
  const logFile = join(dir, 'server.log');
  const log = createWriteStream(logFile);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), JOBS_ENABLED: 'false', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const output = tail(logFile);
      await stop();
      throw new Error(`the server exited (code ${child.exitCode}) before answering:\n${output}`);
    }
    try {
      const res = await fetch(`${baseURL}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return { baseURL, stop };
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  const output = tail(logFile);
  await stop();
  throw new Error(`the server did not answer within ${START_TIMEOUT_MS / 1000} s (last: ${last}):\n${output}`);
}
