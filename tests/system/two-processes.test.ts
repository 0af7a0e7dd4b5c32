import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_PAIR } from '../../server/auth/login-throttle.ts';
import { openDatabase, type OpenDatabase } from '../../server/db/connect.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import type { OrderCreateAnswer } from '#contract/calls/orders.ts';
import type { UserInfo } from '#contract/calls/user-info.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import type { ProductSearchAnswer } from '#contract/calls/search.ts';
import { searchVersion } from '../../server/catalogue/search-version.ts';
import { logInAs, prepareCheckout } from '../api/helpers/shop.ts';
import { setSingleUnitPrice } from '../api/helpers/single-unit-price.ts';
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

/** Two priced parts of different families under one level-1 group, and that group. */
async function twoFamiliesOfAGroup() {
  const { rows } = await sql<{ groupId: number; variantId: number; familyId: number }>`
    select split_part(c.type_path, '/', 1)::int as "groupId", v.id as "variantId", v.family_id as "familyId"
    from variants v
    join product_families pf on pf.id = v.family_id
    join categories c on c.id = pf.category_id
    join variant_price_breaks b on b.variant_id = v.id and b.min_qty = 1
    where split_part(c.type_path, '/', 1) = (select min(split_part(type_path, '/', 1)) from categories)
    order by v.family_id, v.id`.execute(direct.db);
  const second = rows.find((row) => row.familyId !== rows[0]!.familyId)!;
  return { groupId: rows[0]!.groupId, parts: [rows[0]!, second] as const };
}

/** Resolves once some session of the database waits for a lock (the other transaction's). */
async function someoneWaitsOnALock(): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(
      direct.db,
    );
    if (rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('two API processes on one PostgreSQL', () => {
  it('shows on both processes a price changed after each had kept the category browse', async () => {
    const { groupId, parts } = await twoFamiliesOfAGroup();
    const cheapest = async (api: ApiProcess) =>
      (await api.call<ProductSearchAnswer>('unpri/productSearch', { categoryId: groupId, sort: 'priceAsc' })).body.data
        .list[0];
    await Promise.all([cheapest(a), cheapest(b)]);
    await setSingleUnitPrice(direct.db, parts[1].variantId, 2);
    for (const api of [a, b]) expect(await cheapest(api)).toMatchObject({ id: parts[1].familyId, fromPricePence: 2 });
  });

  it('lets two writers cross over families without a deadlock on the search version', async () => {
    const { parts } = await twoFamiliesOfAGroup();
    const versionOf = async () => BigInt(await searchVersion(direct.db));
    const before = await versionOf();
    let secondWrote!: () => void;
    const secondHasWritten = new Promise<void>((resolve) => (secondWrote = resolve));
    let firstWaits!: () => void;
    const firstIsWaiting = new Promise<void>((resolve) => (firstWaits = resolve));
    // The first writes family 1, then family 2 while the second holds it: it waits for the second to commit.
    const first = direct.db.transaction().execute(async (tx) => {
      await setSingleUnitPrice(tx, parts[0].variantId, 3);
      await secondHasWritten;
      const crossing = setSingleUnitPrice(tx, parts[1].variantId, 4);
      await someoneWaitsOnALock();
      firstWaits();
      await crossing;
    });
    const second = direct.db.transaction().execute(async (tx) => {
      await setSingleUnitPrice(tx, parts[1].variantId, 5);
      secondWrote();
      await firstIsWaiting;
    });
    await Promise.all([first, second]);
    expect(await versionOf()).toBe(before + 2n);
  });

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
