import os from 'node:os';
import { buildApp } from './src/app';
import { DEFAULTS, type AppConfig } from './src/config';
import { openDb } from './src/db/client';
const url = 'postgres://postgres@127.0.0.1:5432/forecourt_bench_1795519544306';
const handle = await openDb({ driver: 'postgres', url, poolSize: 4 });
const config: AppConfig = { databaseUrl: url, dataDir: os.tmpdir(), jwtSecret: 'x'.repeat(64), ...DEFAULTS, webDistDir: undefined, corsOrigins: [], logLevel: 'silent' };
const app = await buildApp({ config, db: handle.db });
const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'owner.1795519545050@bench.example', password: 'Bench@12345' } });
const token = login.json().data.token;
for (const path of (process.argv[2] ?? '/nozzle-readings?limit=10,/sales?limit=10').split(',')) {
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url: '/api/v1' + path, headers: { authorization: 'Bearer ' + token } });
    console.log(path, res.statusCode, (performance.now() - t0).toFixed(1), 'ms');
  }
}
await app.close(); await handle.close();
