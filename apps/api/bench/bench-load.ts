import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { API_BASE } from '@forecourt/shared';

/** One route's figures: autocannon's mean of per-second samples and its latency percentiles. */
export type TRouteResult = {
  route: string;
  rps: number;
  /** Requests answered in the run. */
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The first response that was not 2xx, for diagnosis. */
  firstNon2xx?: { status: number; body: string };
};

export type TServer = {
  base: string;
  pid: number;
  stop(): Promise<void>;
};

const SERVER_ENTRY = fileURLToPath(new URL('./bench-server.ts', import.meta.url));

/**
 * Starts bench-server.ts in a child process (`node --import tsx`) and waits for the port it prints.
 * The child's stderr goes to ours; stop() sends SIGTERM and waits for it to exit (PGlite closes cleanly).
 */
export async function startServer(env: Record<string, string>): Promise<TServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines = createInterface({ input: child.stdout! });
  const closed = new Promise<void>((resolve) => lines.once('close', resolve));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bench-server did not start within 120 s')), 120_000);
    lines.on('line', (line) => {
      try {
        const parsed = JSON.parse(line) as { port?: number };
        if (parsed.port) {
          clearTimeout(timer);
          resolve(parsed.port);
        }
      } catch {
        // not a line of ours: ignore
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`bench-server exited with ${code} before listening`));
    });
  });
  return {
    base: `http://127.0.0.1:${port}${API_BASE}`,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exited;
      await closed;
      if (code !== 0) throw new Error(`bench-server exited with ${code}`);
    },
  };
}

type TJsonReply = { status: number; body: { data?: Record<string, unknown>; message?: string } };

export async function call(base: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<TJsonReply> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as TJsonReply['body'] };
}

function expectOk(reply: TJsonReply, what: string): Record<string, unknown> {
  if (reply.status < 200 || reply.status >= 300 || !reply.body.data) {
    throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  return reply.body.data;
}

export async function login(base: string, email: string, password: string): Promise<string> {
  const data = expectOk(await call(base, '/auth/login', { method: 'POST', body: { email, password } }), 'login');
  return data.token as string;
}

/** A second, fresh tenant through the API: sign-up (the default plan) and its one station. Returns the owner's token. */
export async function freshTenantWithOneStation(base: string, password: string): Promise<string> {
  const email = `fresh.${Date.now()}@bench.example`;
  const data = expectOk(
    await call(base, '/auth/register', { method: 'POST', body: { businessName: 'Fresh Fuels', name: 'Fresh Owner', email, password } }),
    'register',
  );
  const token = data.token as string;
  expectOk(
    await call(base, '/stations', { method: 'POST', token, body: { name: 'Fresh Station', address: '1 Station Road, Nashik' } }),
    'create station',
  );
  return token;
}

type TLoad = {
  route: string;
  url: string;
  connections: number;
  seconds: number;
  token?: string;
  method?: 'GET' | 'POST';
  setupClient?: (client: autocannon.Client) => void;
  /** Stops the run early when this settles (the run's rate is then its requests over its real duration). */
  until?: Promise<unknown>;
};

/** Runs autocannon against one route and keeps the first non-2xx answer. */
export async function measure(load: TLoad): Promise<TRouteResult> {
  let firstNon2xx: TRouteResult['firstNon2xx'];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: load.url,
        connections: load.connections,
        duration: load.seconds,
        headers: {
          ...(load.token ? { authorization: `Bearer ${load.token}` } : {}),
          ...(load.method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        requests: [
          {
            method: load.method ?? 'GET',
            onResponse: (status, body) => {
              if ((status < 200 || status >= 300) && !firstNon2xx) firstNon2xx = { status, body: body.slice(0, 500) };
            },
          },
        ],
        ...(load.setupClient ? { setupClient: load.setupClient } : {}),
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
    void load.until?.finally(() => run.stop());
  });
  return {
    route: load.route,
    rps: Math.round(load.until ? result.requests.total / result.duration : result.requests.average),
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ...(firstNon2xx ? { firstNon2xx } : {}),
  };
}

/**
 * POST /nozzle-readings with each connection on its own nozzle (increasing values: a repeated body would
 * only be refused), payment cash. `nozzles` must have at least `connections` entries, none posted on before
 * in this run of the bench (the values start at each nozzle's seeded latest).
 */
export function postReadings(
  base: string,
  token: string,
  nozzles: Array<{ id: string; latest: number }>,
  connections: number,
  seconds: number,
  extra: { route?: string; until?: Promise<unknown> } = {},
) {
  let next = 0;
  return measure({
    route: extra.route ?? 'POST /nozzle-readings',
    url: `${base}/nozzle-readings`,
    connections,
    seconds,
    token,
    method: 'POST',
    ...(extra.until ? { until: extra.until } : {}),
    setupClient: (client) => {
      const nozzle = nozzles[next++ % nozzles.length]!;
      let value = nozzle.latest;
      const advance = () => {
        value = Math.round((value + 1.25) * 1000) / 1000;
        client.setBody(JSON.stringify({ nozzleId: nozzle.id, reading: value, paymentMethod: 'cash' }));
      };
      advance();
      client.on('response', advance);
    },
  });
}

/**
 * `load` run while ONE connection posts readings on `nozzle` in a closed loop (the writer): the writer
 * starts just before the run and stops as it ends, so that a list is read while the database is written.
 * Answers the run's figures and the writer's.
 */
export async function measureWithWriter(
  load: TLoad,
  base: string,
  token: string,
  nozzle: { id: string; latest: number },
  writerRoute: string,
): Promise<[TRouteResult, TRouteResult]> {
  let stopWriter = () => {};
  const until = new Promise<void>((resolve) => (stopWriter = resolve));
  const writer = postReadings(base, token, [nozzle], 1, load.seconds + 60, { route: writerRoute, until });
  const read = await measure(load).finally(stopWriter);
  return [read, await writer];
}
