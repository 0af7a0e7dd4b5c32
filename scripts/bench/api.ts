/**
 * `npm run bench:api [-- --duration 10 --connections 10 --targets pglite,postgres,bare]`: the API
 * under load from this (second) process with autocannon: requests per second, p50 and p99 of five
 * calls, with the API in a child process on PGlite and on PostgreSQL (DATABASE_URL, else a
 * throwaway server), beside a bare Fastify route as the ceiling. Numbers go to
 * bench-results/api.json; docs/performance.md keeps the latest summary. Run it on a quiet machine.
 * A DATABASE_URL given must be one the bench may write to: it seeds an empty database and empties
 * the demo buyer's basket before and after its add-to-basket run.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchRequest, type BenchCall } from './api-calls.ts';
import { startChild } from './child-server.ts';
import {
  LOAD_TABLE_HEADERS,
  WARM_UP_SECONDS,
  loadCall,
  loadRow,
  loadTableRow,
  type LoadOptions,
  type LoadRow,
} from './load.ts';
import { loadShop } from './load-shop.ts';
import { formatTable } from './table.ts';
import { startOwnPostgres } from '../support/own-postgres.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    targets: { type: 'string', default: 'pglite,postgres,bare' },
  },
});
const options: LoadOptions = { durationSeconds: Number(values.duration), connections: Number(values.connections) };
const API_ENV = { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };

async function benchPglite(): Promise<LoadRow[]> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lihda-bench-api-'));
  const server = await startChild('scripts/serve-api.ts', { ...API_ENV, DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    return await loadShop('PGlite', server, options);
  } finally {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(): Promise<LoadRow[]> {
  const throwaway = process.env.DATABASE_URL ? undefined : await startOwnPostgres();
  try {
    // A PostgreSQL database gets the demo only when asked (server/config.ts).
    const server = await startChild('scripts/serve-api.ts', {
      ...API_ENV,
      SEED_DEMO: '1',
      DATABASE_URL: throwaway?.url ?? process.env.DATABASE_URL,
    });
    try {
      return await loadShop('PostgreSQL', server, options);
    } finally {
      await server.stop();
    }
  } finally {
    await throwaway?.remove();
  }
}

async function benchBare(): Promise<LoadRow[]> {
  const server = await startChild('scripts/bench/bare-fastify.ts', { PORT: '0' });
  try {
    const failures = { count: 0 };
    const call: BenchCall = { name: 'bare route', requests: [benchRequest('bare', {}, failures)] };
    await loadCall(server.url, call, { ...options, durationSeconds: WARM_UP_SECONDS });
    failures.count = 0;
    return [loadRow('bare Fastify', call.name, await loadCall(server.url, call, options), failures.count)];
  } finally {
    await server.stop();
  }
}

const BENCHES: Record<string, () => Promise<LoadRow[]>> = {
  pglite: benchPglite,
  postgres: benchPostgres,
  bare: benchBare,
};

const rows: LoadRow[] = [];
for (const target of values.targets.split(',')) {
  const bench = BENCHES[target];
  if (!bench) throw new Error(`unknown target "${target}" (pglite, postgres, bare)`);
  console.log(`Loading ${target} (${options.connections} connections, ${options.durationSeconds} s a call)…`);
  rows.push(...(await bench()));
}
console.log(`\n${formatTable(LOAD_TABLE_HEADERS, rows.map(loadTableRow))}`);
const results = { date: new Date().toISOString(), cpus: os.cpus().length, node: process.version, ...options, rows };
await fs.mkdir('bench-results', { recursive: true });
await fs.writeFile('bench-results/api.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('Written to bench-results/api.json');
