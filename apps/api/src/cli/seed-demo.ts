import { DEMO_LOGINS, seedDemo } from '../db/seed-demo';
import { openDbFromEnv } from './db-from-env';

// npm run seed:demo — seeds the demo business on purpose (the embedded database does it on first start).
const handle = await openDbFromEnv();
try {
  const seeded = await seedDemo(handle.db);
  console.log(seeded ? 'Demo business seeded. Logins:' : 'The demo business was seeded before; nothing changed. Logins:');
  for (const l of DEMO_LOGINS) console.log(`  ${l.role.padEnd(10)} ${l.email} / ${l.password}`);
} finally {
  await handle.close();
}
