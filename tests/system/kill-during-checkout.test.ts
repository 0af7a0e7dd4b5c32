import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseTarget } from '../../server/db/connect.ts';
import type { OrderCreateAnswer, OrderCreateRequest } from '#contract/calls/orders.ts';
import type { Basket } from '#contract/calls/basket.ts';
import type { ProductDetail } from '#contract/calls/catalogue.ts';
import { logInAs, prepareCheckout, type Buyer } from '../api/helpers/shop.ts';
import { startApiProcess, type ApiProcess, type ApiStore } from '../support/api-process.ts';
import { postgresServer, seededDatabase } from '../support/throwaway-postgres.ts';

/**
 * The API killed (SIGKILL, no shutdown) while checkouts are under way, then started again on the
 * same data: an order is all there or not there at all, a basket not ordered is still there, a
 * PGlite data dir opens again, and the retried checkout makes exactly one order.
 */

/** Kill delays after the checkout is sent (ms): before, during and after the order's transaction. */
const DELAYS = [0, 15, 40, 90];

interface Round {
  checkout: OrderCreateRequest;
  /** The basket's lines as sent, and as found after the restart: part number → quantity. */
  before: Map<string, number>;
  after: Map<string, number>;
}

const linesOf = (basket: Basket) => new Map(basket.lines.map((l) => [l.partNo, l.quantity]));

async function partNumbers(api: ApiProcess): Promise<string[]> {
  const parts: string[] = [];
  for (const id of [1, 2, 3]) {
    const { body } = await api.call<ProductDetail>('unpri/productDetail', { id });
    parts.push(
      ...body.data.variants
        .filter((v) => v.stock > 50)
        .map((v) => v.partNo)
        .slice(0, 3),
    );
  }
  return parts;
}

/** Sends the checkout, kills the process after `delayMs`, and starts it again on the same data. */
async function killDuringCheckout(
  api: ApiProcess,
  store: ApiStore,
  buyer: Buyer,
  checkout: OrderCreateRequest,
  delayMs: number,
): Promise<ApiProcess> {
  const sent = buyer.call('pri/orderCreate', checkout).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  await api.end('SIGKILL');
  await sent;
  return startApiProcess(store);
}

/** Every order has its lines, and its totals add up. */
async function assertNoHalfOrders(target: DatabaseTarget, rounds: Round[]): Promise<void> {
  const { db, close } = await openDatabase(target);
  try {
    const orders = await db.selectFrom('orders').selectAll().execute();
    for (const order of orders) {
      const lines = await db
        .selectFrom('orderLines')
        .select(['partNo', 'quantity', 'lineTotalPence'])
        .where('orderId', '=', order.id)
        .execute();
      expect(lines.length, `order ${order.orderNo}`).toBeGreaterThan(0);
      expect(order.subtotalPence).toBe(lines.reduce((sum, l) => sum + l.lineTotalPence, 0));
      expect(order.totalPence).toBe(order.subtotalPence + order.deliveryPence + order.vatPence);
    }
    for (const round of rounds) {
      const made = orders.filter((o) => o.idempotencyKey === round.checkout.idempotencyKey);
      expect(made).toHaveLength(1);
      const lines = await db
        .selectFrom('orderLines')
        .select(['partNo', 'quantity'])
        .where('orderId', '=', made[0]!.id)
        .execute();
      expect(new Map(lines.map((l) => [l.partNo, l.quantity]))).toEqual(round.before);
    }
  } finally {
    await close();
  }
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function pgliteStore(): Promise<{ store: ApiStore; target: DatabaseTarget }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lihda-kill-'));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return { store: { dataDir: dir }, target: { kind: 'pglite', dataDir: path.join(dir, 'pglite') } };
}

async function postgresStore(): Promise<{ store: ApiStore; target: DatabaseTarget }> {
  const server = await postgresServer();
  cleanups.push(server.release);
  const database = await seededDatabase(server.url);
  cleanups.push(database.drop);
  return { store: { databaseUrl: database.url }, target: { kind: 'postgres', url: database.url } };
}

describe.each([
  ['PGlite', pgliteStore],
  ['PostgreSQL', postgresStore],
])('SIGKILL during checkout on %s', (_name, makeStore) => {
  it('loses no basket, leaves no half order, and the retried checkout makes one order', async () => {
    const { store, target } = await makeStore();
    let api = await startApiProcess(store);
    // The buyer's calls go to whichever process runs now.
    const current = {
      call<T>(...args: Parameters<ApiProcess['call']>) {
        return api.call<T>(...args);
      },
    };
    const buyer = await logInAs(current, 'buyer@example.com');
    const parts = await partNumbers(api);
    const rounds: Round[] = [];
    for (const [i, delay] of DELAYS.entries()) {
      const checkout = await prepareCheckout(
        buyer,
        parts.map((p, j) => [p, 1 + ((i + j) % 4)]),
      );
      const before = linesOf((await buyer.call<Basket>('pri/basketList')).body.data);
      // Jitter, so that the kill lands at a different point of the work each run.
      api = await killDuringCheckout(api, store, buyer, checkout, delay + Math.floor(Math.random() * 10));
      // The session outlives the process: it is a row in the database.
      const after = linesOf((await buyer.call<Basket>('pri/basketList')).body.data);
      // Ordered before the kill (basket emptied) or not at all (basket untouched): nothing in between.
      if (after.size > 0) expect(after, `round ${i}`).toEqual(before);
      const retried = await buyer.call<OrderCreateAnswer>('pri/orderCreate', checkout);
      expect(retried.body.code, retried.body.msg).toBe(200);
      rounds.push({ checkout, before, after });
    }
    await api.end('SIGTERM');
    await assertNoHalfOrders(target, rounds);
    // About 20 s alone; each restart opens PGlite again, which npm test's busy lanes slow several times over.
  }, 300_000);
});
