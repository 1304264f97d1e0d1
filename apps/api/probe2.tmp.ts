import os from 'node:os';
import { readFileSync } from 'node:fs';
import { buildApp } from './src/app';
import { DEFAULTS, type AppConfig } from './src/config';
import { openDb } from './src/db/client';
const url = process.env.URL!;
const handle = await openDb({ driver: 'postgres', url, poolSize: 4 });
const config: AppConfig = { databaseUrl: url, dataDir: os.tmpdir(), jwtSecret: 'x'.repeat(64), ...DEFAULTS, webDistDir: undefined, corsOrigins: [], logLevel: 'silent' };
const app = await buildApp({ config, db: handle.db });
const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: process.env.EMAIL, password: 'Bench@12345' } });
const token = login.json().data.token;
const [id, , , max] = readFileSync('/tmp/nozzles.txt', 'utf8').split('\n')[0]!.split('|');
let v = Number(max);
for (let i = 0; i < 8; i++) {
  const t0 = performance.now();
  const res = await app.inject({ method: 'POST', url: '/api/v1/nozzle-readings', headers: { authorization: 'Bearer ' + token }, payload: { nozzleId: id, reading: (v += 1.25) } });
  console.log(res.statusCode, (performance.now() - t0).toFixed(1), 'ms');
}
await app.close(); await handle.close();
