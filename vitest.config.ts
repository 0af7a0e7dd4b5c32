import { defineConfig } from 'vitest/config';

// API tests run once on PGlite and, when DATABASE_URL names a PostgreSQL server (CI sets it), again on it.
const apiProject = (name: string, globalSetup: string, exclude: string[] = []) => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    exclude,
    environment: 'node',
    globalSetup: [globalSetup],
    // A bound for a hung call, not a speed check: PGlite is CPU-bound, and beside the other lanes and a
    // busy machine (load 10 on 2 cores) calls that take 8 s alone ran past 30 s; a file's set-up (its
    // app and sign-ins) once took past 120 s when the whole lane ran three times slower.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      // npm test runs these beside the browser and system suites (scripts/test.ts): room for a busy machine.
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/components/setup.ts'],
          testTimeout: 30_000,
        },
      },
      // The fuzz flood checks the HTTP layer (validation, envelopes, memory), not the database: it runs on one
      // of the two, PostgreSQL when there is one (about 10 s there; several times that on PGlite in npm test's lanes).
      apiProject(
        'api-pglite',
        'tests/api/setup/global-pglite.ts',
        process.env.DATABASE_URL ? ['tests/api/fuzz.test.ts'] : [],
      ),
      ...(process.env.DATABASE_URL ? [apiProject('api-postgres', 'tests/api/setup/global-postgres.ts')] : []),
      {
        test: {
          name: 'system',
          include: ['tests/system/**/*.test.ts'],
          exclude: ['tests/system/nginx-lane.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 200_000,
        },
      },
      // The production-shaped lane (nginx, two API processes, a builder): npm test runs it after the
      // system suite, never beside its publishing tests, whose site builds it slowed past their bounds.
      {
        test: {
          name: 'system-nginx',
          include: ['tests/system/nginx-lane.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 200_000,
        },
      },
    ],
  },
});
