#!/usr/bin/env node
// `npm run test:e2e` (after the build): the browser tests through vitest with e2e/vitest.config.ts.
// Extra arguments go to vitest, e.g. `npm run test:e2e -- sign-in`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
