import { defineConfig } from 'vitest/config';

// API tests run once on PGlite and, when DATABASE_URL names a PostgreSQL server (CI sets it), again on it.
const apiProject = (name: string, globalSetup: string) => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: [globalSetup],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false } },
      { test: { name: 'components', include: ['tests/components/**/*.test.{ts,tsx}'], environment: 'happy-dom', setupFiles: ['tests/components/setup.ts'] } },
      apiProject('api-pglite', 'tests/api/setup/global-pglite.ts'),
      ...(process.env.DATABASE_URL ? [apiProject('api-postgres', 'tests/api/setup/global-postgres.ts')] : []),
      { test: { name: 'system', include: ['tests/system/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 200_000 } },
    ],
  },
});
