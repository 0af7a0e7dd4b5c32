/**
 * `npm test`: the typecheck, then each suite on its own (vitest: unit, components, API on PGlite and
 * on PostgreSQL when DATABASE_URL is set, system; then Playwright), a table of what each ran and how
 * long it took, and last one line `N passed, N failed` for CI.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const resultsDir = path.resolve('test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const bin = (name: string) => path.resolve('node_modules', '.bin', name);
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

interface SuiteResult { suite: string; passed: number; failed: number; seconds: number }

function run(command: string, args: string[], extraEnv: Record<string, string> = {}): { status: number; seconds: number } {
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  return { status: result.status ?? 1, seconds: (performance.now() - started) / 1000 };
}

function readJson(file: string): Record<string, unknown> | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
}

/** TypeScript, strict, over the whole repo, and the server again without the DOM's types: one check that passes or fails. */
function typecheck(): SuiteResult {
  const whole = run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
  const server = run(bin('tsc'), ['--noEmit', '-p', 'server/tsconfig.json']);
  const status = whole.status || server.status;
  const seconds = whole.seconds + server.seconds;
  if (status !== 0) console.error('typecheck failed');
  return { suite: 'typecheck', passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, seconds };
}

/** One vitest project (vitest.config.ts). */
function vitest(project: string): SuiteResult {
  const file = path.join(resultsDir, `vitest-${project}.json`);
  fs.rmSync(file, { force: true });
  const { status, seconds } = run(bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  const report = readJson(file);
  if (!report) return { suite: project, passed: 0, failed: 1, seconds };
  const failed = Number(report.numFailedTests ?? 0);
  // A suite that crashed before its tests ran counts as a failure too.
  const brokenSuites = status !== 0 && failed === 0 ? 1 : 0;
  return { suite: project, passed: Number(report.numPassedTests ?? 0), failed: failed + brokenSuites, seconds };
}

function playwright(): SuiteResult[] {
  const hasBrowserTests = fs.existsSync('playwright.config.ts') && fs.existsSync('tests/e2e');
  if (!hasBrowserTests) return [];
  const file = path.join(resultsDir, 'playwright.json');
  fs.rmSync(file, { force: true });
  const { status, seconds } = run(bin('playwright'), ['test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const stats = readJson(file)?.stats as Record<string, number> | undefined;
  if (!stats) return [{ suite: 'browser', passed: 0, failed: 1, seconds }];
  const failed = (stats.unexpected ?? 0) + (status !== 0 && !stats.unexpected ? 1 : 0);
  return [{ suite: 'browser', passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed, seconds }];
}

const projects = ['unit', 'components', 'api-pglite', ...(process.env.DATABASE_URL ? ['api-postgres'] : []), 'system'];
const results = [typecheck(), ...projects.map(vitest), ...playwright()];
const total = results.reduce((a, b) => ({ suite: 'total', passed: a.passed + b.passed, failed: a.failed + b.failed, seconds: a.seconds + b.seconds }));

const row = (r: SuiteResult) => `${r.suite.padEnd(14)}${String(r.passed).padStart(8)}${String(r.failed).padStart(8)}${`${(r.seconds / 60).toFixed(1)} min`.padStart(10)}`;
const table = [`${'suite'.padEnd(14)}${'passed'.padStart(8)}${'failed'.padStart(8)}${'time'.padStart(10)}`, ...results.map(row), row(total)].join('\n');
const summary = `${total.passed} passed, ${total.failed} failed`;
fs.writeFileSync(path.join(resultsDir, 'summary.txt'), `${table}\n\n${summary}\n`);
console.log(`\n${table}\n\n${summary}`);
process.exit(total.failed === 0 && total.passed > 0 ? 0 : 1);
