import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/i18n/messages.ts';
import type { Envelope } from '#contract/api/types.ts';
import { logInAs, type Buyer } from '../api/helpers/shop.ts';
import { startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { startOwnPostgres, type OwnPostgres } from '../../scripts/support/own-postgres.ts';
import { seededDatabase } from '../support/throwaway-postgres.ts';

/**
 * PostgreSQL stopped, started and restarted under load, with the API left running: while it is down
 * each call answers at once with a clear 503 envelope (no crash, no hang), and after it is back the
 * same process answers again. Always on a server of its own, since the test stops it.
 */
let postgres: OwnPostgres;
let database: Awaited<ReturnType<typeof seededDatabase>>;
let api: ApiProcess;
let buyer: Buyer;

beforeAll(async () => {
  postgres = await startOwnPostgres();
  database = await seededDatabase(postgres.url);
  api = await startApiProcess({ databaseUrl: database.url });
  buyer = await logInAs(api, 'buyer@example.com');
});

afterAll(async () => {
  await api?.end('SIGTERM');
  await database?.drop().catch(() => undefined);
  await postgres?.remove();
});

/** A call that must answer within 8 s (the pool gives up connecting after 5 s): a hang fails it. */
interface Answer {
  status: number;
  body: Envelope<unknown>;
}

async function call(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${api.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: buyer.login.token, ...headers },
    body: '{}',
    signal: AbortSignal.timeout(8_000),
  });
  return { status: response.status, body: (await response.json()) as Envelope<unknown> };
}

const PROBES = ['pri/userInfo', 'unpri/companyInfoDetail', 'pri/basketList'];

/** Callers that keep the API busy until stopped, keeping every answer (or failure to answer). */
function startLoad(callers: number) {
  const answers: Array<Answer | Error> = [];
  let running = true;
  const loops = Array.from({ length: callers }, async (_, i) => {
    for (let n = i; running; n++) {
      answers.push(await call(PROBES[n % PROBES.length]!).catch((error: Error) => error));
    }
  });
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function untilAnswered(path: string, timeoutMs: number): Promise<Answer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await call(path);
    if (answer.body.code === 200 || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const OUTAGE = {
  en: { code: 503, msg: MESSAGES.databaseUnavailable.en, data: null },
  zh: { code: 503, msg: MESSAGES.databaseUnavailable.zh, data: null },
};

describe('PostgreSQL restarted under load', () => {
  it('answers a clear 503 while the database is down and recovers without restarting the API', async () => {
    const load = startLoad(4);
    await new Promise((resolve) => setTimeout(resolve, 300));

    await postgres.stop();
    for (const path of PROBES) {
      const started = Date.now();
      const down = await call(path);
      expect(down.status, path).toBe(503);
      expect(down.body, path).toEqual(OUTAGE.en);
      expect(Date.now() - started, `${path} answers at once`).toBeLessThan(2_000);
    }
    expect((await call('pri/basketList', { lang: 'zh-cn' })).body).toEqual(OUTAGE.zh);

    await postgres.start();
    expect((await untilAnswered('pri/userInfo', 5_000)).body).toMatchObject({
      code: 200,
      data: { email: 'buyer@example.com' },
    });

    // A restart while the callers keep going: the pool's dropped connections are replaced.
    await postgres.restart();
    expect((await untilAnswered('pri/basketList', 5_000)).body.code).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await load.stop();

    expect(api.child.exitCode).toBeNull();
    const failures = load.answers.filter((a) => a instanceof Error);
    expect(failures.map((f) => f.message)).toEqual([]);
    const answers = load.answers as Answer[];
    for (const answer of answers) {
      if (answer.body.code !== 200) expect(answer).toEqual({ status: 503, body: OUTAGE.en });
    }
    expect(answers.some((a) => a.status === 503)).toBe(true);
    expect(answers.at(-1)!.status).toBe(200);
    // Writes work again too.
    const part = await buyer.call('pri/basketAdd', { partNo: await firstPartNo(), quantity: 1 });
    expect(part.body.code, part.body.msg).toBe(200);
  });
});

async function firstPartNo(): Promise<string> {
  const { body } = await api.call<{ variants: Array<{ partNo: string }> }>('unpri/productDetail', { id: 1 });
  return body.data.variants[0]!.partNo;
}
