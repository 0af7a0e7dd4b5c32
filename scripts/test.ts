/**
 * `npm test`: the typecheck, then every suite (vitest: unit, API on PGlite and on PostgreSQL when DATABASE_URL is set,
 * system; Playwright when there are browser tests), then one line `N passed, N failed` for CI.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const resultsDir = path.resolve('test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const bin = (name: string) => path.resolve('node_modules', '.bin', name);
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

interface Counts { passed: number; failed: number }

function run(command: string, args: string[], extraEnv: Record<string, string> = {}): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  return result.status ?? 1;
}

function readJson(file: string): Record<string, unknown> | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
}

/** TypeScript, strict, over the whole repo: one check that passes or fails. */
function typecheck(): Counts {
  const status = run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
  if (status !== 0) console.error('typecheck failed');
  return { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 };
}

function vitest(): Counts {
  const file = path.join(resultsDir, 'vitest.json');
  fs.rmSync(file, { force: true });
  const status = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 1 };
  const failed = Number(report.numFailedTests ?? 0);
  // A suite that crashed before its tests ran counts as a failure too.
  const brokenSuites = status !== 0 && failed === 0 ? 1 : 0;
  return { passed: Number(report.numPassedTests ?? 0), failed: failed + brokenSuites };
}

function playwright(): Counts {
  const hasBrowserTests = fs.existsSync('playwright.config.ts') && fs.existsSync('tests/e2e');
  if (!hasBrowserTests) return { passed: 0, failed: 0 };
  const file = path.join(resultsDir, 'playwright.json');
  fs.rmSync(file, { force: true });
  const status = run(bin('playwright'), ['test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const stats = readJson(file)?.stats as Record<string, number> | undefined;
  if (!stats) return { passed: 0, failed: 1 };
  const failed = (stats.unexpected ?? 0) + (status !== 0 && !stats.unexpected ? 1 : 0);
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed };
}

const totals = [typecheck(), vitest(), playwright()].reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed }));
const summary = `${totals.passed} passed, ${totals.failed} failed`;
fs.writeFileSync(path.join(resultsDir, 'summary.txt'), `${summary}\n`);
console.log(`\n${summary}`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
