import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './preact-aliases.ts';

export default defineConfig({
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...PREACT_ALIASES],
    // The libraries' ES module builds, whose imports of React go through the aliases (not CommonJS `require`s).
    mainFields: ['module', 'browser', 'main'],
    conditions: ['module', 'browser', 'development|production'],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['./test-setup.ts'],
    // A page's code is transformed on its first use: under the whole suite on a busy 2-core machine one
    // navigation took longer than the default 5 s (router.test.tsx, a CI run of 2026-11-28). The limit
    // only stops a hung test; nothing here is timed.
    testTimeout: 30_000,
    // Run through Vite, so that the libraries' own imports of React find Preact too.
    server: { deps: { inline: [/react|radix|tanstack|testing-library|sonner|lucide|recharts|formatjs/] } },
  },
});
