import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { CompanyInfo } from '#contract/calls/company.ts';
import type { Envelope } from '#contract/api/types.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase, type OpenDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { enqueueMail } from '../../server/mail/outbox.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { withDatabase } from './helpers/postgres-url.ts';
import './setup/provided.ts';

/** A production shop's first start: the migrations ran, nobody has entered the company's details or a catalogue yet. */
async function migratedEmptyDatabase(): Promise<{ database: OpenDatabase; drop: () => Promise<void> }> {
  const templateUrl = inject('postgresTemplateUrl');
  if (!templateUrl) {
    const database = await openDatabase({ kind: 'pglite' });
    await migrateToLatest(database.db);
    return { database, drop: () => database.close() };
  }
  const name = `lihda_empty_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(templateUrl, name) });
  await migrateToLatest(database.db);
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

let smtp: SmtpSink;
let empty: Awaited<ReturnType<typeof migratedEmptyDatabase>>;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  empty = await migratedEmptyDatabase();
  app = await buildApp({
    db: empty.database.db,
    mail: {
      smtpUrl: smtp.url,
      emlDir: path.join(os.tmpdir(), 'lihda-fresh-database-unused'),
      from: 'Shop <shop@example.com>',
      siteUrl: 'https://shop.example.com',
      pollMs: 30,
    },
  });
});
afterAll(async () => {
  await app?.close();
  await empty?.drop();
  await smtp?.close();
});

const call = async <T>(path: string, options: Partial<InjectOptions> = {}) =>
  (await app.inject({ method: 'POST', url: `/api/${path}`, payload: {}, ...options })).json<Envelope<T>>();

describe('a migrated database before the company details are entered', () => {
  it('answers the public company call with empty details, not an error', async () => {
    const answer = await call<CompanyInfo>('unpri/companyInfoDetail');
    expect(answer).toMatchObject({ code: 200, data: { name: '', email: '', vatNO: '' } });
  });

  it('still sends e-mail: the worker composes without a company name', async () => {
    await enqueueMail(empty.database.db, {
      to: { email: 'first.buyer@example.com', language: 'en' },
      template: 'passwordReset',
      values: { firstName: 'Fi', token: 'tok-1' },
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelopeTo).toEqual(['first.buyer@example.com']);
    expect(mail!.parsed.text).toContain('https://shop.example.com/resetPassword?token=tok-1');
  });
});
