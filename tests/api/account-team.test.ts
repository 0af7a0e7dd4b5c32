import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_VALID_DAYS } from '../../server/accounts/invitations.ts';
import type { ApprovalDecisionAnswer, InvitationAcceptAnswer, TeamAnswer, TeamRole } from '#contract/calls/team.ts';
import { TEAM_LIMITS } from '#contract/limits/team.ts';
import type { OrderCreateAnswer, PaymentOptions } from '#contract/calls/orders.ts';
import type { AddressBookAnswer } from '#contract/calls/addresses.ts';
import type { BasketTotals } from '#contract/calls/basket.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import { addAddress, logInAs, partsWithBreaks, placeOrder, type Buyer, type PartWithBreaks } from './helpers/shop.ts';
import { followMailedLink } from './helpers/mailed-links.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let part: PartWithBreaks;
beforeAll(async () => {
  api = await openTestApi();
  [part] = (await partsWithBreaks(api, 1)) as [PartWithBreaks];
});
afterAll(() => api.close());

let registered = 0;
interface Person extends Buyer {
  email: string;
}

/** A fresh registered user (with companyName: the admin of a fresh company), each from its own address; verified unless asked not to be. */
async function register(
  companyName?: string,
  email = `team${++registered}-${Date.now()}@example.com`,
  verified = true,
): Promise<Person> {
  const n = ++registered;
  const { body } = await api.call<LoginAnswer>(
    'unpri/userRegister',
    { firstName: 'Tess', lastName: `Member${n}`, email, pwd: 'secret-pass1', ...(companyName ? { companyName } : {}) },
    { remoteAddress: `10.7.${Math.floor(n / 250)}.${n % 250}` },
  );
  if (body.code !== 200) throw new Error(`register failed: ${body.msg}`);
  if (verified) await followMailedLink(api, email);
  const login = body.data;
  return {
    email,
    login,
    call: (path, payload = {}, headers = {}) =>
      api.call(path, payload, { headers: { token: login.token, ...headers } }),
  };
}

const team = async (who: Buyer) => (await who.call<TeamAnswer>('pri/teamInfo')).body.data;

/** The newest invitation message of a user, with the message id and code its link carries. */
async function invitationMessage(who: Person) {
  const message = await api.db
    .selectFrom('inboxMessages')
    .selectAll()
    .where('userId', '=', who.login.id)
    .where('invitationId', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const [, messageId, code] = /\/acMsg\/(\d+)\/([A-Za-z0-9_-]+)/.exec(message.bodyEn) ?? [];
  return { message, messageId: Number(messageId), code: code! };
}

/** Invites and accepts through the API: the usual way into a team. */
async function join(admin: Buyer, who: Person, role: TeamRole = 'buyer'): Promise<void> {
  expect((await admin.call('pri/teamInvite', { email: who.email, companyRole: role })).body.code).toBe(200);
  const { messageId, code } = await invitationMessage(who);
  expect((await who.call('pri/invitationAccept', { messageId, code })).body.code).toBe(200);
}

/** A fresh company: its admin and a buyer with a spending limit. */
async function freshTeam(limitPence: number | null = 100) {
  const admin = await register(`Team Co ${registered}`);
  const buyer = await register();
  await join(admin, buyer);
  const update = {
    id: buyer.login.id,
    companyRole: 'buyer',
    canPayForTeam: false,
    ...(limitPence === null ? {} : { spendingLimitPence: limitPence }),
  };
  expect((await admin.call('pri/teamMemberUpdate', update)).body.code).toBe(200);
  return { admin, buyer };
}

describe('teamInfo', () => {
  it('shows the demo company to its admin with invitations and approvals, and to its buyer read-only', async () => {
    const admin = await logInAs(api, 'admin@acme.example');
    const asAdmin = await team(admin);
    expect(asAdmin.company?.name).toBe('Acme Engineering Ltd');
    expect(asAdmin.yourRole).toBe('admin');
    expect(asAdmin.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'admin@acme.example', companyRole: 'admin', isYou: true }),
        expect.objectContaining({
          email: 'member@acme.example',
          companyRole: 'buyer',
          spendingLimitPence: 50_000,
          canPayForTeam: false,
          isYou: false,
        }),
      ]),
    );
    expect(asAdmin.members[0]!.companyRole).toBe('admin');

    const member = await logInAs(api, 'member@acme.example');
    const asBuyer = await team(member);
    expect(asBuyer).toMatchObject({ yourRole: 'buyer', invitations: [], approvals: [] });
    expect(asBuyer.members.map((m) => m.email).sort()).toEqual(asAdmin.members.map((m) => m.email).sort());
  });

  it('answers no company for an individual buyer', async () => {
    expect(await team(await register())).toEqual({
      company: null,
      yourRole: null,
      members: [],
      invitations: [],
      approvals: [],
    });
  });

  it('needs a live session', async () => {
    expect((await api.call('pri/teamInfo')).body.code).toBe(701);
  });
});

describe('companyCreate and companyRename', () => {
  it('makes a buyer without a company the admin of a new one, once', async () => {
    const buyer = await register();
    const { body } = await buyer.call<TeamAnswer>('pri/companyCreate', { name: '  Fresh Widgets Ltd ' });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      company: { name: 'Fresh Widgets Ltd' },
      yourRole: 'admin',
      members: [{ id: buyer.login.id, companyRole: 'admin' }],
    });
    expect((await buyer.call<{ blongCompany: boolean }>('pri/userInfo')).body.data.blongCompany).toBe(true);

    const again = await buyer.call('pri/companyCreate', { name: 'Second Ltd' });
    expect(again.body).toMatchObject({
      code: 409,
      msg: 'You already belong to the company Fresh Widgets Ltd. Ask its administrator to remove you before you join or create another.',
    });
    expect((await buyer.call('pri/companyCreate', { name: 'x'.repeat(101) })).body.code).toBe(400);
    expect((await buyer.call('pri/companyCreate', { name: '' })).body.code).toBe(400);
  });

  it('lets only an admin rename the company', async () => {
    const { admin, buyer } = await freshTeam();
    expect((await admin.call<TeamAnswer>('pri/companyRename', { name: 'Renamed Ltd' })).body.data.company?.name).toBe(
      'Renamed Ltd',
    );
    expect((await buyer.call('pri/companyRename', { name: 'Mine Ltd' })).body).toMatchObject({
      code: 403,
      msg: 'Only an administrator of your company can change the team.',
    });
    expect((await (await register()).call('pri/companyRename', { name: 'Nope Ltd' })).body.code).toBe(404);
  });
});

describe('members', () => {
  it('lets only admins change the team', async () => {
    const { admin, buyer } = await freshTeam();
    const change = { id: admin.login.id, companyRole: 'buyer', canPayForTeam: false };
    expect((await buyer.call('pri/teamMemberUpdate', change)).body.code).toBe(403);
    expect((await buyer.call('pri/teamMemberRemove', { id: admin.login.id })).body.code).toBe(403);
    expect((await buyer.call('pri/teamInvite', { email: 'someone@example.com', companyRole: 'buyer' })).body.code).toBe(
      403,
    );
    expect((await buyer.call('pri/teamMemberRemove', { id: buyer.login.id }, { lang: 'zh-cn' })).body.msg).toBe(
      '只有公司管理员才能更改团队。',
    );
    expect((await team(admin)).members).toHaveLength(2);
  });

  it('sets a limit, the right to pay and the role; no limit when it is left out', async () => {
    const { admin, buyer } = await freshTeam(25_000);
    let member = (await team(admin)).members.find((m) => m.id === buyer.login.id);
    expect(member).toMatchObject({ spendingLimitPence: 25_000, canPayForTeam: false });
    await admin.call('pri/teamMemberUpdate', { id: buyer.login.id, companyRole: 'buyer', canPayForTeam: true });
    member = (await team(admin)).members.find((m) => m.id === buyer.login.id);
    expect(member).toMatchObject({ spendingLimitPence: null, canPayForTeam: true });
    const tooHigh = await admin.call('pri/teamMemberUpdate', {
      id: buyer.login.id,
      companyRole: 'buyer',
      canPayForTeam: true,
      spendingLimitPence: 100_000_001,
    });
    expect(tooHigh.body.code).toBe(400);
    expect(
      (await admin.call('pri/teamMemberUpdate', { id: buyer.login.id, companyRole: 'admin', canPayForTeam: false }))
        .body.code,
    ).toBe(200);
    expect((await team(buyer)).yourRole).toBe('admin');
  });

  it('never removes or demotes the last admin', async () => {
    const { admin, buyer } = await freshTeam();
    const lastAdmin = 'The company needs at least one administrator: make another member an administrator first.';
    expect(
      (await admin.call('pri/teamMemberUpdate', { id: admin.login.id, companyRole: 'buyer', canPayForTeam: false }))
        .body,
    ).toMatchObject({ code: 409, msg: lastAdmin });
    expect((await admin.call('pri/teamMemberRemove', { id: admin.login.id })).body).toMatchObject({
      code: 409,
      msg: lastAdmin,
    });
    // With a second admin, the first may step down.
    await admin.call('pri/teamMemberUpdate', { id: buyer.login.id, companyRole: 'admin', canPayForTeam: false });
    expect(
      (await admin.call('pri/teamMemberUpdate', { id: admin.login.id, companyRole: 'buyer', canPayForTeam: false }))
        .body.code,
    ).toBe(200);
    expect((await buyer.call('pri/teamMemberRemove', { id: buyer.login.id })).body.code).toBe(409);
  });

  it("removes a member from the company; their orders stay the company's", async () => {
    const { admin, buyer } = await freshTeam(null);
    const order = await placeOrder(buyer, [[part.partNo, 1]]);
    const removed = await admin.call<TeamAnswer>('pri/teamMemberRemove', { id: buyer.login.id });
    expect(removed.body.code).toBe(200);
    expect(removed.body.data.members.map((m) => m.id)).toEqual([admin.login.id]);
    expect(await team(buyer)).toMatchObject({ company: null });
    const row = await api.db
      .selectFrom('orders')
      .select('companyId')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.companyId).toBe((await team(admin)).company!.id);
  });

  it("answers 404 to another company's admin for member changes", async () => {
    const { buyer } = await freshTeam();
    const stranger = await register('Stranger Ltd');
    const change = { id: buyer.login.id, companyRole: 'admin', canPayForTeam: true };
    expect((await stranger.call('pri/teamMemberUpdate', change)).body).toMatchObject({
      code: 404,
      msg: 'There is no such member in your company.',
    });
    expect((await stranger.call('pri/teamMemberRemove', { id: buyer.login.id })).body.code).toBe(404);
    expect((await stranger.call('pri/teamMemberUpdate', { ...change, id: 2_000_000 })).body.code).toBe(404);
  });
});

describe('invitations', () => {
  it("writes the invitation as a message with a single-use link, stores only the code's hash, and joins the team on accept", async () => {
    const admin = await register('Invite Co');
    const invitee = await register();
    const sent = await admin.call<TeamAnswer>('pri/teamInvite', {
      email: invitee.email.toUpperCase(),
      companyRole: 'admin',
    });
    expect(sent.body.msg).toBe(
      `Invitation to ${invitee.email} made: it reaches their inbox now, or when they register with this address.`,
    );
    const [open] = sent.body.data.invitations;
    expect(open).toEqual({
      id: expect.any(Number),
      email: invitee.email,
      companyRole: 'admin',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    const days = (Date.parse(open!.expiresAt) - Date.parse(open!.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(INVITATION_VALID_DAYS);

    const { message, messageId, code } = await invitationMessage(invitee);
    expect(message).toMatchObject({
      id: messageId,
      kind: 'invitation',
      invitationId: open!.id,
      subjectEn: 'Invitation to join the company "Invite Co"',
      subjectZh: '邀请您加入公司“Invite Co”',
    });
    expect(message.bodyZh).toContain(`/acMsg/${messageId}/${code}`);
    expect(code.length).toBeGreaterThanOrEqual(22);
    const stored = await api.db
      .selectFrom('companyInvitations')
      .select('codeHash')
      .where('id', '=', open!.id)
      .executeTakeFirstOrThrow();
    expect(stored.codeHash).toBe(createHash('sha256').update(code).digest('hex'));

    const accepted = await invitee.call<InvitationAcceptAnswer>('pri/invitationAccept', { messageId, code });
    expect(accepted.body).toEqual({
      code: 200,
      msg: 'Welcome to Invite Co.',
      data: { companyName: 'Invite Co', companyRole: 'admin' },
    });
    expect((await team(invitee)).yourRole).toBe('admin');
    expect((await team(admin)).invitations).toEqual([]);
    expect((await invitee.call('pri/invitationAccept', { messageId, code })).body).toMatchObject({
      code: 409,
      msg: 'This invitation has already been accepted.',
    });
  });

  it('refuses a wrong code, another user, an expired or withdrawn invitation, and a member of another company', async () => {
    const admin = await register('Refusals Co');
    const invitee = await register();
    await admin.call('pri/teamInvite', { email: invitee.email, companyRole: 'buyer' });
    const { messageId, code, message } = await invitationMessage(invitee);
    const invitationId = message.invitationId!;

    const wrong = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');
    expect((await invitee.call('pri/invitationAccept', { messageId, code: wrong })).body).toMatchObject({
      code: 404,
      msg: 'This invitation link is not valid. Open it again from the message you received.',
    });
    expect((await invitee.call('pri/invitationAccept', { messageId, code: 'not a code!' })).body.code).toBe(400);
    const other = await register();
    expect((await other.call('pri/invitationAccept', { messageId, code })).body).toMatchObject({
      code: 404,
      msg: 'There is no such invitation for your account.',
    });
    expect((await other.call('pri/invitationAccept', { invitationId, code })).body.code).toBe(404);
    expect((await invitee.call('pri/invitationAccept', { code })).body.code).toBe(400);

    await api.db
      .updateTable('companyInvitations')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', invitationId)
      .execute();
    expect((await invitee.call('pri/invitationAccept', { messageId, code })).body).toMatchObject({
      code: 409,
      msg: 'This invitation has expired. Ask the company administrator to invite you again.',
    });

    // Inviting again makes a new code; the admin withdraws it and it no longer works.
    const again = await admin.call<TeamAnswer>('pri/teamInvite', { email: invitee.email, companyRole: 'buyer' });
    const renewed = await invitationMessage(invitee);
    expect(renewed.messageId).not.toBe(messageId);
    expect((await admin.call('pri/teamInvitationRevoke', { id: again.body.data.invitations[0]!.id })).body.code).toBe(
      200,
    );
    expect(
      (await invitee.call('pri/invitationAccept', { messageId: renewed.messageId, code: renewed.code })).body,
    ).toMatchObject({ code: 409, msg: 'This invitation was withdrawn by the company.' });

    // Someone already in a company is told which one.
    const taken = await register('Elsewhere Ltd');
    await admin.call('pri/teamInvite', { email: taken.email, companyRole: 'buyer' });
    const third = await invitationMessage(taken);
    expect(
      (await taken.call('pri/invitationAccept', { messageId: third.messageId, code: third.code })).body,
    ).toMatchObject({ code: 409, msg: expect.stringContaining('Elsewhere Ltd') });
    expect((await team(taken)).company?.name).toBe('Elsewhere Ltd');
  });

  it("refuses a member, a bad address and a buyer; only the company's admin withdraws", async () => {
    const { admin, buyer } = await freshTeam();
    expect((await admin.call('pri/teamInvite', { email: buyer.email, companyRole: 'buyer' })).body).toMatchObject({
      code: 409,
      msg: `${buyer.email} is already a member of your company.`,
    });
    expect((await admin.call('pri/teamInvite', { email: 'not-an-email', companyRole: 'buyer' })).body).toMatchObject({
      code: 400,
      msg: 'Enter a valid email address',
    });
    expect(
      (await admin.call('pri/teamInvite', { email: `${'a'.repeat(190)}@example.com`, companyRole: 'buyer' })).body.code,
    ).toBe(400);
    expect((await admin.call('pri/teamInvite', { email: 'x@example.com', companyRole: 'owner' })).body.code).toBe(400);
    const invited = await admin.call<TeamAnswer>('pri/teamInvite', {
      email: `later${Date.now()}@example.com`,
      companyRole: 'buyer',
    });
    const id = invited.body.data.invitations[0]!.id;
    expect((await (await register('Other Co')).call('pri/teamInvitationRevoke', { id })).body.code).toBe(404);
    expect((await buyer.call('pri/teamInvitationRevoke', { id })).body.code).toBe(403);
    expect((await admin.call('pri/teamInvitationRevoke', { id })).body.code).toBe(200);
    expect((await admin.call('pri/teamInvitationRevoke', { id })).body.code).toBe(404);
  });

  it(`sends at most ${TEAM_LIMITS.invitationsPerDay} invitations a day per company, in both languages`, async () => {
    const admin = await register('Busy Co');
    for (let i = 0; i < TEAM_LIMITS.invitationsPerDay; i++) {
      expect(
        (await admin.call('pri/teamInvite', { email: `colleague${i}-${Date.now()}@example.com`, companyRole: 'buyer' }))
          .body.code,
      ).toBe(200);
    }
    const refused = await admin.call('pri/teamInvite', {
      email: `one-more-${Date.now()}@example.com`,
      companyRole: 'buyer',
    });
    expect([refused.status, refused.body.msg]).toEqual([
      429,
      `Your company has sent ${TEAM_LIMITS.invitationsPerDay} invitations in the last 24 hours, the most allowed. Please try again tomorrow.`,
    ]);
    const zh = await admin.call(
      'pri/teamInvite',
      { email: `one-more-${Date.now()}@example.com`, companyRole: 'buyer' },
      { lang: 'zh-cn' },
    );
    expect(zh.body.msg).toBe(
      `贵公司在过去 24 小时内已发出 ${TEAM_LIMITS.invitationsPerDay} 份邀请，已达上限。请明天再试。`,
    );
  });

  it('lets exactly the daily number of invitations through when they arrive all at once', async () => {
    const admin = await register('Burst Co');
    const burst = await Promise.all(
      Array.from({ length: TEAM_LIMITS.invitationsPerDay + 5 }, (_, i) =>
        admin.call('pri/teamInvite', { email: `burst${i}-${Date.now()}@example.com`, companyRole: 'buyer' }),
      ),
    );
    const codes = burst.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(TEAM_LIMITS.invitationsPerDay);
    expect(codes.filter((code) => code === 429)).toHaveLength(5);
  });

  it('waits for an address without an account and delivers the invitation when it registers', async () => {
    const admin = await register('Waiting Co');
    const email = `newcomer${Date.now()}@example.com`;
    const sent = await admin.call<TeamAnswer>('pri/teamInvite', { email, companyRole: 'buyer' });
    // The same answer as for an address with an account: inviting tells nobody who has one.
    expect(sent.body.msg).toBe(
      `Invitation to ${email} made: it reaches their inbox now, or when they register with this address.`,
    );
    expect(Object.keys(sent.body.data.invitations[0]!).sort()).toEqual([
      'companyRole',
      'createdAt',
      'email',
      'expiresAt',
      'id',
    ]);

    // Anyone can register the address: until its owner follows the link, the invitation is neither delivered nor accepted.
    const newcomer = await register(undefined, email, false);
    expect(
      await api.db
        .selectFrom('inboxMessages')
        .select('id')
        .where('userId', '=', newcomer.login.id)
        .where('invitationId', 'is not', null)
        .execute(),
    ).toEqual([]);
    const invitationId = sent.body.data.invitations[0]!.id;
    const early = await newcomer.call('pri/invitationAccept', { invitationId, code: 'x'.repeat(43) });
    expect(early.body).toMatchObject({
      code: 403,
      msg: 'Please confirm your e-mail address first: follow the link we sent to it (My account can send it again).',
    });

    await followMailedLink(api, email);
    const { messageId, code } = await invitationMessage(newcomer);
    expect((await newcomer.call('pri/invitationAccept', { messageId, code })).body.code).toBe(200);
    expect((await team(newcomer)).company?.name).toBe('Waiting Co');
  });
});

describe("the company's addresses", () => {
  it("offers a member the addresses the company's admin keeps, to deliver and invoice to, and no one outside the company", async () => {
    const { admin, buyer } = await freshTeam(null);
    const site = await addAddress(admin, { contactName: 'Goods in', companyName: 'Team site', line1: '5 Works Road' });
    const book = (await buyer.call<AddressBookAnswer>('pri/addressList')).body.data;
    expect(book.list).toEqual([]);
    const adminName = await api.db
      .selectFrom('users')
      .select(['firstName', 'lastName'])
      .where('id', '=', admin.login.id)
      .executeTakeFirstOrThrow();
    expect(book.shared).toEqual([
      { ...site, isDefault: false, sharedBy: `${adminName.firstName} ${adminName.lastName}` },
    ]);
    expect((await admin.call<AddressBookAnswer>('pri/addressList')).body.data.shared).toEqual([]);

    await buyer.call('pri/basketAdd', { partNo: part.partNo, quantity: 1 });
    const totals = (await buyer.call<BasketTotals>('pri/checkoutTotals', { deliveryAddressId: site.id })).body;
    expect(totals.code).toBe(200);
    const placed = await buyer.call<OrderCreateAnswer>('pri/orderCreate', {
      idempotencyKey: `key-shared-${site.id}`,
      deliveryAddressId: site.id,
      invoiceAddressId: site.id,
      paymentMethod: 'bankTransfer',
      expectedTotalPence: totals.data.totalPence,
    });
    expect(placed.body.code).toBe(200);
    const order = await api.db
      .selectFrom('orders')
      .select('deliveryAddress')
      .where('id', '=', placed.body.data.id)
      .executeTakeFirstOrThrow();
    expect(order.deliveryAddress).toMatchObject({ line1: '5 Works Road', companyName: 'Team site' });

    // Not theirs to change, and out of reach of anyone outside the company.
    expect((await buyer.call('pri/addressDelete', { id: site.id })).body.code).toBe(404);
    const outsider = await register();
    expect((await outsider.call('pri/checkoutTotals', { deliveryAddressId: site.id })).body.code).toBe(404);
  });
});

describe('approval above a spending limit', () => {
  const orderRow = (id: number) =>
    api.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const events = async (id: number) =>
    (await api.db.selectFrom('orderEvents').select('kind').where('orderId', '=', id).orderBy('id').execute()).map(
      (e) => e.kind,
    );
  const stockOf = async (variantId: number) =>
    (await api.db.selectFrom('variants').select('stock').where('id', '=', variantId).executeTakeFirstOrThrow()).stock;
  const messagesOf = (who: Buyer, kind: 'approval' | 'order') =>
    api.db
      .selectFrom('inboxMessages')
      .selectAll()
      .where('userId', '=', who.login.id)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();

  it("holds a buyer's order above the limit and tells every admin; below it, or an admin's, needs none", async () => {
    const { admin, buyer } = await freshTeam(100);
    const second = await register();
    await join(admin, second, 'admin');
    const held = await placeOrder(buyer, [[part.partNo, 1]]);
    expect((await orderRow(held.id)).approvalState).toBe('pending');
    expect(await events(held.id)).toEqual(['placed', 'approvalRequested']);
    for (const who of [admin, second]) {
      const [message] = await messagesOf(who, 'approval');
      expect(message).toMatchObject({ orderId: held.id, subjectEn: `Order ${held.orderNo} needs your approval` });
      expect(message!.bodyEn).toContain(`/acOrderdetails/${held.id}`);
      expect(message!.bodyEn).toContain('£1.00');
    }
    expect((await team(admin)).approvals).toEqual([
      expect.objectContaining({ id: held.id, orderNo: held.orderNo, spendingLimitPence: 100 }),
    ]);
    expect((await team(buyer)).approvals).toEqual([]);
    // The buyer is told the order waits, instead of the usual "order placed".
    const [waiting, ...others] = await messagesOf(buyer, 'order');
    expect(others).toEqual([]);
    expect(waiting).toMatchObject({
      orderId: held.id,
      subjectEn: `Order ${held.orderNo} is waiting for approval`,
      subjectZh: `订单 ${held.orderNo} 正在等待审批`,
    });
    expect(waiting!.bodyEn).toContain('above your spending limit of £1.00');
    expect(waiting!.bodyEn).toContain(`/acOrderdetails/${held.id}`);

    await admin.call('pri/teamMemberUpdate', {
      id: buyer.login.id,
      companyRole: 'buyer',
      canPayForTeam: false,
      spendingLimitPence: 100_000_000,
    });
    expect((await orderRow((await placeOrder(buyer, [[part.partNo, 1]])).id)).approvalState).toBe('notNeeded');
    expect((await orderRow((await placeOrder(admin, [[part.partNo, 1]])).id)).approvalState).toBe('notNeeded');
  });

  it("tells the checkout the buyer's limit (paymentOptions), and no limit for an admin", async () => {
    const { admin, buyer } = await freshTeam(12_345);
    expect((await buyer.call<PaymentOptions>('pri/paymentOptions')).body.data.approvalAbovePence).toBe(12_345);
    expect((await admin.call<PaymentOptions>('pri/paymentOptions')).body.data.approvalAbovePence).toBeNull();
  });

  it('approves: the buyer is told and the decision recorded, once', async () => {
    const { admin, buyer } = await freshTeam(100);
    const held = await placeOrder(buyer, [[part.partNo, 1]]);
    // Waiting for approval, it cannot be paid; approved, it can.
    expect((await buyer.call('pri/payStart', { id: held.id, method: 'bankTransfer' })).body.code).toBe(409);
    const { body } = await admin.call<ApprovalDecisionAnswer>('pri/orderApprove', { id: held.id });
    expect(body).toEqual({ code: 200, msg: 'Order approved.', data: { id: held.id, approvalState: 'approved' } });
    const row = await orderRow(held.id);
    expect(row).toMatchObject({ approvalState: 'approved', status: 'placed', approvalDecidedBy: admin.login.id });
    expect(row.approvalDecidedAt).not.toBeNull();
    expect(await events(held.id)).toEqual(['placed', 'approvalRequested', 'approved']);
    const [told] = await messagesOf(buyer, 'approval');
    expect(told).toMatchObject({ orderId: held.id, subjectEn: `Order ${held.orderNo} approved` });
    expect(told!.bodyEn).toContain(`/Pay/${held.id}`);
    expect((await buyer.call('pri/payStart', { id: held.id, method: 'bankTransfer' })).body.code).toBe(200);
    expect((await admin.call('pri/orderApprove', { id: held.id })).body).toMatchObject({
      code: 409,
      msg: 'This order is not waiting for approval.',
    });
    expect((await admin.call('pri/orderReject', { id: held.id })).body.code).toBe(409);
  });

  it('rejects with a note: the order is cancelled, its stock returned and the buyer told why', async () => {
    const { admin, buyer } = await freshTeam(100);
    // This test's own database: the part gets stock to reserve.
    await api.db.updateTable('variants').set({ stock: 40 }).where('id', '=', part.variantId).execute();
    const before = await stockOf(part.variantId);
    const held = await placeOrder(buyer, [[part.partNo, 3]]);
    expect(await stockOf(part.variantId)).toBe(before - 3);
    expect((await admin.call('pri/orderReject', { id: held.id, note: 'x'.repeat(501) })).body.code).toBe(400);

    const { body } = await admin.call<ApprovalDecisionAnswer>('pri/orderReject', {
      id: held.id,
      note: 'Please order from the framework supplier.',
    });
    expect(body.data).toEqual({ id: held.id, approvalState: 'rejected' });
    expect(await orderRow(held.id)).toMatchObject({
      approvalState: 'rejected',
      status: 'cancelled',
      approvalNote: 'Please order from the framework supplier.',
      approvalDecidedBy: admin.login.id,
    });
    expect(await stockOf(part.variantId)).toBe(before);
    const lines = await api.db.selectFrom('orderLines').select('reservedQty').where('orderId', '=', held.id).execute();
    expect(lines.every((l) => l.reservedQty === 0)).toBe(true);
    expect(await events(held.id)).toEqual(['placed', 'approvalRequested', 'rejected']);
    const [told] = await messagesOf(buyer, 'approval');
    expect(told!.bodyEn).toContain('Their note: "Please order from the framework supplier."');
    expect((await team(admin)).approvals).toEqual([]);
  });

  it("answers 404 to everyone but the order company's admins", async () => {
    const { admin, buyer } = await freshTeam(100);
    const held = await placeOrder(buyer, [[part.partNo, 1]]);
    const stranger = await register('Nosy Ltd');
    const individual = await register();
    for (const who of [stranger, individual, buyer, await logInAs(api, 'admin@acme.example')]) {
      expect((await who.call('pri/orderApprove', { id: held.id })).body).toMatchObject({
        code: 404,
        msg: 'There is no such order.',
      });
      expect((await who.call('pri/orderReject', { id: held.id, note: 'no' })).body.code).toBe(404);
    }
    expect((await admin.call('pri/orderApprove', { id: 2_000_000 })).body.code).toBe(404);
    expect((await orderRow(held.id)).approvalState).toBe('pending');
  });
});

describe('a spending limit per calendar month', () => {
  const orderRow = (id: number) =>
    api.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const approvalOf = async (id: number) => (await orderRow(id)).approvalState;

  it("holds the order that takes the buyer's orders this month above the limit; last month's and cancelled ones do not count", async () => {
    const { admin, buyer } = await freshTeam(null);
    const first = await placeOrder(buyer, [[part.partNo, 1]]);
    const total = (await orderRow(first.id)).totalPence;
    const limit = 2 * total + Math.floor(total / 2);
    const update = {
      id: buyer.login.id,
      companyRole: 'buyer',
      canPayForTeam: false,
      spendingLimitPence: limit,
      spendingLimitPeriod: 'month',
    };
    expect((await admin.call('pri/teamMemberUpdate', update)).body.code).toBe(200);
    expect((await team(admin)).members.find((m) => m.id === buyer.login.id)).toMatchObject({
      spendingLimitPence: limit,
      spendingLimitPeriod: 'month',
    });
    // The checkout is told what the month leaves of the limit.
    expect((await buyer.call<PaymentOptions>('pri/paymentOptions')).body.data.approvalAbovePence).toBe(limit - total);

    const second = await placeOrder(buyer, [[part.partNo, 1]]);
    expect(await approvalOf(second.id)).toBe('notNeeded');
    const third = await placeOrder(buyer, [[part.partNo, 1]]);
    expect(await approvalOf(third.id)).toBe('pending');

    // The first order was last month's, the second is cancelled: only the third (still waiting) counts.
    await api.db
      .updateTable('orders')
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where('id', '=', first.id)
      .execute();
    await api.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', second.id).execute();
    const fourth = await placeOrder(buyer, [[part.partNo, 1]]);
    expect(await approvalOf(fourth.id)).toBe('notNeeded');
  });

  it('is per order when no period is given, and refuses a period that is neither', async () => {
    const { admin, buyer } = await freshTeam(100);
    expect((await team(admin)).members.find((m) => m.id === buyer.login.id)).toMatchObject({
      spendingLimitPence: 100,
      spendingLimitPeriod: 'order',
    });
    const refused = await admin.call('pri/teamMemberUpdate', {
      id: buyer.login.id,
      companyRole: 'buyer',
      canPayForTeam: false,
      spendingLimitPence: 100,
      spendingLimitPeriod: 'week',
    });
    expect(refused.body.code).toBe(400);
  });
});
