import pg from 'pg';
import { buildApp } from '../src/app';
import { DEFAULTS } from '../src/config';
import { openDb } from '../src/db/client';
const url = process.env.URL!; const email = process.env.EMAIL!; const path = process.env.P!;
const orig = pg.Client.prototype.query; let on = false;
pg.Client.prototype.query = function (this: pg.Client, ...a: unknown[]) { if (on) { const c = a[0] as { text?: string; values?: unknown[] }; console.log('----\n' + (typeof a[0] === 'string' ? a[0] : c.text) + '\n-- values: ' + JSON.stringify(c.values ?? a[1] ?? null)); } return (orig as (...x: unknown[]) => unknown).apply(this, a); } as typeof orig;
async function main() {
  const handle = await openDb({ driver: 'postgres', url });
  const app = await buildApp({ config: { databaseUrl: url, dataDir: '/tmp', jwtSecret: 'x'.repeat(40), ...DEFAULTS, webDistDir: undefined, corsOrigins: [], logLevel: 'silent' }, db: handle.db, jobs: { enabled: false } });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'Bench@12345' } });
  const headers = { authorization: `Bearer ${login.json().data.token}` };
  on = true; const r = await app.inject({ method: 'GET', url: '/api/v1' + path, headers }); on = false; console.log(r.statusCode);
  await app.close(); await handle.close();
}
main();
