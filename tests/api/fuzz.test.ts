import v8 from 'node:v8';
import vm from 'node:vm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listApiRoutes, type ApiRoute } from './helpers/api-routes.ts';
import {
  badQueries,
  edgeValueFor,
  garbageBodies,
  oversizedBodies,
  wrongValueFor,
  type RawBody,
} from './helpers/bad-inputs.ts';
import { logInAs } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

// #8: a flood of bad requests against every call of the API (the routes Fastify lists, so new calls
// are covered as they land), with no session, a buyer's and an editor's (a forged token is answered
// as no session: tests/api/login.test.ts). No answer
// may be a 5xx, every refusal is the { code, msg, data } envelope, garbage is refused with a 4xx
// even by calls with side effects, and the process's memory stays bounded.

let api: TestApi;
let routes: ApiRoute[];
beforeAll(async () => {
  api = await openTestApi();
  routes = await listApiRoutes(api.app);
});
afterAll(() => api.close());

/** Fixed, so a failure found here is found again on the next run (fast-check prints the input). */
const SEED = 20_261_108;
const RUNS = { garbage: 10, perField: 3, randomJson: 4, edge: 6, query: 10 };

interface Session {
  name: string;
  headers(): Promise<Record<string, string>>;
}

/** A demo account's session, logged in again when a call (userLogout, passwordChange…) ended it. */
function accountSession(email: string): Session {
  let token: string | undefined;
  return {
    name: email,
    async headers() {
      if (!token || (await api.call('pri/userInfo', {}, { headers: { token } })).body.code === 701)
        token = (await logInAs(api, email)).login.token;
      return { token };
    },
  };
}

const SESSIONS: Session[] = [
  { name: 'no session', headers: async () => ({}) },
  accountSession('buyer@example.com'),
  accountSession('editor@lihda.example'),
];

/** What is wrong with an answer, or null: a 5xx, a refusal outside the envelope, or garbage accepted. */
function problemWith(response: LightMyRequestResponse, mustRefuse: boolean): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`;
  // Calls answer the envelope; GET downloads answer their file when the query happens to be valid.
  if (response.headers['content-type']?.toString().startsWith('application/json') || status >= 400) {
    let envelope: { code?: unknown; msg?: unknown; data?: unknown };
    try {
      envelope = JSON.parse(response.body) as typeof envelope;
    } catch {
      return `answered ${status} outside the envelope: ${response.body.slice(0, 200)}`;
    }
    if (typeof envelope.code !== 'number' || typeof envelope.msg !== 'string' || !('data' in envelope)) {
      return `answered ${status} outside the envelope: ${response.body.slice(0, 200)}`;
    }
  }
  if (mustRefuse && status < 400) return `accepted garbage with ${status}: ${response.body.slice(0, 200)}`;
  return null;
}

function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

// About 20 s on a quiet machine; the limit leaves room for one whose other jobs hold both cores.
it('every call answers bad requests with a 4xx envelope, never a 5xx, and memory stays bounded', async () => {
  // The list is Fastify's own: it holds the shop's calls, including the ones with side effects.
  expect(routes.length).toBeGreaterThan(60);
  for (const url of [
    '/api/pri/orderCreate',
    '/api/unpri/stripeWebhook',
    '/api/editor/publish',
    '/api/editor/rebuild',
    '/api/unpri/ImageDisplayByFID',
  ]) {
    expect(routes.map((r) => r.url)).toContain(url);
  }

  const problems: string[] = [];
  const oversized = oversizedBodies();
  /** Runs one property over a call; a failing input is kept (with fast-check's shrunk counterexample), not thrown. */
  async function probe<T>(
    label: string,
    inputs: fc.Arbitrary<T>,
    runs: number,
    send: (input: T) => Promise<LightMyRequestResponse>,
    mustRefuse: boolean,
  ) {
    try {
      await fc.assert(
        fc.asyncProperty(inputs, async (input) => {
          const problem = problemWith(await send(input), mustRefuse);
          if (problem) throw new Error(problem);
        }),
        { numRuns: runs, seed: SEED, endOnFailure: true },
      );
    } catch (error) {
      const counterexample = (error as Error).message.split('\n').find((line) => line.startsWith('Counterexample'));
      problems.push(`${label}: ${((error as Error).cause as Error | undefined)?.message} | ${counterexample}`);
    }
  }

  // Warm up once (first calls compile validators and fill caches) so the baseline is honest.
  await api.call('unpri/companyInfoDetail');
  collectGarbage();
  const before = process.memoryUsage();
  const started = Date.now();

  for (const route of routes) {
    for (const session of SESSIONS) {
      const headers = await session.headers();
      const label = `${route.method} ${route.url} (${session.name})`;
      const inject = (options: InjectOptions) =>
        api.app.inject({
          method: route.method,
          url: route.url,
          ...options,
          headers: { ...headers, ...options.headers },
        });
      const sendBody = (body: RawBody) =>
        inject({ headers: { 'content-type': body.contentType }, payload: body.payload });
      const sendJson = (body: unknown) => inject({ payload: body as InjectOptions['payload'] });
      const names = Object.keys(route.fields);

      if (route.method === 'GET') {
        await probe(
          `${label} query`,
          badQueries(names),
          RUNS.query,
          (query) => inject({ url: `${route.url}?${query}` }),
          false,
        );
        continue;
      }
      await probe(`${label} garbage`, garbageBodies(names), RUNS.garbage, sendBody, true);
      for (const [name, field] of Object.entries(route.fields)) {
        await probe(
          `${label} wrong ${name}`,
          wrongValueFor(field).map((value) => ({ [name]: value })),
          RUNS.perField,
          sendJson,
          true,
        );
      }
      const edges = Object.fromEntries(
        Object.entries(route.fields).map(([name, field]) => [name, edgeValueFor(field)]),
      );
      await probe(`${label} edge values`, fc.record(edges, { requiredKeys: [] }), RUNS.edge, sendJson, false);
      await probe(
        `${label} random JSON`,
        fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 })),
        RUNS.randomJson,
        sendJson,
        false,
      );
      for (const body of oversized) {
        const problem = problemWith(await sendBody(body), true);
        if (problem) problems.push(`${label} ${body.kind}: ${problem}`);
      }
    }
  }
  const seconds = (Date.now() - started) / 1000;

  // Still up and answering.
  expect((await api.call('unpri/companyInfoDetail')).body.code).toBe(200);
  collectGarbage();
  const after = process.memoryUsage();
  const growthMb = (key: 'heapUsed' | 'rss') => (after[key] - before[key]) / 1024 / 1024;
  console.log(
    `fuzz: ${routes.length} calls in ${seconds.toFixed(1)} s; heap ${growthMb('heapUsed').toFixed(1)} MB, rss ${growthMb('rss').toFixed(1)} MB growth`,
  );

  expect(problems).toEqual([]);
  // Thousands of refused requests (some of 8 MiB) leave nothing behind but caches.
  expect(growthMb('heapUsed')).toBeLessThan(64);
  expect(growthMb('rss')).toBeLessThan(512);
}, 360_000);
