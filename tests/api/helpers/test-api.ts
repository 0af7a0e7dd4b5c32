import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../../../server/app.ts';
import { openDatabase, type Db } from '../../../server/db/connect.ts';
import type { Envelope } from '#contract/api/types.ts';
import '../setup/provided.ts';
import { withDatabase } from './postgres-url.ts';

export interface TestApi {
  app: FastifyInstance;
  db: Db;
  /** POST a JSON body to /api/{path} and read the envelope. */
  call<T = unknown>(
    path: string,
    body?: unknown,
    options?: Partial<InjectOptions>,
  ): Promise<{ status: number; body: Envelope<T> }>;
  close(): Promise<void>;
}

/**
 * Drops a test database once its connections are gone: a closed pool's backends take a moment to
 * exit, and forcing them off would only turn that moment into errors.
 */
async function dropWhenFree(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A fresh seeded database of this project's kind (PGlite dump, or a copy of the PostgreSQL template), and the app on it. */
async function freshDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  // Each project provides one of the two: api-postgres the template, api-pglite the dump.
  const templateUrl = inject('postgresTemplateUrl');
  if (templateUrl) {
    const name = `lihda_test_${randomBytes(6).toString('hex')}`;
    // Copying a template needs nobody connected to it: administer from the maintenance database.
    const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${new URL(templateUrl).pathname.slice(1)}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(templateUrl, name) });
    return {
      db: database.db,
      drop: async () => {
        await database.close();
        await dropWhenFree(admin, name);
        await admin.end();
      },
    };
  }
  const dump = await fs.readFile(inject('pgliteDumpPath'));
  const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
  return { db: database.db, drop: () => database.close() };
}

/** A fresh database and the app on it; options other than the database (Stripe settings) pass through. */
export async function openTestApi(options: Omit<AppOptions, 'db'> = {}): Promise<TestApi> {
  const { db, drop } = await freshDatabase();
  const app = await buildApp({ ...options, db });
  return {
    app,
    db,
    async call<T>(path: string, body: unknown = {}, options: Partial<InjectOptions> = {}) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/${path}`,
        payload: body as InjectOptions['payload'],
        ...options,
      });
      return { status: response.statusCode, body: response.json<Envelope<T>>() };
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}
