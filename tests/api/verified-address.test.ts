import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address, AddressBookAnswer } from '#contract/calls/addresses.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import type { SetupReviewAnswer } from '#contract/calls/setup-review.ts';
import type { TeamAnswer } from '#contract/calls/team.ts';
import { followMailedLink, mailedToken } from './helpers/mailed-links.ts';
import { addAddress, partsWithBreaks, placeOrder, UK_ADDRESS, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

const PASSWORD = 'first-pass1';
let registered = 0;

/** Calls in a session, in a language when asked. */
const session = (login: LoginAnswer): Buyer & { id: number } => ({
  login,
  id: login.id,
  call: <T>(path: string, payload: unknown = {}, headers: Record<string, string> = {}) =>
    api.call<T>(path, payload, { headers: { token: login.token, ...headers } }),
});

/** A buyer registered (not verified) from an address of its own. */
async function register(email: string, changes: Record<string, unknown> = {}): Promise<Buyer & { id: number }> {
  const { body } = await api.call<LoginAnswer>(
    'unpri/userRegister',
    { firstName: 'Eve', lastName: 'Tester', email, pwd: PASSWORD, ...changes },
    { remoteAddress: `10.33.0.${++registered}` },
  );
  if (body.code !== 200) throw new Error(`register failed: ${body.msg}`);
  return session(body.data);
}

async function logIn(email: string, pwd: string): Promise<Buyer> {
  const { body } = await api.call<LoginAnswer>(
    'unpri/userLogin',
    { email, pwd },
    { remoteAddress: `10.33.1.${++registered}` },
  );
  if (body.code !== 200) throw new Error(`login failed: ${body.msg}`);
  return session(body.data);
}

/** The owner of the address takes the account back by "Forgot your password?". */
async function resetAs(email: string, pwd: string): Promise<Buyer> {
  await api.call('unpri/passwordResetRequest', { email }, { remoteAddress: `10.33.2.${++registered}` });
  const { body } = await api.call('unpri/passwordReset', {
    token: await mailedToken(api, email, 'passwordReset'),
    pwd,
  });
  if (body.code !== 200) throw new Error(`reset failed: ${body.msg}`);
  return logIn(email, pwd);
}

const userRow = (id: number) =>
  api.db
    .selectFrom('users')
    .select(['companyId', 'companyRole', 'emailVerifiedAt', 'pendingCompanyName'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/**
 * An account as one made before a verified address was needed: unverified, yet admin of a company
 * with a second, verified admin who joined through it.
 */
async function accountFromBefore(email: string, coAdminEmail: string) {
  const holder = await register(email);
  const coAdmin = await register(coAdminEmail, { firstName: 'Mallory' });
  await followMailedLink(api, coAdminEmail);
  const company = await api.db
    .insertInto('companies')
    .values({ name: 'Corp Victim Ltd' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.db
    .updateTable('users')
    .set({ companyId: company.id, companyRole: 'admin' })
    .where('id', 'in', [holder.id, coAdmin.id])
    .execute();
  return { holder, coAdmin, companyId: company.id };
}

describe('a verified address is needed', () => {
  it('to set up a company: companyCreate answers 403 in both languages until the address is verified', async () => {
    const buyer = await register('founder.1@verified.example');
    const refused = await buyer.call<TeamAnswer>('pri/companyCreate', { name: 'Evil Co' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 403,
      msg: 'Please confirm your e-mail address before setting up a company: follow the link we sent to it (My account can send it again).',
      data: null,
    });
    expect((await buyer.call('pri/companyCreate', { name: 'Evil Co' }, { lang: 'zh-cn' })).body.msg).toBe(
      '设立公司前请先确认您的电子邮箱地址：点击我们发送给您的链接（可在“我的账户”中重新发送）。',
    );
    expect((await userRow(buyer.id)).companyId).toBeNull();
    await followMailedLink(api, 'founder.1@verified.example');
    expect((await buyer.call<TeamAnswer>('pri/companyCreate', { name: 'Evil Co' })).body.data.company?.name).toBe(
      'Evil Co',
    );
  });

  it('to found the company named at registration: it waits for the verification link', async () => {
    const buyer = await register('founder.2@verified.example', { companyName: 'Waiting Ltd' });
    expect(await userRow(buyer.id)).toMatchObject({ companyId: null, pendingCompanyName: 'Waiting Ltd' });
    expect(
      (await buyer.call('pri/teamInvite', { email: 'target.2@victim-plc.example', companyRole: 'buyer' })).body.code,
    ).toBe(404);
    await followMailedLink(api, 'founder.2@verified.example');
    expect(await userRow(buyer.id)).toMatchObject({ companyRole: 'admin', pendingCompanyName: null });
    expect((await buyer.call<TeamAnswer>('pri/teamInfo')).body.data.company?.name).toBe('Waiting Ltd');
  });

  it('to invite: an unverified admin is refused (403, en and zh) and nothing is mailed', async () => {
    const { holder } = await accountFromBefore('founder.3@verified.example', 'coadmin.3@evil.example');
    const refused = await holder.call('pri/teamInvite', { email: 'target.3@victim-plc.example', companyRole: 'admin' });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(
      'Please confirm your e-mail address before inviting anyone: follow the link we sent to it (My account can send it again).',
    );
    expect(
      (
        await holder.call(
          'pri/teamInvite',
          { email: 'target.3@victim-plc.example', companyRole: 'admin' },
          { lang: 'zh-cn' },
        )
      ).body.msg,
    ).toBe('邀请他人前请先确认您的电子邮箱地址：点击我们发送给您的链接（可在“我的账户”中重新发送）。');
    const mailed = await api.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('recipient', '=', 'target.3@victim-plc.example')
      .execute();
    expect(mailed).toEqual([]);
  });

  it('to be invited: an unverified invitee cannot accept', async () => {
    const admin = await register('founder.4@verified.example', { companyName: 'Inviting Ltd' });
    await followMailedLink(api, 'founder.4@verified.example');
    const invitee = await register('invitee.4@verified.example');
    const invited = await admin.call<TeamAnswer>('pri/teamInvite', {
      email: 'invitee.4@verified.example',
      companyRole: 'buyer',
    });
    const accepted = await invitee.call('pri/invitationAccept', {
      invitationId: invited.body.data.invitations[0]!.id,
      code: 'A'.repeat(43),
    });
    expect(accepted.body).toMatchObject({
      code: 403,
      msg: 'Please confirm your e-mail address first: follow the link we sent to it (My account can send it again).',
    });
  });

  it('to keep an address book: before, an address serves the checkout only (no default, not the team’s, not editable); after, it joins the book', async () => {
    const [part] = await partsWithBreaks(api, 1);
    const buyer = await register('book.5@verified.example');
    const address = await addAddress(buyer, { makeDefault: true });
    expect(address.isDefault).toBe(false);
    const order = await placeOrder(buyer, [[part!.partNo, 1]]);
    expect(order.orderNo).toMatch(/^LG-/);
    const { kind: _kind, ...fields } = UK_ADDRESS;
    const edit = await buyer.call('pri/addressUpdate', { ...fields, id: address.id, line1: '9 Drop Lane' });
    expect(edit.status).toBe(403);
    expect(edit.body.msg).toBe(
      'Please confirm your e-mail address before keeping addresses in your address book. Until then an address you enter is used for your orders only.',
    );
    expect((await buyer.call('pri/addressSetDefault', { id: address.id }, { lang: 'zh-cn' })).body.msg).toBe(
      '在地址簿中保存地址前请先确认您的电子邮箱地址。在此之前，您填写的地址仅用于您的订单。',
    );
    await followMailedLink(api, 'book.5@verified.example');
    const book = (await buyer.call<AddressBookAnswer>('pri/addressList')).body.data.list;
    // The oldest of each kind becomes the default (the checkout added a second one).
    expect(book.filter((a) => a.isDefault).map((a) => a.id)).toEqual([address.id]);
    expect(
      (await buyer.call<Address>('pri/addressUpdate', { ...fields, id: address.id, line1: '9 Drop Lane' })).body.code,
    ).toBe(200);
  });

  it('to offer an address to a team: an unverified admin’s addresses are not shared with members', async () => {
    const { holder, coAdmin } = await accountFromBefore('founder.6@verified.example', 'coadmin.6@evil.example');
    await addAddress(holder, { line1: 'Goods In, Unit 9, Drop Lane' });
    const shared = (await coAdmin.call<AddressBookAnswer>('pri/addressList')).body.data.shared;
    expect(shared.map((a) => a.line1)).not.toContain('Goods In, Unit 9, Drop Lane');
  });
});

describe('an owner who takes back their address through a password reset', () => {
  it('is shown the company, co-admin and address set up before, and can remove each', async () => {
    const { holder, coAdmin, companyId } = await accountFromBefore(
      'finance.director@corp-victim.example',
      'attacker2@evil.example',
    );
    await addAddress(holder, { contactName: 'Goods In', line1: 'Unit 9, Drop Lane' });
    const owner = await resetAs('finance.director@corp-victim.example', 'owner-pass-9');
    const review = (await owner.call<SetupReviewAnswer>('pri/setupReviewList')).body.data.items;
    expect(review.map(({ kind, name, detail, companyRole }) => ({ kind, name, detail, companyRole }))).toEqual([
      { kind: 'company', name: 'Corp Victim Ltd', detail: '', companyRole: null },
      { kind: 'member', name: 'Mallory Tester', detail: 'attacker2@evil.example', companyRole: 'admin' },
      { kind: 'address', name: 'Goods In', detail: 'Unit 9, Drop Lane, Sheffield, S1 2HH', companyRole: null },
    ]);
    // The co-admin may have made the owner a buyer: removal does not depend on the owner's role.
    await api.db.updateTable('users').set({ companyRole: 'buyer' }).where('id', '=', holder.id).execute();
    const removed = await owner.call<SetupReviewAnswer>('pri/setupReviewRemove', { id: review[1]!.id });
    expect(removed.body).toMatchObject({ code: 200, msg: 'Removed.' });
    expect(removed.body.data.items.map((i) => i.kind)).toEqual(['company', 'address']);
    expect((await userRow(coAdmin.id)).companyId).toBeNull();
    await owner.call('pri/setupReviewRemove', { id: review[2]!.id });
    expect((await owner.call<AddressBookAnswer>('pri/addressList')).body.data.list).toEqual([]);
    const left = await owner.call<SetupReviewAnswer>('pri/setupReviewRemove', { id: review[0]!.id }, { lang: 'zh-cn' });
    expect(left.body).toMatchObject({ code: 200, msg: '已移除。', data: { items: [] } });
    expect((await userRow(holder.id)).companyId).toBeNull();
    expect(await api.db.selectFrom('users').select('id').where('companyId', '=', companyId).execute()).toEqual([]);
    expect((await owner.call('pri/setupReviewRemove', { id: review[0]!.id })).body).toEqual({
      code: 404,
      msg: 'That item is no longer on the list.',
      data: null,
    });
  });

  it('keeps everything on request; the addresses then join the book', async () => {
    await accountFromBefore('keeper@corp-keep.example', 'colleague@corp-keep.example');
    const owner = await resetAs('keeper@corp-keep.example', 'owner-pass-8');
    await addAddress(owner);
    const before = (await owner.call<SetupReviewAnswer>('pri/setupReviewList')).body.data.items;
    expect(before.map((i) => i.kind)).toEqual(['company', 'member']);
    const kept = await owner.call<SetupReviewAnswer>('pri/setupReviewKeep');
    expect(kept.body).toEqual({ code: 200, msg: 'Kept. The notice will not be shown again.', data: { items: [] } });
    expect((await owner.call<TeamAnswer>('pri/teamInfo')).body.data.members).toHaveLength(2);
  });

  it('after the review’s reproduction (registration with a company and a default address) holds no company, and reviews the address', async () => {
    const attacker = await register('cfo@corp-repro.example', { companyName: 'Corp Repro Ltd' });
    await addAddress(attacker, { contactName: 'Goods In', line1: 'Unit 9, Drop Lane', makeDefault: true });
    expect(
      (await attacker.call('pri/teamInvite', { email: 'attacker2@evil.example', companyRole: 'admin' })).body.code,
    ).toBe(404);
    const owner = await resetAs('cfo@corp-repro.example', 'owner-pass-7');
    expect((await attacker.call('pri/userInfo')).body.code).toBe(701);
    expect(await userRow(attacker.id)).toMatchObject({ companyId: null, pendingCompanyName: null });
    expect((await owner.call<TeamAnswer>('pri/teamInfo')).body.data.company).toBeNull();
    const review = (await owner.call<SetupReviewAnswer>('pri/setupReviewList')).body.data.items;
    expect(review.map((i) => [i.kind, i.name])).toEqual([['address', 'Goods In']]);
    const book = (await owner.call<AddressBookAnswer>('pri/addressList')).body.data.list;
    expect(book.map((a) => a.isDefault)).toEqual([false]);
  });

  it('withdraws the invitations the account sent before', async () => {
    const { holder, companyId } = await accountFromBefore(
      'inviter@corp-invites.example',
      'coadmin@corp-invites.example',
    );
    await api.db
      .insertInto('companyInvitations')
      .values({
        companyId,
        email: 'someone@evil.example',
        companyRole: 'admin',
        codeHash: 'x'.repeat(64),
        invitedBy: holder.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .execute();
    await resetAs('inviter@corp-invites.example', 'owner-pass-6');
    const open = await api.db
      .selectFrom('companyInvitations')
      .select('id')
      .where('invitedBy', '=', holder.id)
      .where('revokedAt', 'is', null)
      .execute();
    expect(open).toEqual([]);
  });
});
