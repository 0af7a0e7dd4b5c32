/**
 * `npm run bench:catalogue [-- --scales 1,10 --searches 300 --targets pglite,postgres --no-build]`:
 * builds the whole site from a fresh PGlite database at each scale and prints pages per second,
 * then measures search latency (p50, p99) at the largest scale on each target: PGlite, and
 * PostgreSQL (DATABASE_URL, else a throwaway server) seeded at that scale, after one unmeasured
 * request of each search (its time printed as the first request). Each call's worst p99
 * is printed beside its target (docs/performance.md) and a bare Fastify route's (the machine's own noise),
 * after the EXPLAIN ANALYZE of the keyword match for keywords with synonyms. Numbers go to
 * bench-results/catalogue.json; docs/performance.md keeps the latest summary. A benchmark, not a test: run it on a quiet machine.
 * `--seeded`: DATABASE_URL already holds the catalogue at the largest scale (a `--scale 100` seed takes minutes).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/connect.ts';
import { seedDatabase } from '../../server/seed/load.ts';
import { startApi, type RunningApi } from '../../server/start-api.ts';
import { astroBuild } from '../astro-build.ts';
import { startOwnPostgres } from '../support/own-postgres.ts';
import { explainKeywordMatch, SYNONYM_KEYWORDS } from './search-explain.ts';
import { measureBare, measureSearch, worstByCall, type Latency } from './search-latency.ts';
import { formatTable } from './table.ts';

const { values } = parseArgs({
  options: {
    scales: { type: 'string', default: '1,10' },
    searches: { type: 'string', default: '300' },
    targets: { type: 'string', default: 'pglite,postgres' },
    'no-build': { type: 'boolean', default: false },
    seeded: { type: 'boolean', default: false },
  },
});
const scales = values.scales.split(',').map(Number);
const largest = Math.max(...scales);
const searchRounds = Number(values.searches);
const targets = values.targets.split(',');

/** p99 targets at `--scale 10`, in ms (docs/performance.md). */
const P99_TARGETS: Record<string, number> = { productSearch: 50, productSearchTop: 20, productSuggest: 20 };

async function countPages(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true });
  return entries.filter((e) => String(e).endsWith('.html')).length;
}

/** An API on a database seeded at the scale (the demo catalogue is scale 1). */
async function apiAtScale(
  scale: number,
  config: { dataDir: string; databaseUrl: string | undefined },
): Promise<RunningApi> {
  // The demo catalogue at scale 1; a larger one is seeded below (startApi seeds only when asked).
  const api = await startApi({
    ...readConfig(),
    ...config,
    seedDemo: scale === 1,
    host: '127.0.0.1',
    port: 0,
    logLevel: 'warn',
  });
  if (scale === 1 || (values.seeded && config.databaseUrl)) return api;
  // Start-up work, like the demo seed: on PostgreSQL without the request timeouts (a statement of a
  // --scale 100 seed passed the 10 s limit); PGlite has none, and one process owns its data dir.
  const seeding = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl }, { timeouts: false })
    : undefined;
  try {
    const started = performance.now();
    await seedDatabase(seeding?.db ?? api.database.db, scale);
    console.log(`seeded --scale ${scale} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await seeding?.close();
  }
  return api;
}

async function searchOn(
  target: string,
  api: RunningApi,
  results: Record<string, unknown>,
): Promise<Record<string, Latency>> {
  for (const keyword of SYNONYM_KEYWORDS)
    console.log(
      `  ${target} EXPLAIN ANALYZE of the keyword match for "${keyword}":\n${(await explainKeywordMatch(api.app.db, keyword)).replace(/^/gm, '    ')}`,
    );
  const search = await measureSearch(api.app, searchRounds);
  for (const [key, { p50, p99, cpuP50, first }] of Object.entries(search)) {
    const firstTime = first === undefined ? '' : `, first request ${first.toFixed(1)} ms`;
    console.log(
      `  ${target} search ${key}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, CPU p50 ${cpuP50.toFixed(1)} ms${firstTime}`,
    );
  }
  results[`search-${target}`] = search;
  return worstByCall(search);
}

const verdict = (p99: number, target: number | undefined) =>
  target === undefined ? '-' : p99 <= target ? 'within' : 'over';

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  cpus: os.cpus().length,
  loadAverage: os.loadavg(),
  node: process.version,
};
const worst: Array<[string, Record<string, Latency>]> = [];
// PGlite serves the builds and its own searches: with neither asked for, no PGlite catalogue is seeded.
const pgliteScales = values['no-build'] ? (targets.includes('pglite') ? [largest] : []) : scales;
for (const scale of pgliteScales) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `lihda-bench-${scale}-`));
  const api = await apiAtScale(scale, { dataDir: dir, databaseUrl: undefined });
  try {
    if (!values['no-build']) {
      const siteDir = path.join(dir, 'dist');
      const started = performance.now();
      await astroBuild(api.url, siteDir);
      const seconds = (performance.now() - started) / 1000;
      const pages = await countPages(siteDir);
      const build = {
        pages,
        seconds: Number(seconds.toFixed(1)),
        pagesPerSecond: Number((pages / seconds).toFixed(1)),
      };
      console.log(`scale ${scale}: ${pages} pages in ${build.seconds} s = ${build.pagesPerSecond} pages/s`);
      results[`scale${scale}`] = { build };
    }
    if (scale === largest && targets.includes('pglite')) worst.push(['PGlite', await searchOn('pglite', api, results)]);
  } finally {
    await api.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}
if (targets.includes('postgres')) {
  const throwaway = process.env.DATABASE_URL ? undefined : await startOwnPostgres();
  try {
    const api = await apiAtScale(largest, {
      dataDir: os.tmpdir(),
      databaseUrl: throwaway?.url ?? process.env.DATABASE_URL,
    });
    try {
      worst.push(['PostgreSQL', await searchOn('postgres', api, results)]);
    } finally {
      await api.close();
    }
  } finally {
    await throwaway?.remove();
  }
}
if (worst.length) worst.push(['bare Fastify', { 'baseline (no database)': await measureBare(searchRounds) }]);
if (worst.length) {
  console.log(
    `\nSearch at --scale ${largest}, the worst search of each call (load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')}):`,
  );
  console.log(
    formatTable(
      ['target', 'call', 'p50 ms', 'p99 ms', 'CPU p50 ms', 'p99 target ms', 'verdict'],
      worst.flatMap(([target, calls]) =>
        Object.entries(calls).map(([call, { p50, p99, cpuP50 }]) => [
          target,
          call,
          Number(p50.toFixed(1)),
          Number(p99.toFixed(1)),
          Number(cpuP50.toFixed(1)),
          P99_TARGETS[call] ?? '-',
          verdict(p99, P99_TARGETS[call]),
        ]),
      ),
    ),
  );
}
await fs.mkdir('bench-results', { recursive: true });
await fs.writeFile('bench-results/catalogue.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('Written to bench-results/catalogue.json');
