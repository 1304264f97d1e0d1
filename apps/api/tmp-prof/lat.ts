import { buildApp } from '../src/app';
import { DEFAULTS } from '../src/config';
import { openDb } from '../src/db/client';
const url = process.env.URL!; const email = process.env.EMAIL!;
const paths = (process.env.PATHS ?? '').split(',');
async function main() {
  const handle = await openDb({ driver: 'postgres', url });
  const app = await buildApp({ config: { databaseUrl: url, dataDir: '/tmp', jwtSecret: 'x'.repeat(40), ...DEFAULTS, webDistDir: undefined, corsOrigins: [], logLevel: 'silent' }, db: handle.db, jobs: { enabled: false } });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'Bench@12345' } });
  const headers = { authorization: `Bearer ${login.json().data.token}` };
  for (const p of paths) {
    const times: number[] = [];
    for (let i = 0; i < 12; i++) { const t0 = performance.now(); const r = await app.inject({ method: 'GET', url: '/api/v1' + p, headers }); times.push(performance.now() - t0); if (r.statusCode !== 200) { console.log(p, r.statusCode, r.body.slice(0, 200)); break; } }
    console.log(p, times.map((t) => t.toFixed(0)).join(' '));
  }
  await app.close(); await handle.close();
}
main();
