import { defineConfig } from 'vitest/config';

/**
 * The whole suite: `npm test`. Projects: shared rules, the project's scripts, web components, API integration (PGlite, or
 * PostgreSQL when TEST_DATABASE_URL is set), and the browser journeys (e2e/vitest.config.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      'e2e/vitest.config.ts',
    ],
  },
});
