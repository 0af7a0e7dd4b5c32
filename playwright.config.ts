import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, testChromiumPath } from './tests/e2e/support/chromium.ts';

// The built shop on its own port; E2E_PORT moves it when two runs share a machine.
const port = Number(process.env.E2E_PORT || 4399);
const baseURL = `http://127.0.0.1:${port}`;
const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: testChromiumPath, args: chromiumFlags },
};
const ACCOUNT_SPECS = /account-.*\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  workers: 2,
  retries: 0,
  // npm test runs this suite beside the system and API suites (scripts/test.ts): limits for a busy machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL,
    // A failed test keeps its trace: each step's DOM, network and console, without the screencast
    // (recording frames for every test took roughly a third of the browser suite's CPU, measured once on this machine).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ACCOUNT_SPECS,
      use: browser,
    },
    {
      // The account journeys place orders as the three demo accounts, whose baskets live on the one
      // shared server: they run one at a time, after the rest (which use the same accounts).
      name: 'account',
      testMatch: ACCOUNT_SPECS,
      dependencies: ['chromium'],
      workers: 1,
      use: browser,
    },
  ],
  webServer: {
    // The same Node 24 that runs Playwright (the project's `node` dev dependency).
    command: `"${process.execPath}" tests/e2e/support/serve-for-tests.ts`,
    url: `${baseURL}/`,
    env: { PORT: String(port), ASTRO_TELEMETRY_DISABLED: '1' },
    reuseExistingServer: false,
    // The first start seeds a new database and builds the whole site (about 90 s on a busy 2-core machine).
    timeout: 300_000,
    // SIGTERM lets the shop close its database and remove the temp dir (thousands of files: slow on a busy machine).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});
