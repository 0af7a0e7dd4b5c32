import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs, partsWithBreaks, placeOrder } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';

const SITE = 'https://shop.lihda.example';
let smtp: SmtpSink;
let api: TestApi;
beforeAll(async () => {
  smtp = await startSmtpSink();
  api = await openTestApi({ mail: { smtpUrl: smtp.url, from: 'Lihda Group <shop@lihda.example>', emlDir: '/nonexistent', siteUrl: SITE, pollMs: 30 } });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

/** The next message to an address, waiting for the worker to send it. */
async function nextMailTo(email: string, after: number) {
  for (let i = 0; i < 400; i++) {
    const found = smtp.received.slice(after).find((m) => m.envelopeTo.includes(email));
    if (found) return found.parsed;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail to ${email}`);
}

describe('order e-mails', () => {
  it("mails the buyer the order's news in their language, with a link to the order: placed, waiting for approval, approved", async () => {
    const [part] = await partsWithBreaks(api, 1);
    const buyer = await logInAs(api, 'buyer@example.com');
    let mark = smtp.received.length;
    const order = await placeOrder(buyer, [[part!.partNo, 1]]);
    const placed = await nextMailTo('buyer@example.com', mark);
    expect(placed.subject).toBe(`Order ${order.orderNo} placed`);
    expect(placed.text).toContain(`${SITE}/acOrderdetails/${order.id}`);

    // Tom (member@acme.example) reads Chinese, and with a limit of 1p every order of his waits for Priya.
    await api.db.updateTable('users').set({ language: 'zh-cn', spendingLimitPence: 1 }).where('email', '=', 'member@acme.example').execute();
    const member = await logInAs(api, 'member@acme.example');
    const admin = await logInAs(api, 'admin@acme.example');
    mark = smtp.received.length;
    const held = await placeOrder(member, [[part!.partNo, 1]]);
    const waiting = await nextMailTo('member@acme.example', mark);
    expect(waiting.subject).toContain(held.orderNo);
    expect(waiting.html).toContain(`href="${SITE}/zh-cn/acOrderdetails/${held.id}"`);
    expect(waiting.text).toContain('查看订单');
    mark = smtp.received.length;
    expect((await admin.call('pri/orderApprove', { id: held.id })).body.code).toBe(200);
    const approved = await nextMailTo('member@acme.example', mark);
    expect(approved.subject).not.toBe(waiting.subject);
    expect(approved.subject).toContain(held.orderNo);
    // Each message went once.
    const rows = await api.db.selectFrom('mailOutbox').select(['state', 'attempts']).where('template', '=', 'orderUpdate').execute();
    expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
  });
});
