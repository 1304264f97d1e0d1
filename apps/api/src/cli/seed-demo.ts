import { DEMO_LOGINS, seedDemo } from '../seed/demo';
import { openDbFromEnv } from './db-from-env';

// npm run seed:demo — seeds the demo business on purpose (the embedded database does it on first start).
const handle = await openDbFromEnv();
try {
  const started = Date.now();
  const seeded = await seedDemo(handle.db);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(seeded ? `Demo business seeded with 90 days of history in ${seconds} s. Logins:` : 'The demo business was seeded before; nothing changed. Logins:');
  for (const l of DEMO_LOGINS) console.log(`  ${l.role.padEnd(10)} ${l.email} / ${l.password}`);
} finally {
  await handle.close();
}
