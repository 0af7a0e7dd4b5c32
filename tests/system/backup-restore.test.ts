import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '#contract/api/types.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase, type DatabaseTarget, type Db } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { seedDatabase } from '../../server/seed/load.ts';
import { withDatabase } from '../api/helpers/postgres-url.ts';
import { logInAs, partsWithBreaks, placeOrder } from '../api/helpers/shop.ts';
import { runScript } from '../support/run-script.ts';
import { postgresServer, seededDatabase } from '../support/throwaway-postgres.ts';

/**
 * `npm run backup` and `npm run restore` for real: a seeded shop with an order, its site and mail
 * files are backed up, restored into an empty target, and the target holds every row of every
 * table, the same logins and the same orders; a target that is not empty is only overwritten with
 * --replace.
 */

const run = promisify(execFile);

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lihda-backup-test-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

interface Place {
  env: Record<string, string>;
  target: DatabaseTarget;
  siteDir: string;
  mailDir: string;
}

/** A shop's places: the database given, and its own site and mail folders. */
function place(name: string, database: { DATABASE_URL: string } | { DATA_DIR: string }): Place {
  const siteDir = path.join(dir, name, 'site');
  const mailDir = path.join(dir, name, 'mail');
  const target: DatabaseTarget =
    'DATABASE_URL' in database
      ? { kind: 'postgres', url: database.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(database.DATA_DIR, 'pglite') };
  return {
    env: {
      DATABASE_URL: '',
      DATA_DIR: path.join(dir, name, 'data'),
      ...database,
      SITE_DIR: siteDir,
      MAIL_DIR: mailDir,
    },
    target,
    siteDir,
    mailDir,
  };
}

/** The API on a database, called as the browser does. */
async function withShop<T>(target: DatabaseTarget, work: (db: Db, call: Call) => Promise<T>): Promise<T> {
  const database = await openDatabase(target);
  const app = await buildApp({ db: database.db });
  try {
    return await work(database.db, async (url, body = {}, token) => {
      const options: InjectOptions = {
        method: 'POST',
        url: `/api/${url}`,
        payload: body as InjectOptions['payload'],
        headers: token ? { token } : {},
      };
      return (await app.inject(options)).json();
    });
  } finally {
    await app.close();
    await database.close();
  }
}

type Call = <D>(path: string, body?: unknown, token?: string) => Promise<Envelope<D>>;

/** The shape the API tests' helpers (logInAs, placeOrder) call through. */
function asTestApi(db: Db, call: Call) {
  return {
    db,
    call: async <D>(url: string, body?: unknown, options?: Partial<InjectOptions>) => ({
      status: 200,
      body: await call<D>(url, body, (options?.headers as { token?: string } | undefined)?.token),
    }),
  };
}

/** A buyer's order in the source shop, plus a published site and a mail file beside it. */
async function fillShop(source: Place): Promise<string> {
  const orderNo = await withShop(source.target, async (db, call) => {
    const api = asTestApi(db, call);
    const buyer = await logInAs(api, 'buyer@example.com');
    const [part] = await partsWithBreaks(api as never, 1);
    return (await placeOrder(buyer, [[part!.partNo, 3]])).orderNo;
  });
  await fs.mkdir(source.siteDir, { recursive: true });
  await fs.writeFile(path.join(source.siteDir, 'index.html'), '<h1>Lihda Group</h1>');
  await fs.mkdir(source.mailDir, { recursive: true });
  await fs.writeFile(path.join(source.mailDir, 'welcome.eml'), 'Subject: Welcome\r\n\r\nHello');
  return orderNo;
}

/** Every row of every table of the shop's schema, as JSON in a fixed order. */
async function everyTable(target: DatabaseTarget): Promise<Record<string, string[]>> {
  const database = await openDatabase(target);
  try {
    const { rows: tables } = await sql<{
      name: string;
    }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`.execute(database.db);
    const all: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await sql<{
        row: string;
      }>`SELECT to_jsonb(t)::text AS row FROM ${sql.table(name)} t ORDER BY 1`.execute(database.db);
      all[name] = rows.map((r) => r.row);
    }
    return all;
  } finally {
    await database.close();
  }
}

const backup = (from: Place, file: string) => runScript('scripts/backup.ts', [file], from.env);
const restore = (into: Place, file: string, ...flags: string[]) =>
  runScript('scripts/restore.ts', [file, ...flags], into.env);

/** The round trip on one kind of database: `source` is seeded, `target` empty. */
async function roundTrip(source: Place, target: Place): Promise<void> {
  const orderNo = await fillShop(source);
  const file = path.join(dir, `${path.basename(path.dirname(source.siteDir))}.tar.gz`);
  const backedUp = await backup(source, file);
  expect(backedUp.stderr).toBe('');
  expect(backedUp.code).toBe(0);
  expect(backedUp.stdout).toContain(`Backed up the database, the site, the mail files (${source.target.kind}`);

  const restored = await restore(target, file);
  expect(restored.stderr).toBe('');
  expect(restored.code).toBe(0);
  const before = await everyTable(source.target);
  expect(Object.keys(before).length).toBeGreaterThan(20);
  expect(before.orders!.length).toBeGreaterThan(0);
  expect(await everyTable(target.target)).toEqual(before);
  expect(await fs.readFile(path.join(target.siteDir, 'index.html'), 'utf8')).toBe('<h1>Lihda Group</h1>');
  expect(await fs.readFile(path.join(target.mailDir, 'welcome.eml'), 'utf8')).toContain('Subject: Welcome');

  // The same login and the same order, and the shop carries on numbering after them.
  await withShop(target.target, async (db, call) => {
    const login = await call<{ token: string }>('unpri/userLogin', { email: 'buyer@example.com', pwd: DEMO_PASSWORD });
    expect(login.code).toBe(200);
    const orders = await call<{ orders: Array<{ orderNo: string }> }>('pri/orderList', {}, login.data.token);
    expect(orders.data.orders.map((o) => o.orderNo)).toContain(orderNo);
    const api = asTestApi(db, call);
    const [part] = await partsWithBreaks(api as never, 1);
    const next = await placeOrder(await logInAs(api, 'jordan@example.com'), [[part!.partNo, 1]]);
    expect(next.orderNo).not.toBe(orderNo);
  });

  // Now the target holds data: a second restore is refused, and changes nothing, unless --replace.
  const refused = await restore(target, file);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(
    'The target database is not empty: restoring would overwrite it. Restore into an empty database, or add --replace',
  );
  expect((await everyTable(target.target)).orders!.length).toBe(before.orders!.length + 1);
  const replaced = await restore(target, file, '--replace');
  expect(replaced.code).toBe(0);
  expect(await everyTable(target.target)).toEqual(before);
}

describe('npm run backup and npm run restore', () => {
  it('round-trips the embedded database (PGlite), the site and the mail files', async () => {
    const source = place('pglite-source', { DATA_DIR: path.join(dir, 'pglite-source', 'data') });
    const database = await openDatabase(source.target);
    await migrateToLatest(database.db);
    await seedDatabase(database.db);
    await database.close();
    await roundTrip(source, place('pglite-target', { DATA_DIR: path.join(dir, 'pglite-target', 'data') }));
    // The kind is checked before anything is opened: this PostgreSQL address is never reached.
    const elsewhere = place('elsewhere', { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    const wrongKind = await restore(elsewhere, path.join(dir, 'pglite-source.tar.gz'));
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.stderr).toContain(
      'This backup is of the embedded database (PGlite: DATABASE_URL unset); restore it there, not into PostgreSQL (DATABASE_URL set).',
    );
  }, 600_000);

  it('round-trips PostgreSQL, its database in the pg_dump custom format that pg_restore reads', async () => {
    const server = await postgresServer();
    const seeded = await seededDatabase(server.url);
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    const empty = `lihda_restore_${process.pid}`;
    await admin.query(`CREATE DATABASE ${empty}`);
    try {
      await roundTrip(
        place('pg-source', { DATABASE_URL: seeded.url }),
        place('pg-target', { DATABASE_URL: withDatabase(server.url, empty) }),
      );
      const unpacked = path.join(dir, 'pg-unpacked');
      await fs.mkdir(unpacked);
      await run('tar', ['-xzf', path.join(dir, 'pg-source.tar.gz'), '-C', unpacked]);
      const { stdout } = await run('pg_restore', ['--list', path.join(unpacked, 'database.pgdump')]);
      expect(stdout).toMatch(/TABLE public orders /);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${empty} WITH (FORCE)`);
      await admin.end();
      await seeded.drop();
      await server.release();
    }
  }, 600_000);
});
