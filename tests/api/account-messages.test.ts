import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_TEMPLATES, writeInboxMessage, type InboxTemplate } from '../../server/shop/inbox.ts';
import type { InboxPage, MsgChangeAnswer, MsgDetailAnswer, UnreadAnswer } from '#contract/calls/messages.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import { followMailedLink } from './helpers/mailed-links.ts';
import { logInAs, partsWithBreaks, placeOrder, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

let registered = 0;
/** A fresh buyer with an empty inbox, so each test owns its messages. */
async function freshBuyer(): Promise<Buyer> {
  const n = ++registered;
  const { body } = await api.call<LoginAnswer>(
    'unpri/userRegister',
    { firstName: 'Ines', lastName: 'Box', email: `inbox${n}@example.com`, pwd: 'secret-pass1' },
    { remoteAddress: `10.6.0.${n}` },
  );
  const login = body.data;
  return {
    login,
    call: (path, payload = {}, headers = {}) =>
      api.call(path, payload, { headers: { token: login.token, ...headers } }),
  };
}

const SYSTEM: InboxTemplate = {
  kind: 'system',
  subject: { en: 'Notice {n}', zh: '通知 {n}' },
  body: { en: 'System notice number {n}.', zh: '第 {n} 号系统通知。' },
};

const write = (who: Buyer, template: InboxTemplate, values: Record<string, string>, links = {}) =>
  writeInboxMessage(api.db, who.login.id, template, values, links);
const list = (who: Buyer, body: object = {}, lang = 'en') => who.call<InboxPage>('pri/msgList', body, { lang });
const detail = (who: Buyer, id: number, lang = 'en') => who.call<MsgDetailAnswer>('pri/msgDetail', { id }, { lang });
const unread = async (who: Buyer) => (await who.call<UnreadAnswer>('pri/msgUnreadCount')).body.data.unread;

describe('msgList and msgUnreadCount', () => {
  it('lists the message of a placed order, unread, with its order', async () => {
    const buyer = await freshBuyer();
    const [part] = await partsWithBreaks(api, 1);
    const order = await placeOrder(buyer, [[part!.partNo, 1]]);
    const { body } = await list(buyer);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ total: 1, page: 1, pageSize: 20, unread: 1 });
    expect(body.data.list).toEqual([
      {
        id: expect.any(Number),
        kind: 'order',
        subject: `Order ${order.orderNo} placed`,
        createdAt: expect.any(String),
        read: false,
        orderId: order.id,
      },
    ]);
    expect(Math.abs(Date.parse(body.data.list[0]!.createdAt) - Date.now())).toBeLessThan(60_000);
    expect(await unread(buyer)).toBe(1);
  });

  it('pages newest first without overlap', async () => {
    const buyer = await freshBuyer();
    const ids: number[] = [];
    for (let n = 1; n <= 5; n++) ids.push(await write(buyer, SYSTEM, { n: String(n) }));
    const pages = await Promise.all([1, 2, 3].map((page) => list(buyer, { page, pageSize: 2 })));
    expect(pages.map((p) => p.body.data.list.map((m) => m.id))).toEqual([[ids[4], ids[3]], [ids[2], ids[1]], [ids[0]]]);
    expect(pages.every((p) => p.body.data.total === 5 && p.body.data.unread === 5)).toBe(true);
  });

  it('filters by kind and by unread', async () => {
    const buyer = await freshBuyer();
    const notice = await write(buyer, SYSTEM, { n: '1' });
    const paid = await write(buyer, INBOX_TEMPLATES.paymentReceived, { orderNo: 'LG-1', total: '£1.00' });
    await detail(buyer, paid);
    expect((await list(buyer, { kind: 'payment' })).body.data).toMatchObject({
      total: 1,
      unread: 1,
      list: [{ id: paid, read: true }],
    });
    expect((await list(buyer, { unreadOnly: true })).body.data).toMatchObject({ total: 1, list: [{ id: notice }] });
    expect((await list(buyer, { kind: 'payment', unreadOnly: true })).body.data.total).toBe(0);
  });

  it('answers in the request language', async () => {
    const buyer = await freshBuyer();
    await write(buyer, SYSTEM, { n: '7' });
    expect((await list(buyer, {}, 'zh-cn')).body.data.list[0]!.subject).toBe('通知 7');
    expect((await list(buyer)).body.data.list[0]!.subject).toBe('Notice 7');
  });

  it('refuses a kind it does not know, a page size above 100, and no session', async () => {
    const buyer = await freshBuyer();
    const kind = await list(buyer, { kind: 'spam' });
    expect(kind.body).toMatchObject({
      code: 400,
      msg: 'Message type must be one of: order, payment, approval, invitation, system, quote',
    });
    expect((await list(buyer, { pageSize: 101 })).body.code).toBe(400);
    expect((await api.call('pri/msgList', {})).body.code).toBe(701);
    expect((await api.call('pri/msgUnreadCount', {})).body.code).toBe(701);
  });
});

describe('msgDetail', () => {
  it('answers the message in the request language and marks it read', async () => {
    const buyer = await freshBuyer();
    const id = await write(buyer, INBOX_TEMPLATES.orderPlaced, { orderNo: 'LG-9', total: '£9.00' }, { orderId: null });
    await write(buyer, SYSTEM, { n: '2' });
    const zh = await detail(buyer, id, 'zh-cn');
    expect(zh.body.data).toMatchObject({
      id,
      kind: 'order',
      subject: '订单 LG-9 已提交',
      read: true,
      unread: 1,
      invitation: null,
      orderId: null,
    });
    expect(zh.body.data.body).toContain('含增值税总额 £9.00');
    const en = await detail(buyer, id);
    expect(en.body.data.body).toBe(
      'Thank you. We have received your order LG-9 for £9.00 including VAT. It is shown under My account, Orders.',
    );
    expect(await unread(buyer)).toBe(1);
  });

  it('says whether an invitation message can still be accepted', async () => {
    const buyer = await freshBuyer();
    const company = await api.db.selectFrom('companies').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    const invitation = await api.db
      .insertInto('companyInvitations')
      .values({
        companyId: company.id,
        email: `inbox${registered}@example.com`,
        companyRole: 'buyer',
        codeHash: 'a'.repeat(64),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const template: InboxTemplate = {
      kind: 'invitation',
      subject: { en: 'Join {company}', zh: '加入{company}' },
      body: { en: 'Accept it.', zh: '请接受。' },
    };
    const id = await write(buyer, template, { company: company.name }, { invitationId: invitation.id });
    const state = async () => (await detail(buyer, id)).body.data.invitation;
    expect(await state()).toEqual({ id: invitation.id, companyName: company.name, state: 'open' });
    await api.db
      .updateTable('companyInvitations')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', invitation.id)
      .execute();
    expect((await state())?.state).toBe('expired');
    await api.db
      .updateTable('companyInvitations')
      .set({ revokedAt: new Date() })
      .where('id', '=', invitation.id)
      .execute();
    expect((await state())?.state).toBe('revoked');
    await api.db
      .updateTable('companyInvitations')
      .set({ acceptedAt: new Date() })
      .where('id', '=', invitation.id)
      .execute();
    expect((await state())?.state).toBe('accepted');
  });
});

describe('an invitation sent by a company admin', () => {
  it('arrives as a message whose link opens it; accepting through its link closes it', async () => {
    const admin = await logInAs(api, 'admin@acme.example');
    const invitee = await freshBuyer();
    // Invitations reach the inbox of a confirmed address only (docs/email.md).
    await followMailedLink(api, `inbox${registered}@example.com`);
    const invited = await admin.call('pri/teamInvite', {
      email: `inbox${registered}@example.com`,
      companyRole: 'buyer',
    });
    expect(invited.body.code).toBe(200);
    const { body } = await list(invitee, { kind: 'invitation' });
    expect(body.data.total).toBe(1);
    const opened = (await detail(invitee, body.data.list[0]!.id)).body.data;
    expect(opened.invitation).toMatchObject({ state: 'open' });
    // The body carries /acMsg/{message id}/{code}: what the inbox page reads from its address.
    const [, messageId, code] = /\/acMsg\/(\d+)\/([\w-]+)/.exec(opened.body)!;
    expect(Number(messageId)).toBe(opened.id);
    const accepted = await invitee.call('pri/invitationAccept', { invitationId: opened.invitation!.id, code });
    expect(accepted.body).toMatchObject({ code: 200, data: { companyName: opened.invitation!.companyName } });
    expect((await detail(invitee, opened.id)).body.data.invitation).toMatchObject({ state: 'accepted' });
  });
});

describe('msgMarkRead, msgMarkAllRead and msgDelete', () => {
  it('marks the ids given read and answers the unread count', async () => {
    const buyer = await freshBuyer();
    const [a, b, c] = [
      await write(buyer, SYSTEM, { n: '1' }),
      await write(buyer, SYSTEM, { n: '2' }),
      await write(buyer, SYSTEM, { n: '3' }),
    ];
    const { body } = await buyer.call<MsgChangeAnswer>('pri/msgMarkRead', { ids: [a, b, a] });
    expect(body.data).toEqual({ changed: 2, unread: 1 });
    expect((await list(buyer, { unreadOnly: true })).body.data.list.map((m) => m.id)).toEqual([c]);
    expect((await buyer.call<MsgChangeAnswer>('pri/msgMarkRead', { ids: [a] })).body.data).toEqual({
      changed: 0,
      unread: 1,
    });
  });

  it('refuses an empty list, more than 100 ids, and ids that are not ids', async () => {
    const buyer = await freshBuyer();
    const mark = async (ids: unknown) => (await buyer.call('pri/msgMarkRead', { ids })).body;
    expect(await mark([])).toMatchObject({ code: 400, msg: 'Message ids must list from 1 to 100 items' });
    expect(await mark(Array.from({ length: 101 }, (_, i) => i + 1))).toMatchObject({
      code: 400,
      msg: 'Message ids must list from 1 to 100 items',
    });
    expect(await mark(['1'])).toMatchObject({
      code: 400,
      msg: 'Message ids must be a list of ids (whole numbers from 1)',
    });
    expect(await mark(0)).toMatchObject({ code: 400 });
    expect((await buyer.call('pri/msgMarkRead', { ids: [] }, { lang: 'zh-cn' })).body.msg).toBe(
      '消息编号必须包含1到100项',
    );
  });

  it('marks every message read', async () => {
    const buyer = await freshBuyer();
    for (const n of ['1', '2']) await write(buyer, SYSTEM, { n });
    expect((await buyer.call<MsgChangeAnswer>('pri/msgMarkAllRead')).body.data).toEqual({ changed: 2, unread: 0 });
    expect(await unread(buyer)).toBe(0);
  });

  it('deletes a message', async () => {
    const buyer = await freshBuyer();
    const id = await write(buyer, SYSTEM, { n: '1' });
    expect((await buyer.call<MsgChangeAnswer>('pri/msgDelete', { id })).body.data).toEqual({ changed: 1, unread: 0 });
    expect((await list(buyer)).body.data.total).toBe(0);
    expect((await detail(buyer, id)).body.code).toBe(404);
  });
});

describe('another user’s message', () => {
  it('is not found for detail, mark read and delete, and stays as it was', async () => {
    const owner = await logInAs(api, 'buyer@example.com');
    const others = [
      await freshBuyer(),
      await logInAs(api, 'admin@acme.example'),
      await logInAs(api, 'member@acme.example'),
    ];
    const id = await write(owner, SYSTEM, { n: 'private' });
    const mine = await write(others[0]!, SYSTEM, { n: 'mine' });
    for (const other of others) {
      for (const [path, body] of [
        ['pri/msgDetail', { id }],
        ['pri/msgMarkRead', { ids: [id] }],
        ['pri/msgDelete', { id }],
      ] as const) {
        const answer = await other.call(path, body);
        expect(answer.body).toEqual({ code: 404, msg: 'There is no such message.', data: null });
      }
    }
    // A list mixing the buyer's own id with another's changes nothing.
    expect((await others[0]!.call('pri/msgMarkRead', { ids: [mine, id] })).body.code).toBe(404);
    expect((await list(others[0]!)).body.data.list[0]).toMatchObject({ id: mine, read: false });
    expect((await detail(owner, id)).body.data).toMatchObject({ id, subject: 'Notice private' });
    // A missing id answers the same.
    expect((await detail(owner, 2_000_000_000)).body).toEqual({
      code: 404,
      msg: 'There is no such message.',
      data: null,
    });
  });
});
