/**
 * `npm test`: every suite (the typecheck; ESLint; vitest's unit, components, API on PGlite and on PostgreSQL
 * when DATABASE_URL is set, and system projects; Playwright), a table of what each ran and how long it
 * took, and last one line `N passed, N failed` for CI.
 *
 * The suites run in three lanes at once: the browser suite in one, and the others in two lanes that
 * each take the next suite when theirs ends, longest first, so that no lane is left alone at the end
 * with a long suite. The browser and system suites spend much of their time waiting on site builds,
 * child processes and page loads, and one lane alone left the second core idle about half the time.
 * Each suite's output goes to test-results/logs/ and is printed whole when it ends, so lanes never
 * interleave.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { playwrightFailures, vitestFailures } from './support/test-failures.ts';

const resultsDir = path.resolve('test-results');
const logsDir = path.join(resultsDir, 'logs');
fs.mkdirSync(logsDir, { recursive: true });
const bin = (name: string) => path.resolve('node_modules', '.bin', name);
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' };

/** How much lower the other suites' CPU priority is than the browser and system suites' (nice(1)'s scale, 0 to 19). */
const BATCH_NICENESS = 10;
/** Suites whose tests wait on processes and pages within time bounds: they run at normal priority. */
const WALL_CLOCK_SUITES = new Set(['browser', 'system', 'system-nginx']);

interface SuiteResult {
  suite: string;
  passed: number;
  failed: number;
  seconds: number;
  /** The failed tests, a line each, listed again at the end of the run. */
  failures: string[];
}

/** Runs one command with its output in the suite's log; resolves with its exit status and time. */
function run(
  suite: string,
  command: string,
  args: string[],
  extraEnv: Record<string, string> = {},
): Promise<{ status: number; seconds: number }> {
  const started = performance.now();
  const log = fs.openSync(path.join(logsDir, `${suite}.log`), 'a');
  // The browser and system suites wait on page loads, site builds and child processes within bounds:
  // the other suites yield the CPU to them and take what they leave idle (nice applies to every process
  // and thread they start). A niced system suite got a tenth of a core beside the browser suite, and
  // its publish builds (23 s alone) ran past their 280 s bound in CI.
  const [program, programArgs] = WALL_CLOCK_SUITES.has(suite)
    ? [command, args]
    : ['nice', ['-n', String(BATCH_NICENESS), command, ...args]];
  return new Promise((resolve) => {
    const child = spawn(program, programArgs, { stdio: ['ignore', log, log], env: { ...env, ...extraEnv } });
    const done = (status: number) => {
      fs.closeSync(log);
      resolve({ status, seconds: (performance.now() - started) / 1000 });
    };
    child.on('error', (error) => {
      fs.appendFileSync(path.join(logsDir, `${suite}.log`), `${error.message}\n`);
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

function readJson(file: string): Record<string, unknown> | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
}

/** TypeScript, strict, over the whole repo, and the server again without the DOM's types: one check that passes or fails. */
async function typecheck(): Promise<SuiteResult> {
  const whole = await run('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
  const server = await run('typecheck', bin('tsc'), ['--noEmit', '-p', 'server/tsconfig.json']);
  const ok = whole.status === 0 && server.status === 0;
  const errors = ok
    ? []
    : fs
        .readFileSync(path.join(logsDir, 'typecheck.log'), 'utf8')
        .split('\n')
        .filter((line) => line.includes('error TS'));
  return {
    suite: 'typecheck',
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    seconds: whole.seconds + server.seconds,
    failures: errors.slice(0, 20),
  };
}

/** A check over the whole repo that passes or fails as one, the lines of its log that name a problem listed. */
async function wholeRepoCheck(suite: string, command: string, args: string[], problem: RegExp): Promise<SuiteResult> {
  const { status, seconds } = await run(suite, command, args);
  const problems =
    status === 0
      ? []
      : fs
          .readFileSync(path.join(logsDir, `${suite}.log`), 'utf8')
          .split('\n')
          .filter((line) => problem.test(line));
  return {
    suite,
    passed: status === 0 ? 1 : 0,
    failed: status === 0 ? 0 : 1,
    seconds,
    failures: problems.slice(0, 20),
  };
}

/** ESLint over the whole repo (eslint.config.js). */
const lint = () => wholeRepoCheck('lint', bin('eslint'), ['.', '--max-warnings=0'], /\d+:\d+\s+(error|warning)/);
/** Prettier's check over the whole repo (.prettierrc.json, .prettierignore): each file it would change. */
const format = () => wholeRepoCheck('format', bin('prettier'), ['--check', '.'], /^\[warn\] (?!Code style)/);

/**
 * How many files of each vitest project run at once. Vitest's default on this 2-core machine is one
 * (cores - 1); the system tests mostly wait on the processes they start, and the lanes beside them
 * leave room, so each project gets a little more.
 */
const WORKERS: Record<string, number> = { unit: 2, components: 2, 'api-pglite': 2, 'api-postgres': 2, system: 2 };

/** One vitest project (vitest.config.ts). */
async function vitest(project: string): Promise<SuiteResult> {
  const file = path.join(resultsDir, `vitest-${project}.json`);
  fs.rmSync(file, { force: true });
  const { status, seconds } = await run(project, bin('vitest'), [
    'run',
    '--project',
    project,
    `--maxWorkers=${WORKERS[project] ?? 1}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const report = readJson(file);
  if (!report)
    return { suite: project, passed: 0, failed: 1, seconds, failures: [`${project}: no report (see its log)`] };
  const failed = Number(report.numFailedTests ?? 0);
  // A suite that crashed before its tests ran counts as a failure too.
  const brokenSuites = status !== 0 && failed === 0 ? 1 : 0;
  const failures = vitestFailures(report);
  return {
    suite: project,
    passed: Number(report.numPassedTests ?? 0),
    failed: failed + brokenSuites,
    seconds,
    failures: brokenSuites && failures.length === 0 ? [`${project}: exited ${status} (see its log)`] : failures,
  };
}

async function playwright(): Promise<SuiteResult> {
  const file = path.join(resultsDir, 'playwright.json');
  fs.rmSync(file, { force: true });
  const { status, seconds } = await run('browser', bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  const report = readJson(file);
  const stats = report?.stats as Record<string, number> | undefined;
  if (!report || !stats)
    return { suite: 'browser', passed: 0, failed: 1, seconds, failures: ['browser: no report (see its log)'] };
  const failed = (stats.unexpected ?? 0) + (status !== 0 && !stats.unexpected ? 1 : 0);
  const failures = playwrightFailures(report);
  return {
    suite: 'browser',
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed,
    seconds,
    failures: failed > 0 && failures.length === 0 ? [`browser: exited ${status} (see its log)`] : failures,
  };
}

/** Prints a finished suite's whole log under one heading. */
function report(result: SuiteResult): SuiteResult {
  const log = path.join(logsDir, `${result.suite}.log`);
  const text = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
  console.log(
    `\n===== ${result.suite}: ${result.passed} passed, ${result.failed} failed, ${(result.seconds / 60).toFixed(1)} min =====\n${text}`,
  );
  return result;
}

/** Runs the suites in `count` lanes at once, each lane taking the next suite (or run of suites) when its own ends, and reports each as it ends. */
async function lanes(count: number, suites: Array<() => Promise<SuiteResult | SuiteResult[]>>): Promise<SuiteResult[]> {
  const queue = [...suites];
  const results: SuiteResult[] = [];
  await Promise.all(
    Array.from({ length: count }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) results.push(...[await next()].flat().map(report));
    }),
  );
  return results;
}

for (const old of fs.readdirSync(logsDir)) fs.rmSync(path.join(logsDir, old));
const started = performance.now();
const hasBrowserTests = fs.existsSync('playwright.config.ts') && fs.existsSync('tests/e2e');
// Longest first (their times in a run of the lanes: system, API on PGlite, typecheck, components, API on PostgreSQL, unit).
const otherSuites = [
  'system',
  'api-pglite',
  'typecheck',
  'components',
  ...(process.env.DATABASE_URL ? ['api-postgres'] : []),
  'lint',
  'format',
  'unit',
];
// The nginx lane follows the system suite in its lane, never beside it: both build the site, and two
// builds at once beside the browser suite ran the publishing tests past their bounds (docs/deploy.md).
const systemThenNginx = async () => [await vitest('system'), await vitest('system-nginx')];
/** The suites that are not one vitest project. */
const WHOLE_SUITES: Record<string, () => Promise<SuiteResult | SuiteResult[]>> = {
  typecheck,
  lint,
  format,
  system: systemThenNginx,
};
const finished = await Promise.all([
  lanes(1, hasBrowserTests ? [playwright] : []),
  lanes(
    2,
    otherSuites.map((suite) => WHOLE_SUITES[suite] ?? (() => vitest(suite))),
  ),
]);
const order = [
  'typecheck',
  'lint',
  'format',
  'unit',
  'components',
  'api-pglite',
  'api-postgres',
  'system',
  'system-nginx',
  'browser',
];
const results = finished.flat().sort((a, b) => order.indexOf(a.suite) - order.indexOf(b.suite));
const wall = (performance.now() - started) / 1000;
const total = {
  suite: 'total (wall)',
  passed: results.reduce((n, r) => n + r.passed, 0),
  failed: results.reduce((n, r) => n + r.failed, 0),
  seconds: wall,
  failures: [],
};
const failures = results.flatMap((r) => r.failures.map((line) => `${r.suite}: ${line}`));

const row = (r: SuiteResult) =>
  `${r.suite.padEnd(14)}${String(r.passed).padStart(8)}${String(r.failed).padStart(8)}${`${(r.seconds / 60).toFixed(1)} min`.padStart(10)}`;
const table = [
  `${'suite'.padEnd(14)}${'passed'.padStart(8)}${'failed'.padStart(8)}${'time'.padStart(10)}`,
  ...results.map(row),
  row(total),
].join('\n');
const summary = `${total.passed} passed, ${total.failed} failed`;
const failureList = failures.length > 0 ? `Failed:\n${failures.map((line) => `- ${line}`).join('\n')}\n\n` : '';
fs.writeFileSync(
  path.join(resultsDir, 'summary.txt'),
  `${failureList}${table}\n(The three lanes run at once: the total is the run's wall time, not the sum.)\n\n${summary}\n`,
);
console.log(`\n${failureList}${table}\n\n${summary}`);
process.exit(total.failed === 0 && total.passed > 0 ? 0 : 1);
