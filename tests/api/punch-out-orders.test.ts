import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PunchOutConnection } from '#contract/calls/staff-punch-out.ts';
import { dueDate, type PaymentTerms } from '#contract/rules/due-date.ts';
import { DEMO_CXML, orderRequestXml, type Credentials, type SetupOptions } from '../support/cxml-requests.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { eventually } from './helpers/eventually.ts';
import { beginSession, cxmlSetUp, itemsOf, postCxml, transfer } from './helpers/punch-out.ts';
import { logInAs, partsWithBreaks } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

/** Punch-out purchase orders: whom their e-mails go to, and the terms they go on account under. */

const FORM_POST = 'https://procurement.example/punchout/return';
let smtp: SmtpSink;
let api: TestApi;
beforeAll(async () => {
  smtp = await startSmtpSink();
  api = await openTestApi({
    mail: {
      smtpUrl: smtp.url,
      from: 'Lihda Group <shop@lihda.example>',
      emlDir: '/nonexistent',
      siteUrl: 'https://shop.lihda.example',
      pollMs: 30,
    },
  });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

/** A session started by a setup request, a part put in its basket, and the basket transferred: the PO's items. */
async function transferredItems(setup: Partial<SetupOptions> = {}) {
  const started = await cxmlSetUp(api, { formPost: FORM_POST, ...setup });
  const { buyer } = await beginSession(api, started.startCode);
  const [part] = await partsWithBreaks(api, 1);
  await buyer.call('pri/basketAdd', { partNo: part!.partNo, quantity: 1 });
  return itemsOf(await transfer(api, buyer));
}

async function purchaseOrder(
  po: string,
  options: {
    setup?: Partial<SetupOptions>;
    buyer?: { name: string; email: string } | null;
    credentials?: Credentials;
    lang?: string;
  },
) {
  const credentials = options.credentials ?? DEMO_CXML;
  const items = await transferredItems({ credentials, ...options.setup });
  const answer = await postCxml(
    api,
    'order',
    orderRequestXml({
      credentials,
      payloadId: `po-${po}@buyer.example`,
      orderId: po,
      items,
      buyer: options.buyer,
      lang: options.lang,
    }),
  );
  expect(answer).toMatchObject({ http: 200, code: 200 });
  return api.db
    .selectFrom('orders')
    .select(['id', 'orderNo', 'paymentState', 'approvalState', 'dueAt'])
    .where('poReference', '=', po)
    .executeTakeFirstOrThrow();
}

/** Whether an invoice is due as the terms make one issued now (days30 to the minute: the order was invoiced a moment ago). */
function dueUnder(dueAt: Date | string | null, terms: PaymentTerms) {
  const expected = dueDate(new Date(), terms).getTime();
  return dueAt !== null && Math.abs(new Date(dueAt).getTime() - expected) < 60_000;
}

/** Every order e-mail about an order, once the worker has sent both it is owed (placed, invoiced on account). */
const recipientsOf = (orderId: number, count: number) =>
  eventually(`${count} e-mails about order ${orderId}`, async () => {
    const rows = await api.db
      .selectFrom('mailOutbox')
      .select(['recipient', 'language', 'values', 'state'])
      .where('template', '=', 'orderUpdate')
      .orderBy('id')
      .execute();
    const about = rows.filter((r) => (r.values as { orderId?: number }).orderId === orderId);
    return about.length === count && about.every((r) => r.state === 'sent') ? about : undefined;
  });

const delivered = (email: string, orderNo: string) =>
  eventually(`a message to ${email} about ${orderNo}`, () =>
    smtp.received.find((m) => m.envelopeTo.includes(email) && String(m.parsed.subject).includes(orderNo)),
  );

describe('punch-out order e-mails', () => {
  it("go to the buyer the purchase order names, not the company's account", async () => {
    const order = await purchaseOrder('4500020001', { buyer: { name: 'Jo Bloggs', email: 'jo.bloggs@acme.example' } });
    const sent = await recipientsOf(order.id, 2);
    expect(sent.map((r) => r.recipient)).toEqual(['jo.bloggs@acme.example', 'jo.bloggs@acme.example']);
    await delivered('jo.bloggs@acme.example', order.orderNo);
  });

  it('go to the buyer the setup request named when the purchase order names none', async () => {
    const order = await purchaseOrder('4500020002', {
      setup: { buyerEmail: 'sam.lee@acme.example' },
      buyer: null,
    });
    expect((await recipientsOf(order.id, 2)).map((r) => r.recipient)).toEqual([
      'sam.lee@acme.example',
      'sam.lee@acme.example',
    ]);
  });

  it("go to the company's administrator when no usable buyer is named", async () => {
    const unnamed = await purchaseOrder('4500020003', { setup: { buyerEmail: null }, buyer: null });
    expect((await recipientsOf(unnamed.id, 2)).map((r) => r.recipient)).toEqual([
      'admin@acme.example',
      'admin@acme.example',
    ]);
    const unusable = await purchaseOrder('4500020004', {
      setup: { buyerEmail: 'not an address' },
      buyer: { name: 'Nobody', email: 'nobody at acme' },
    });
    expect((await recipientsOf(unusable.id, 2)).map((r) => r.recipient)).toEqual([
      'admin@acme.example',
      'admin@acme.example',
    ]);
  });

  it("are written in the purchase order's language", async () => {
    const order = await purchaseOrder('4500020005', {
      buyer: { name: 'Li Wei', email: 'li.wei@acme.example' },
      lang: 'zh-CN',
    });
    expect((await recipientsOf(order.id, 2)).map((r) => r.language)).toEqual(['zh-cn', 'zh-cn']);
  });
});

describe('punch-out on-account terms', () => {
  let admin: Awaited<ReturnType<typeof logInAs>>;
  beforeAll(async () => {
    admin = await logInAs(api, 'admin@lihda.example');
  });

  it("invoices a purchase order on account at once, due under the company's terms by default", async () => {
    const order = await purchaseOrder('4500020101', {});
    expect(order).toMatchObject({ paymentState: 'onAccount', approvalState: 'notNeeded' });
    expect(dueUnder(order.dueAt, 'eom30')).toBe(true);
    expect(dueUnder(order.dueAt, 'days30')).toBe(false);
  });

  it("invoices under the connection's own terms, kept and shown by the console", async () => {
    const { id: companyId } = await api.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Acme Engineering Ltd')
      .executeTakeFirstOrThrow();
    const added = await admin.call<{ connection: PunchOutConnection; secret: string }>('staff/punchOutAdd', {
      companyId,
      protocol: 'cxml12',
      systemName: 'Coupa',
      identity: 'acme-coupa',
      domain: 'NetworkID',
      paymentTerms: 'days30',
    });
    expect(added.body.code).toBe(200);
    expect(added.body.data.connection.paymentTerms).toBe('days30');
    const listed = await admin.call<{ list: PunchOutConnection[] }>('staff/punchOutList');
    expect(listed.body.data.list.find((c) => c.identity === 'acme-ariba')?.paymentTerms).toBe('company');
    const credentials = {
      ...DEMO_CXML,
      from: 'acme-coupa',
      to: '',
      sender: 'acme-coupa',
      secret: added.body.data.secret,
    };
    const order = await purchaseOrder('4500020102', { credentials });
    expect(order.paymentState).toBe('onAccount');
    expect(dueUnder(order.dueAt, 'days30')).toBe(true);
    const again = { companyId, protocol: 'oci5', systemName: 'SAP SRM', identity: 'acme-srm', paymentTerms: 'net90' };
    expect((await admin.call('staff/punchOutAdd', again)).body.code).toBe(400);
  });

  it('leaves an order the company must approve uninvoiced, then invoices it under the connection terms once approved', async () => {
    await api.db
      .updateTable('punchoutConnections')
      .set({ needsApproval: true, paymentTerms: 'days30' })
      .where('identity', '=', 'acme-ariba')
      .execute();
    const order = await purchaseOrder('4500020103', {});
    expect(order).toMatchObject({ paymentState: 'unpaid', approvalState: 'pending', dueAt: null });
    const priya = await logInAs(api, 'admin@acme.example');
    expect((await priya.call('pri/orderApprove', { id: order.id })).body.code).toBe(200);
    expect((await priya.call('pri/payStart', { id: order.id, method: 'account' })).body.code).toBe(200);
    const invoiced = await api.db
      .selectFrom('orders')
      .select(['dueAt', 'paymentState'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(invoiced.paymentState).toBe('onAccount');
    expect(dueUnder(invoiced.dueAt, 'days30')).toBe(true);
  });
});
