import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * End-to-end browser tests: `npx vitest run --config e2e/vitest.config.ts` after `npm run build`.
 * One real server (apps/api/dist/server.js on a fresh embedded database) is started for the whole run
 * by global-setup.ts; each test file launches Debian's Chromium once and each test gets a fresh context.
 */
const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  test: {
    name: 'e2e',
    // Absolute, so the same config works from the root workspace (projects) and on its own (--config).
    dir: here,
    include: ['**/*.e2e.ts'],
    globalSetup: [fileURLToPath(new URL('./global-setup.ts', import.meta.url))],
    environment: 'node',
    // Two cores: the server, Chromium and one test file at a time is what the machine carries calmly.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // expect.poll waits for what a page shows after its data arrives. Its default (1 s) is a timing that
    // fails on a slow hour (creditors.e2e.ts saw 0 of 6 cards once on a machine at half speed); a page
    // that never shows the figure still fails, after 10 s.
    expect: { poll: { timeout: 10_000 } },
    // A retry hides nothing here: a flaky journey fails loudly on the second try too.
    retry: 0,
  },
});
