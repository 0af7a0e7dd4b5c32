import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FailedMail } from '#contract/calls/staff-mail.ts';
import { enqueueMail } from '../../server/mail/outbox.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { auditRecords } from './helpers/editor.ts';
import { logInAs, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let smtp: SmtpSink;
let api: TestApi;
let admin: Buyer;
beforeAll(async () => {
  smtp = await startSmtpSink();
  // No retries: a refused message fails at once.
  api = await openTestApi({
    mail: {
      smtpUrl: smtp.url,
      from: 'Lihda Group <shop@lihda.example>',
      emlDir: '/nonexistent',
      siteUrl: 'https://shop.lihda.example',
      pollMs: 30,
      retryDelaysMs: [],
    },
  });
  admin = await logInAs(api, 'admin@lihda.example');
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

async function failedMessage(email: string): Promise<number> {
  smtp.refuseWith(550);
  const id = await enqueueMail(api.db, {
    to: { email, language: 'en' },
    template: 'passwordChanged',
    values: { firstName: 'Fay', when: '24 November 2026' },
  });
  await api.app.mailWorker.drain();
  smtp.refuseWith(null);
  return id;
}

describe('failed messages in the staff console', () => {
  it('lists the failed messages with the reason, for admins only', async () => {
    const id = await failedMessage('failed.one@example.com');
    const { body } = await admin.call<{ list: FailedMail[]; total: number }>('staff/mailFailedList');
    expect(body.code).toBe(200);
    const row = body.data.list.find((m) => m.id === id);
    expect(row).toMatchObject({
      recipient: 'failed.one@example.com',
      template: 'passwordChanged',
      language: 'en',
      attempts: 1,
    });
    expect(row!.lastError).toMatch(/550/);
    expect(body.data.total).toBeGreaterThanOrEqual(1);
    for (const who of ['sales@lihda.example', 'buyer@example.com']) {
      const refused = await (await logInAs(api, who)).call('staff/mailFailedList');
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe('This is for administrators only.');
    }
    expect((await api.call('staff/mailFailedList')).body.code).toBe(701);
  });

  it('sends one again: it reaches the server once, leaves the list, and the audit says who', async () => {
    const id = await failedMessage('failed.two@example.com');
    const before = smtp.received.length;
    expect((await admin.call('staff/mailResend', { id })).body).toMatchObject({ code: 200, data: null });
    await api.app.mailWorker.drain();
    const arrived = smtp.received.slice(before).filter((m) => m.envelopeTo.includes('failed.two@example.com'));
    expect(arrived).toHaveLength(1);
    const row = await api.db
      .selectFrom('mailOutbox')
      .select(['state', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'sent', attempts: 1 });
    const list = (await admin.call<{ list: FailedMail[] }>('staff/mailFailedList')).body.data.list;
    expect(list.some((m) => m.id === id)).toBe(false);
    const [latest] = await auditRecords(api);
    expect(latest).toMatchObject({
      userEmail: 'admin@lihda.example',
      area: 'mail',
      recordId: String(id),
      action: 'resend',
    });
  });

  it('answers 404 for a message that is not failed (sent, or already queued again) and 400 for a bad id', async () => {
    const id = await failedMessage('failed.three@example.com');
    expect((await admin.call('staff/mailResend', { id })).body.code).toBe(200);
    const twice = await admin.call('staff/mailResend', { id });
    expect(twice.status).toBe(404);
    expect(twice.body.msg).toBe('There is no such failed message: it may have been sent again already.');
    expect((await admin.call('staff/mailResend', { id: 'x' })).body.code).toBe(400);
    expect((await admin.call('staff/mailResend', {})).body.code).toBe(400);
  });
});
