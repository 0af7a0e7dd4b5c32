import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_PAIR } from '../../server/auth/login-throttle.ts';
import { openDatabase, type OpenDatabase } from '../../server/db/connect.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import type { OrderCreateAnswer } from '#contract/calls/orders.ts';
import type { UserInfo } from '#contract/calls/user-info.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import { logInAs, prepareCheckout } from '../api/helpers/shop.ts';
import { startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { postgresServer, seededDatabase } from '../support/throwaway-postgres.ts';

/**
 * Scale out: two real `npm run serve:api` processes on one PostgreSQL database. Whatever one
 * process remembers, the other must know too, because a load balancer sends each call anywhere.
 */
let server: Awaited<ReturnType<typeof postgresServer>>;
let database: Awaited<ReturnType<typeof seededDatabase>>;
let direct: OpenDatabase;
let a: ApiProcess;
let b: ApiProcess;

beforeAll(async () => {
  server = await postgresServer();
  database = await seededDatabase(server.url);
  direct = await openDatabase({ kind: 'postgres', url: database.url });
  [a, b] = await Promise.all([
    startApiProcess({ databaseUrl: database.url }),
    startApiProcess({ databaseUrl: database.url }),
  ]);
});

afterAll(async () => {
  await Promise.all([a?.end('SIGTERM'), b?.end('SIGTERM')]);
  await direct?.close();
  await database?.drop();
  await server?.release();
});

async function partNumbers(count: number): Promise<string[]> {
  const rows = await direct.db
    .selectFrom('variants')
    .select('partNo')
    .where('stock', '>', 100)
    .orderBy('id')
    .limit(count)
    .execute();
  return rows.map((r) => r.partNo);
}

describe('two API processes on one PostgreSQL', () => {
  it('accepts on B the session made by logging in on A, and ends it everywhere on logout', async () => {
    const buyer = await logInAs(a, 'jordan@example.com');
    const onB = await b.call<UserInfo>('pri/userInfo', {}, { headers: { token: buyer.login.token } });
    expect(onB.body).toMatchObject({ code: 200, data: { email: 'jordan@example.com' } });
    await fetch(`${b.url}/api/unpri/userLogout`, { headers: { token: buyer.login.token } });
    expect((await a.call('pri/userInfo', {}, { headers: { token: buyer.login.token } })).body.code).toBe(701);
  });

  it('counts failed logins on both processes towards one limit', async () => {
    const email = 'member@acme.example';
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
      const { body } = await [a, b][i % 2]!.call('unpri/userLogin', { email, pwd: `wrong-${i}` });
      expect(body.msg, `failure ${i + 1}`).toBe('The email address or password is incorrect.');
    }
    // Each process has seen only half the failures: the limit still holds on both, even for the right password.
    for (const api of [a, b]) {
      const blocked = await api.call<LoginAnswer>('unpri/userLogin', { email, pwd: DEMO_PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.body.msg).toBe('Too many failed log-in attempts. Please try again in a minute.');
    }
  });

  it('makes one order when the same checkout reaches both processes at once', async () => {
    const buyer = await logInAs(a, 'buyer@example.com');
    const parts = await partNumbers(6);
    for (let round = 0; round < 3; round++) {
      const checkout = await prepareCheckout(
        buyer,
        parts.map((p, i) => [p, i + 1 + round]),
      );
      const headers = { token: buyer.login.token };
      const answers = await Promise.all(
        [a, b, a, b].map((api) => api.call<OrderCreateAnswer>('pri/orderCreate', checkout, { headers })),
      );
      for (const answer of answers) expect(answer.body.code, answer.body.msg).toBe(200);
      expect(new Set(answers.map((x) => x.body.data.id)).size).toBe(1);
      const made = await direct.db
        .selectFrom('orders')
        .select('id')
        .where('idempotencyKey', '=', checkout.idempotencyKey)
        .execute();
      expect(made).toHaveLength(1);
      const lines = await direct.db
        .selectFrom('orderLines')
        .select('partNo')
        .where('orderId', '=', made[0]!.id)
        .execute();
      expect(lines).toHaveLength(parts.length);
    }
  });
});
