/**
 * `npm run bench:catalogue [-- --scales 1,10]`: builds the whole site from a fresh database at each
 * scale and prints pages per second, then measures search latency (p50, p99) at the largest scale.
 * Numbers go to bench-results/catalogue.json; docs/performance.md keeps the latest summary.
 * A benchmark, not a test: run it on a quiet machine.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../../server/config.ts';
import { seedDatabase } from '../../server/seed/load.ts';
import { startApi, type RunningApi } from '../../server/start-api.ts';
import { astroBuild } from '../astro-build.ts';
import { percentile } from './percentiles.ts';

const { values } = parseArgs({ options: { scales: { type: 'string', default: '1,10' }, searches: { type: 'string', default: '300' } } });
const scales = values.scales.split(',').map(Number);
const searchRounds = Number(values.searches);

/** Header-box and results-page searches a buyer makes: words, typos, part-number prefixes, Chinese, facets. */
const SEARCHES: Array<{ call: string; body: object }> = [
  { call: 'productSearchTop', body: { name: 'knob' } },
  { call: 'productSearchTop', body: { name: 'LH-1101' } },
  { call: 'productSearch', body: { keyword: 'toggle clamp' } },
  { call: 'productSearch', body: { keyword: 'hnige' } },
  { call: 'productSearch', body: { keyword: '把手' } },
  { call: 'productSearch', body: { partNo: 'LH-31' } },
  { call: 'productSearch', body: { categoryId: 1, sort: 'priceAsc' } },
  { call: 'productSearch', body: { keyword: 'knob', dimKey: 'd1', dimMin: 20, dimMax: 40 } },
];

async function countPages(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true });
  return entries.filter((e) => String(e).endsWith('.html')).length;
}

async function measureSearch(api: RunningApi): Promise<Record<string, { p50: number; p99: number }>> {
  const timings = new Map<string, number[]>();
  for (let round = 0; round < searchRounds; round++) {
    const search = SEARCHES[round % SEARCHES.length]!;
    const started = performance.now();
    const response = await api.app.inject({ method: 'POST', url: `/api/unpri/${search.call}`, payload: search.body });
    const ms = performance.now() - started;
    if (response.json().code !== 200) throw new Error(`${search.call} failed: ${response.body}`);
    const key = `${search.call} ${JSON.stringify(search.body)}`;
    timings.set(key, [...(timings.get(key) ?? []), ms]);
  }
  const all = [...timings.values()].flat();
  const summary: Record<string, { p50: number; p99: number }> = { all: { p50: percentile(all, 50), p99: percentile(all, 99) } };
  for (const [key, ms] of timings) summary[key] = { p50: percentile(ms, 50), p99: percentile(ms, 99) };
  return summary;
}

const results: Record<string, unknown> = { date: new Date().toISOString(), cpus: os.cpus().length, node: process.version };
for (const scale of scales) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `lihda-bench-${scale}-`));
  const api = await startApi({ ...readConfig(), dataDir: dir, databaseUrl: undefined, seedDemo: true, host: '127.0.0.1', port: 0, logLevel: 'warn' });
  try {
    if (scale > 1) await seedDatabase(api.database.db, scale);
    const siteDir = path.join(dir, 'dist');
    const started = performance.now();
    await astroBuild(api.url, siteDir);
    const seconds = (performance.now() - started) / 1000;
    const pages = await countPages(siteDir);
    const build = { pages, seconds: Number(seconds.toFixed(1)), pagesPerSecond: Number((pages / seconds).toFixed(1)) };
    console.log(`scale ${scale}: ${pages} pages in ${build.seconds} s = ${build.pagesPerSecond} pages/s`);
    const search = scale === Math.max(...scales) ? await measureSearch(api) : undefined;
    if (search) {
      for (const [key, { p50, p99 }] of Object.entries(search)) console.log(`  search ${key}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
    }
    results[`scale${scale}`] = { build, ...(search ? { search } : {}) };
  } finally {
    await api.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}
await fs.mkdir('bench-results', { recursive: true });
await fs.writeFile('bench-results/catalogue.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('Written to bench-results/catalogue.json');
