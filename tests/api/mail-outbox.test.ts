import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connect.ts';
import { enqueueMail } from '../../server/mail/outbox.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';
import { eventually } from './helpers/eventually.ts';

const SITE = 'https://shop.lihda.example';
let smtp: SmtpSink;
let api: TestApi;
let emlDir: string;
let emlApi: TestApi;

beforeAll(async () => {
  smtp = await startSmtpSink();
  emlDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lihda-eml-'));
  api = await openTestApi({
    mail: {
      smtpUrl: smtp.url,
      from: 'Lihda Group <shop@lihda.example>',
      emlDir,
      siteUrl: SITE,
      pollMs: 30,
      retryDelaysMs: [40, 40],
    },
  });
  emlApi = await openTestApi({ mail: { from: 'Lihda Group <shop@lihda.example>', emlDir, siteUrl: SITE, pollMs: 30 } });
});
afterAll(async () => {
  await Promise.all([api?.close(), emlApi?.close()]);
  await smtp?.close();
  await fs.rm(emlDir, { recursive: true, force: true });
});

const outboxRow = (db: Db, id: number) =>
  db.selectFrom('mailOutbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const waitForState = (db: Db, id: number, state: string) =>
  eventually(`outbox row ${id} to reach ${state}`, async () => {
    const row = await outboxRow(db, id);
    return row.state === state ? row : undefined;
  });

describe('the outbox and its worker', () => {
  it('sends a committed message through SMTP, in the recipient language, as text and HTML with the shop footer', async () => {
    const before = smtp.received.length;
    const id = await api.db.transaction().execute((tx) =>
      enqueueMail(tx, {
        to: { email: 'li.wei@example.com', language: 'zh-cn' },
        template: 'passwordReset',
        values: { firstName: '伟', token: 'tok-123' },
      }),
    );
    const sent = await waitForState(api.db, id, 'sent');
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.envelopeTo).toEqual(['li.wei@example.com']);
    expect(mail!.parsed.subject).toBe('重置您在 Lihda Group Ltd 的密码');
    expect(mail!.parsed.text).toContain(`${SITE}/zh-cn/resetPassword?token=tok-123`);
    expect(mail!.parsed.html).toContain(`href="${SITE}/zh-cn/resetPassword?token=tok-123"`);
    // The footer names the shop, its address and VAT number; no remote images.
    const company = await api.db.selectFrom('companyInfo').select(['vatNo', 'addressLine1']).executeTakeFirstOrThrow();
    expect(mail!.parsed.text).toContain(`增值税号: ${company.vatNo}`);
    expect(mail!.parsed.html).toContain(company.addressLine1);
    expect(mail!.parsed.html).not.toMatch(/<img/i);
    expect(mail!.parsed.messageId).toBe(sent.messageId);
    // The single-use link does not stay in the outbox once sent.
    expect(sent.values).toEqual({});
    expect(sent.attempts).toBe(1);
  });

  it('sends nothing for a transaction that rolls back', async () => {
    const before = smtp.received.length;
    await expect(
      api.db.transaction().execute(async (tx) => {
        await enqueueMail(tx, {
          to: { email: 'rolled.back@example.com', language: 'en' },
          template: 'passwordChanged',
          values: { firstName: 'Ro', when: '1 Dec' },
        });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    await api.app.mailWorker.drain();
    expect(
      await api.db.selectFrom('mailOutbox').select('id').where('recipient', '=', 'rolled.back@example.com').execute(),
    ).toEqual([]);
    expect(smtp.received.slice(before).map((m) => m.envelopeTo)).toEqual([]);
  });

  it('retries a message the server refuses, then marks it failed with the reason, and sends the next one', async () => {
    smtp.refuseWith(451);
    const id = await enqueueMail(api.db, {
      to: { email: 'refused@example.com', language: 'en' },
      template: 'passwordChanged',
      values: { firstName: 'Re', when: '1 Dec' },
    });
    const failed = await waitForState(api.db, id, 'failed');
    smtp.refuseWith(null);
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toMatch(/451/);
    expect(smtp.received.some((m) => m.envelopeTo.includes('refused@example.com'))).toBe(false);
    const before = smtp.received.length;
    const next = await enqueueMail(api.db, {
      to: { email: 'after@example.com', language: 'en' },
      template: 'passwordChanged',
      values: { firstName: 'Af', when: '1 Dec' },
    });
    await waitForState(api.db, next, 'sent');
    expect((await smtp.waitFor(before + 1)).at(-1)!.parsed.subject).toBe(
      'Your password at Lihda Group Ltd was changed',
    );
  });

  it('keeps a line break in a name out of the headers: no Bcc, one recipient', async () => {
    const before = smtp.received.length;
    const id = await enqueueMail(api.db, {
      to: { email: 'inject@example.com', language: 'en' },
      template: 'passwordChanged',
      values: { firstName: 'Eve\r\nBcc: victim@example.com', when: 'now' },
    });
    await waitForState(api.db, id, 'sent');
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.envelopeTo).toEqual(['inject@example.com']);
    expect(mail!.parsed.bcc).toBeUndefined();
    expect(mail!.parsed.headers.has('bcc')).toBe(false);
  });

  it('without SMTP_URL writes each message as an .eml file named by its time', async () => {
    const id = await enqueueMail(emlApi.db, {
      to: { email: 'eml@example.com', language: 'en' },
      template: 'verifyEmail',
      values: { firstName: 'Em', token: 'abc' },
    });
    await waitForState(emlApi.db, id, 'sent');
    const files = (await fs.readdir(emlDir)).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-/);
    const parsed = await simpleParser(await fs.readFile(path.join(emlDir, files[0]!)));
    expect(parsed.to).toMatchObject({ text: 'eml@example.com' });
    expect(parsed.from).toMatchObject({ text: '"Lihda Group" <shop@lihda.example>' });
    expect(parsed.subject).toBe('Confirm your e-mail address at Lihda Group Ltd');
    expect(parsed.text).toContain(`${SITE}/verifyEmail?token=abc`);
  });
});
