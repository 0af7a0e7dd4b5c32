/**
 * `npm run bench:memory [-- --site dist --duration 10 --connections 10]`: resident memory of
 * `npm start` (scripts/start.ts, in a child process) serving a built site on PGlite: the first start
 * (a new database, seeded), idle after a restart, and under the load of bench:api plus the home page.
 * Samples /proc/<pid>/status (VmRSS, VmHWM) of the server and its children. Numbers go to
 * bench-results/memory.json; docs/performance.md keeps the latest summary.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readBuildRecord } from '../../server/publish/build-record.ts';
import type { BenchCall } from './api-calls.ts';
import { startChild } from './child-server.ts';
import { LOAD_TABLE_HEADERS, loadCall, loadRow, loadTableRow, type LoadOptions, type LoadRow } from './load.ts';
import { loadShop } from './load-shop.ts';
import { sampleMemory, type MemoryPeaks } from './process-memory.ts';
import { formatTable } from './table.ts';

const { values } = parseArgs({
  options: {
    site: { type: 'string', default: 'dist' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    idle: { type: 'string', default: '5' },
  },
});
const siteDir = path.resolve(values.site);
if (!fs.existsSync(path.join(siteDir, 'index.html'))) {
  throw new Error(`No built site in ${siteDir}: run \`npm run build\` first, or pass --site <dir>`);
}
const load: LoadOptions = { durationSeconds: Number(values.duration), connections: Number(values.connections) };
const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'lihda-bench-memory-'));
// PUBLISH_BUILDS=0: a build started by the publisher would measure astro, not the shop.
// The address the site was built for: on another, npm start would build it again before serving it.
const builtFor = (await readBuildRecord(siteDir))?.siteUrl;
const env = {
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SITE_DIR: siteDir,
  PUBLISH_BUILDS: '0',
  ...(builtFor ? { SITE_URL: builtFor } : {}),
};
const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** A static page from the same process: the site's share of npm start's work. */
function homePage(): { call: BenchCall; failures: { count: number } } {
  const failures = { count: 0 };
  const onResponse = (status: number) => {
    if (status !== 200) failures.count++;
  };
  return { call: { name: 'GET / (home page)', requests: [{ method: 'GET', path: '/', onResponse }] }, failures };
}

const phases: Record<string, MemoryPeaks> = {};
const rows: LoadRow[] = [];
try {
  // First start: a new PGlite data dir is created and seeded (its peak is the start-up's, not serving's).
  const first = await startChild('scripts/start.ts', env);
  phases.firstStart = await sampleMemory(first.pid).stop();
  await first.stop();

  const shop = await startChild('scripts/start.ts', env);
  try {
    const idle = sampleMemory(shop.pid);
    await wait(Number(values.idle));
    phases.idle = await idle.stop();
    const loaded = sampleMemory(shop.pid);
    rows.push(...(await loadShop('npm start', shop, load)));
    const home = homePage();
    rows.push(loadRow('npm start', home.call.name, await loadCall(shop.url, home.call, load), home.failures.count));
    phases.underLoad = await loaded.stop();
  } finally {
    await shop.stop();
  }
} finally {
  await fsp.rm(dataDir, { recursive: true, force: true });
}

const mib = (kb: number) => Math.round(kb / 1024);
console.log(`\n${formatTable(LOAD_TABLE_HEADERS, rows.map(loadTableRow))}\n`);
console.log(
  formatTable(
    ['phase', 'server RSS peak MiB', 'server VmHWM MiB', 'with children peak MiB', 'samples'],
    Object.entries(phases).map(([phase, p]) => [
      phase,
      mib(p.peakRssKb),
      mib(p.hwmKb),
      mib(p.peakTreeRssKb),
      p.samples,
    ]),
  ),
);
const results = {
  date: new Date().toISOString(),
  cpus: os.cpus().length,
  node: process.version,
  ...load,
  phases,
  rows,
};
await fsp.mkdir('bench-results', { recursive: true });
await fsp.writeFile('bench-results/memory.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('Written to bench-results/memory.json');
