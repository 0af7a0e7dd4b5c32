import Fastify, { type FastifyInstance } from 'fastify';
import { percentile } from './percentiles.ts';

/** Header-box, suggestion and results-page searches a buyer makes: words, typos, part-number prefixes, Chinese, facets. */
export const SEARCHES: ReadonlyArray<{ call: string; body: object }> = [
  { call: 'productSearchTop', body: { name: 'knob' } },
  { call: 'productSearchTop', body: { name: 'LH-1101' } },
  { call: 'productSuggest', body: { q: 'kno' } },
  { call: 'productSuggest', body: { q: 'LH-31' } },
  { call: 'productSearch', body: { keyword: 'toggle clamp' } },
  { call: 'productSearch', body: { keyword: 'hnige' } },
  { call: 'productSearch', body: { keyword: '把手' } },
  { call: 'productSearch', body: { partNo: 'LH-31' } },
  // Browsed as it is, kept per process (server/catalogue/search-category-browse.ts); with a filter, counted afresh.
  { call: 'productSearch', body: { categoryId: 1, sort: 'priceAsc' } },
  { call: 'productSearch', body: { categoryId: 1, sort: 'priceAsc', material: 'Steel / Stainless steel 1.4305' } },
  { call: 'productSearch', body: { keyword: 'knob', dimKey: 'd1', dimMin: 20, dimMax: 40 } },
];

export interface Latency {
  p50: number;
  p99: number;
  /** The first request of this search in the process (before the warm-up, so in no percentile): plans and code not yet cached. */
  first?: number;
  /** Median CPU time of this process (API and PGlite) per request: steadier than p50 on a busy machine. */
  cpuP50: number;
}

/** Per call name (productSearch …), the worst p99 of its searches: what the targets are set on. */
export function worstByCall(latencies: Record<string, Latency>): Record<string, Latency> {
  const worst: Record<string, Latency> = {};
  for (const [key, latency] of Object.entries(latencies)) {
    const call = key.split(' ')[0]!;
    if (call === 'all') continue;
    if (!worst[call] || worst[call].p99 < latency.p99) worst[call] = latency;
  }
  return worst;
}

/**
 * The baseline beside the searches: the same loop on a bare Fastify route answering the envelope
 * with no database, so what the machine's load alone adds to a p99 shows.
 */
export async function measureBare(rounds: number): Promise<Latency> {
  const app = Fastify();
  app.post('/api/bare', async () => ({ code: 200, msg: '', data: null }));
  try {
    const samples: Array<{ ms: number; cpuMs: number }> = [];
    for (let round = 0; round < rounds; round++) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      await app.inject({ method: 'POST', url: '/api/bare', payload: {} });
      const cpu = process.cpuUsage(cpuBefore);
      samples.push({ ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 });
    }
    return latencyOf(samples);
  } finally {
    await app.close();
  }
}

function latencyOf(samples: Array<{ ms: number; cpuMs: number }>): Latency {
  return {
    p50: percentile(
      samples.map((s) => s.ms),
      50,
    ),
    p99: percentile(
      samples.map((s) => s.ms),
      99,
    ),
    cpuP50: percentile(
      samples.map((s) => s.cpuMs),
      50,
    ),
  };
}

const keyOf = (search: (typeof SEARCHES)[number]) => `${search.call} ${JSON.stringify(search.body)}`;

/** One search through the app in this process (no network), timed; a failed answer stops the bench. */
async function timedSearch(
  app: FastifyInstance,
  search: (typeof SEARCHES)[number],
): Promise<{ ms: number; cpuMs: number }> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url: `/api/unpri/${search.call}`, payload: search.body });
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  if (response.json().code !== 200) throw new Error(`${search.call} failed: ${response.body}`);
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/**
 * Each search once to warm up (its time kept apart as `first`), then each in turn, `rounds`
 * requests in all, one at a time: p50 and p99 per search and over all.
 */
export async function measureSearch(app: FastifyInstance, rounds: number): Promise<Record<string, Latency>> {
  const first = new Map<string, number>();
  for (const search of SEARCHES) first.set(keyOf(search), (await timedSearch(app, search)).ms);
  const timings = new Map<string, Array<{ ms: number; cpuMs: number }>>();
  for (let round = 0; round < rounds; round++) {
    const search = SEARCHES[round % SEARCHES.length]!;
    timings.set(keyOf(search), [...(timings.get(keyOf(search)) ?? []), await timedSearch(app, search)]);
  }
  const summary: Record<string, Latency> = { all: latencyOf([...timings.values()].flat()) };
  for (const [key, samples] of timings) summary[key] = { ...latencyOf(samples), first: first.get(key)! };
  return summary;
}
