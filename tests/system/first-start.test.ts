import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { withDatabase } from '../api/helpers/postgres-url.ts';
import { startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { postgresServer } from '../support/throwaway-postgres.ts';

/**
 * A first deploy: two `npm run serve:api` processes start at once on one empty PostgreSQL database,
 * without SEED_DEMO. The schema is made once, no demo account appears, and both are ready.
 */
let server: Awaited<ReturnType<typeof postgresServer>>;
const created: string[] = [];

async function emptyDatabase(): Promise<string> {
  const name = `lihda_first_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  created.push(name);
  return withDatabase(server.url, name);
}

beforeAll(async () => {
  server = await postgresServer();
});

afterAll(async () => {
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  await server?.release();
});

// A bound for a hang, not a speed check: two processes migrating (and seeding) one empty database
// beside the other lanes of npm test took past the suite's 60 s on a busy machine.
const START_BOUND_MS = 300_000;

describe('first start on an empty PostgreSQL', () => {
  it(
    'makes the schema once with two processes starting together, and no demo account',
    async () => {
      const url = await emptyDatabase();
      const processes: ApiProcess[] = await Promise.all([
        startApiProcess({ databaseUrl: url }),
        startApiProcess({ databaseUrl: url }),
      ]);
      try {
        for (const api of processes) {
          const ready = await fetch(`${api.url}/api/ready`);
          expect(ready.status, api.output()).toBe(200);
          const demo = await api.call('unpri/userLogin', { email: 'editor@lihda.example', pwd: DEMO_PASSWORD });
          expect(demo.body.code).toBe(400);
          expect(demo.body.msg).toBe('The email address or password is incorrect.');
        }
        const direct = new pg.Client({ connectionString: url });
        await direct.connect();
        try {
          const migrations = await direct.query<{ name: string; count: string }>(
            'SELECT name, count(*) FROM kysely_migration GROUP BY name HAVING count(*) > 1',
          );
          expect(migrations.rows).toEqual([]);
          // The company row is the empty one the migrations write (so public calls and mail work before staff fill it in).
          const counts = await direct.query<{ users: string; families: string; company: string }>(
            "SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM product_families) AS families, (SELECT count(*) FROM company_info WHERE name <> '') AS company",
          );
          expect(counts.rows[0]).toEqual({ users: '0', families: '0', company: '0' });
        } finally {
          await direct.end();
        }
      } finally {
        await Promise.all(processes.map((api) => api.end('SIGTERM')));
      }
    },
    START_BOUND_MS,
  );

  it(
    'loads the demo with SEED_DEMO=1 once, however many processes start',
    async () => {
      const url = await emptyDatabase();
      const processes = await Promise.all(
        [1, 2].map(() => startApiProcess({ databaseUrl: url }, 120_000, { SEED_DEMO: '1' })),
      );
      try {
        const login = await processes[1]!.call('unpri/userLogin', {
          email: 'editor@lihda.example',
          pwd: DEMO_PASSWORD,
        });
        expect(login.body.code).toBe(200);
        const direct = new pg.Client({ connectionString: url });
        await direct.connect();
        const users = await direct.query<{ count: string }>(
          "SELECT count(*) FROM users WHERE email = 'editor@lihda.example'",
        );
        await direct.end();
        expect(users.rows[0]!.count).toBe('1');
      } finally {
        await Promise.all(processes.map((api) => api.end('SIGTERM')));
      }
    },
    START_BOUND_MS,
  );

  it(
    'logs at the start that SECRETS_KEY is not the key the secrets were sealed with, and starts',
    async () => {
      const url = await emptyDatabase();
      // The demo's staff authenticator is sealed with the key of the process that seeds it.
      const seeded = await startApiProcess({ databaseUrl: url }, 120_000, { SEED_DEMO: '1' });
      await seeded.end('SIGTERM');
      expect(seeded.output()).not.toMatch(/SECRETS_KEY is not/);
      const otherKey = await startApiProcess({ databaseUrl: url }, 120_000, { SECRETS_KEY: 'cd'.repeat(32) });
      try {
        expect(otherKey.output()).toMatch(/SECRETS_KEY is not the key the secrets in the database were sealed with/);
        expect((await otherKey.call('unpri/productSearchTop', { name: 'knob' })).body.code).toBe(200);
      } finally {
        await otherKey.end('SIGTERM');
      }
    },
    START_BOUND_MS,
  );

  it('refuses to start with NODE_ENV=production SEED_DEMO=1 and says why', async () => {
    const url = await emptyDatabase();
    const refused = startApiProcess({ databaseUrl: url }, 60_000, { NODE_ENV: 'production', SEED_DEMO: '1' });
    await expect(refused).rejects.toThrow(/exited with 1[\s\S]*SEED_DEMO=1 is refused under NODE_ENV=production/);
  });
});
