/**
 * `npm run lighthouse [-- /path …]`: Lighthouse (mobile preset) on pages of the built shop, started on a fresh
 * temp database like the browser tests' server. Prints the four category scores per page, writes them to
 * docs/lighthouse.md and test-results/lighthouse.json, and exits non-zero when a page is below the budget or
 * could not be audited. Default pages: / and /about.
 *
 * `--base https://…` audits a shop already running there instead (the nginx lane, `npm run lane`) and
 * writes docs/lighthouse.md's nginx section; `--trust cert.pem` makes Chromium accept that certificate
 * (the lane's is made for it and signed by no authority).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../tests/e2e/support/chromium.ts';
import { trustCertificateFlag } from '../tests/support/nginx-lane.ts';
import { categories, cell, updatedDoc, type CategoryId, type PageResult } from './support/lighthouse-doc.ts';

/** Home, category and product pages must score 100 on performance (docs/performance.md); the others 95. */
const FULL_MARKS = [/^(\/zh-cn)?\/$/, /^(\/zh-cn)?\/productListLv[345]\//, /^(\/zh-cn)?\/goodsInfo\//];

function budgetOf(category: (typeof categories)[number], pagePath: string): number {
  return category.id === 'performance' && FULL_MARKS.some((pattern) => pattern.test(pagePath)) ? 100 : category.budget;
}

const { values: options, positionals } = parseArgs({
  options: { base: { type: 'string' }, trust: { type: 'string' } },
  allowPositionals: true,
});
const paths = positionals.length > 0 ? positionals : ['/', '/about'];
if (options.base !== undefined && !/^https?:\/\/[^/]+\/?$/.test(options.base)) {
  console.error(`--base: the shop's address, such as https://127.0.0.1:4443, not "${options.base}"`);
  process.exit(2);
}
const extraFlags = options.trust ? [await trustCertificateFlag(options.trust)] : [];

/** The shop the browser tests use (tests/e2e/support/serve-for-tests.ts) on a free port; resolves to its URL. */
function startShop(): Promise<{ url: string; process: ChildProcess }> {
  const shop = spawn(process.execPath, ['tests/e2e/support/serve-for-tests.ts'], {
    env: { ...process.env, PORT: '0', ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    shop.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Lihda Group shop: (http:\/\/\S+?)\/\s/);
      if (match) resolve({ url: match[1]!, process: shop });
    });
    shop.on('exit', (code) => reject(new Error(`the shop exited (code ${code}) before it was ready:\n${output}`)));
  });
}

/** SIGTERM lets the shop close its database and remove its temp dir. */
function stopShop(shop: ChildProcess): Promise<void> {
  if (shop.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    shop.on('exit', () => resolve());
    shop.kill('SIGTERM');
  });
}

// Lighthouse's own "please run Lighthouse again" errors: a trace it failed to record, seen now and then on a busy machine.
type LighthouseResult = Awaited<ReturnType<typeof runLighthouse>>;

const badTraceCodes = new Set(['NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'NO_NAVSTART', 'NO_DCL']);
const attempts = 3;

/** One Lighthouse run in a fresh Chromium, as Lighthouse's own CLI does. */
async function runLighthouse(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags, ...extraFlags],
  });
  try {
    const run = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories.map((c) => c.id),
    });
    if (!run) throw new Error('Lighthouse returned no result');
    return run.lhr;
  } finally {
    chrome.kill();
  }
}

/** The SEO score with the "blocked from indexing" audit left out, for pages that are noindex by design. */
function seoWithoutIndexing(lhr: LighthouseResult): number | null {
  const refs = (lhr.categories.seo?.auditRefs ?? []).filter((ref) => ref.id !== 'is-crawlable' && ref.weight > 0);
  const scored = refs.filter((ref) => lhr.audits[ref.id]?.score != null);
  const weight = scored.reduce((sum, ref) => sum + ref.weight, 0);
  if (weight === 0) return null;
  return Math.round(
    (100 * scored.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]!.score ?? 0), 0)) / weight,
  );
}

async function audit(pagePath: string, baseUrl: string): Promise<PageResult> {
  const result: PageResult = {
    path: pagePath,
    scores: null,
    problems: [],
    lostAudits: [],
    warnings: [],
    notes: [],
    loadAverage: os.loadavg()[0]!,
  };
  const url = new URL(pagePath, baseUrl).href;
  try {
    let lhr = await runLighthouse(url);
    for (let attempt = 2; attempt <= attempts && badTraceCodes.has(lhr.runtimeError?.code ?? ''); attempt++) {
      console.log(
        `${pagePath}: ${lhr.runtimeError!.code}, running Lighthouse again (attempt ${attempt} of ${attempts})`,
      );
      lhr = await runLighthouse(url);
    }
    result.warnings = lhr.runWarnings.map(String);
    // A page that does not load (e.g. HTTP 404) comes back as a runtime error with empty scores.
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    const scores = {} as Record<CategoryId, number | null>;
    const privatePage = lhr.audits['is-crawlable']?.score === 0;
    if (privatePage) result.notes.push(`noindex on purpose: SEO ${seoWithoutIndexing(lhr)} without the indexing audit`);
    for (const category of categories) {
      const found = lhr.categories[category.id];
      const score = found?.score == null ? null : Math.round(found.score * 100);
      scores[category.id] = score;
      // Basket, payment, account and editor pages say noindex themselves: judge their SEO without that audit.
      const judged = category.id === 'seo' && privatePage ? seoWithoutIndexing(lhr) : score;
      const budget = budgetOf(category, pagePath);
      if (judged !== null && judged >= budget) continue;
      result.problems.push(`${category.label} ${score ?? 'no score'} < ${budget}`);
      for (const ref of found?.auditRefs ?? []) {
        const item = lhr.audits[ref.id];
        if (ref.weight > 0 && item && item.score !== null && item.score < 1)
          result.lostAudits.push(
            `${category.label}: ${item.title}${item.displayValue ? ` (${item.displayValue})` : ''}`,
          );
      }
    }
    result.scores = scores;
  } catch (error) {
    result.problems.push(`not audited: ${(error as Error).message}`);
  }
  return result;
}

function printTable(results: PageResult[]): void {
  const header = ['page', ...categories.map((c) => c.label), 'load', 'result'];
  const rows = results.map((r) => [
    r.path,
    ...categories.map((c) => cell(r.scores?.[c.id])),
    r.loadAverage.toFixed(1),
    r.problems.length ? 'FAIL' : 'ok',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  for (const row of [header, ...rows]) console.log(row.map((value, i) => value.padEnd(widths[i]!)).join('  '));
  for (const r of results)
    for (const line of [...r.problems, ...r.lostAudits, ...r.warnings]) console.log(`${r.path}: ${line}`);
}

// A running shop at --base, or one started here.
const shop = options.base
  ? undefined
  : await startShop().catch((error: unknown) => {
      console.error(`Lighthouse not run: ${(error as Error).message}`);
      process.exit(1);
    });
const baseUrl = options.base ?? shop!.url;
const results: PageResult[] = [];
try {
  // One page at a time: parallel runs on two cores would distort the performance scores.
  for (const pagePath of paths) results.push(await audit(pagePath, baseUrl));
} finally {
  if (shop) await stopShop(shop.process);
}

const date = new Date().toISOString().slice(0, 10);
const version = (
  JSON.parse(fs.readFileSync(path.resolve('node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
).version;
printTable(results);
const doc = path.resolve('docs/lighthouse.md');
fs.writeFileSync(
  doc,
  updatedDoc(fs.existsSync(doc) ? fs.readFileSync(doc, 'utf8') : '', results, {
    date,
    version,
    nginx: Boolean(options.base),
  }),
);
fs.mkdirSync(path.resolve('test-results'), { recursive: true });
const budget = Object.fromEntries(categories.map((c) => [c.id, c.budget]));
fs.writeFileSync(
  path.resolve('test-results/lighthouse.json'),
  `${JSON.stringify({ date, lighthouseVersion: version, base: baseUrl, budget, pages: results }, null, 2)}\n`,
);

const failed = results.filter((r) => r.problems.length > 0).length;
console.log(`\n${results.length - failed} of ${results.length} pages within budget (docs/lighthouse.md)`);
process.exit(failed === 0 ? 0 : 1);
