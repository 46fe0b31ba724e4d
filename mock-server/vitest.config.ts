import { defineConfig } from 'vitest/config';

// Server tests: each file builds the app once on a fresh, seeded database (in-memory PGlite, or a new PostgreSQL
// database when TEST_DATABASE=postgres) and talks to it with inject().
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
