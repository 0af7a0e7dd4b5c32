import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EMAIL_CHANGES_PER_DAY } from '../../server/accounts/profile.ts';
import { MAX_FAILURES_PER_PAIR } from '../../server/auth/login-throttle.ts';
import type { PasswordChangeAnswer, Preferences } from '#contract/calls/profile.ts';
import type { Address, AddressListAnswer } from '#contract/calls/addresses.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import type { UserInfo } from '#contract/calls/user-info.ts';
import { addAddress, logInAs, partsWithBreaks, placeOrder, UK_ADDRESS, type Buyer } from './helpers/shop.ts';
import { followMailedLink, mailedToken } from './helpers/mailed-links.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let demoBuyer: Buyer;
let partNo: string;

beforeAll(async () => {
  api = await openTestApi();
  demoBuyer = await logInAs(api, 'buyer@example.com');
  partNo = (await partsWithBreaks(api, 1))[0]!.partNo;
});
afterAll(() => api.close());

const PASSWORD = 'first-pass1';
let registered = 0;

/** A fresh buyer, registered from an address of its own (the per-address limit stays out of the way). */
async function freshBuyer(remember = false): Promise<Buyer & { email: string; rememberToken: string | null }> {
  const n = ++registered;
  const email = `profile${n}@example.com`;
  const remoteAddress = `10.6.0.${n}`;
  const reg = await api.call<LoginAnswer>(
    'unpri/userRegister',
    { firstName: 'Sam', lastName: 'Lee', email, pwd: PASSWORD },
    { remoteAddress },
  );
  expect(reg.body.code).toBe(200);
  // Logged in again to get a remember token when asked.
  const login = remember
    ? (await api.call<LoginAnswer>('unpri/userLogin', { email, pwd: PASSWORD, remember: true })).body.data
    : reg.body.data;
  return {
    email,
    login,
    rememberToken: login.rememberToken,
    call: <T>(path: string, payload: unknown = {}) => api.call<T>(path, payload, { headers: { token: login.token } }),
  };
}

const info = (buyer: Buyer) => buyer.call<UserInfo>('pri/userInfo');
const details = { firstName: 'Sam', lastName: 'Lee', phone: '' };

describe('profileUpdate', () => {
  it('saves names and phone, and userInfo answers them', async () => {
    const buyer = await freshBuyer();
    const { body } = await buyer.call<UserInfo>('pri/profileUpdate', {
      firstName: ' Samantha ',
      lastName: 'Lee-Jones',
      email: buyer.email,
      phone: '+44 (0)113 496 0001',
    });
    expect(body.code).toBe(200);
    expect(body.msg).toBe('Your details have been saved.');
    expect(body.data).toMatchObject({
      firstName: 'Samantha',
      lastName: 'Lee-Jones',
      phone: '+44 (0)113 496 0001',
      email: buyer.email,
      newsletter: false,
    });
    expect((await info(buyer)).body.data).toEqual(body.data);
    // Left out, the phone is cleared.
    expect(
      (await buyer.call<UserInfo>('pri/profileUpdate', { firstName: 'Sam', lastName: 'Lee', email: buyer.email })).body
        .data.phone,
    ).toBe('');
  });

  it('checks each field with its limit and message, in the language asked', async () => {
    const buyer = await freshBuyer();
    const update = (change: object, lang = 'en') =>
      api.call(
        'pri/profileUpdate',
        { ...details, email: buyer.email, ...change },
        { headers: { token: buyer.login.token, lang } },
      );
    expect((await update({ firstName: '   ' })).body).toEqual({
      code: 400,
      msg: 'Please enter your first name',
      data: { field: 'firstName' },
    });
    expect((await update({ lastName: 'x'.repeat(51) })).body).toEqual({
      code: 400,
      msg: 'Last name cannot exceed 50 characters',
      data: { field: 'lastName' },
    });
    expect((await update({ firstName: 'x'.repeat(50) })).body.code).toBe(200);
    expect((await update({ email: 'not-an-email' })).body).toEqual({
      code: 400,
      msg: 'Enter a valid email address',
      data: { field: 'email' },
    });
    expect((await update({ phone: 'call me' })).body).toEqual({
      code: 400,
      msg: 'Enter a telephone number of digits, spaces, +, brackets or dashes',
      data: { field: 'phone' },
    });
    expect((await update({ phone: '1'.repeat(31) })).body.data).toEqual({ field: 'phone' });
    expect((await update({ phone: 'call me' }, 'zh-cn')).body.msg).toBe('电话号码只能包含数字、空格、+、括号或连字符');
    expect((await update({ companyName: 'Other Ltd' })).body).toMatchObject({
      code: 400,
      data: { field: 'companyName' },
    });
  });

  it('changes the email only with the current password and once the link sent to the new address is followed; then the new one logs in', async () => {
    const buyer = await freshBuyer();
    const change = (pwd?: string) =>
      buyer.call<UserInfo>('pri/profileUpdate', {
        ...details,
        email: 'Sam.New@Example.com',
        ...(pwd === undefined ? {} : { pwd }),
      });
    expect((await change()).body).toEqual({
      code: 400,
      msg: 'Enter your current password to change your email address',
      data: { field: 'pwd' },
    });
    expect((await change('wrong-pass1')).body).toEqual({
      code: 400,
      msg: 'The current password is incorrect.',
      data: { field: 'pwd' },
    });
    expect((await info(buyer)).body.data.email).toBe(buyer.email);
    const { body } = await change(PASSWORD);
    expect(body.msg).toBe('We have sent a confirmation link to sam.new@example.com. It works once, for 24 hours.');
    // The old address keeps working until the new one is confirmed.
    expect(body.data.email).toBe(buyer.email);
    expect((await api.call('unpri/userLogin', { email: buyer.email, pwd: PASSWORD })).body.code).toBe(200);
    // Followed in the browser that asked: that session stays, every other one ends.
    const followed = await api.call(
      'unpri/emailVerify',
      { token: await mailedToken(api, 'sam.new@example.com', 'changeEmail') },
      { headers: { token: buyer.login.token } },
    );
    expect(followed.body.data).toEqual({ email: 'sam.new@example.com', changed: true });
    expect((await info(buyer)).body.data.email).toBe('sam.new@example.com');
    expect((await api.call('unpri/userLogin', { email: 'sam.new@example.com', pwd: PASSWORD })).body.code).toBe(200);
    expect((await api.call('unpri/userLogin', { email: buyer.email, pwd: PASSWORD })).body.code).toBe(400);
  });

  it("answers another account's email (in any letter case) as any other, and only its holder learns it is taken", async () => {
    const buyer = await freshBuyer();
    const free = await buyer.call<UserInfo>('pri/profileUpdate', {
      ...details,
      email: 'nobody.yet@example.com',
      pwd: PASSWORD,
    });
    const taken = await buyer.call<UserInfo>('pri/profileUpdate', {
      ...details,
      email: 'BUYER@example.com',
      pwd: PASSWORD,
    });
    expect(taken.status).toBe(200);
    expect(taken.body.msg).toBe('We have sent a confirmation link to buyer@example.com. It works once, for 24 hours.');
    expect({ ...taken.body, msg: '' }).toEqual({ ...free.body, msg: '' });
    // The link goes to the address's holder, and following it changes nothing.
    const followed = await api.call('unpri/emailVerify', {
      token: await mailedToken(api, 'buyer@example.com', 'changeEmail'),
    });
    expect(followed.body).toEqual({
      code: 409,
      msg: 'Another account already uses this email address. Please enter a different one.',
      data: { field: 'token' },
    });
    expect((await info(buyer)).body.data.email).toBe(buyer.email);
  });

  it(`starts at most ${MAX_EMAIL_CHANGES_PER_DAY} email changes a day, in both languages, and keeps the other details`, async () => {
    const buyer = await freshBuyer();
    const change = (n: number, lang = 'en') =>
      api.call<UserInfo>(
        'pri/profileUpdate',
        { ...details, firstName: `Sam${n}`, email: `move${n}-${buyer.email}`, pwd: PASSWORD },
        { headers: { token: buyer.login.token, lang } },
      );
    for (let n = 0; n < MAX_EMAIL_CHANGES_PER_DAY; n++) expect((await change(n)).body.code).toBe(200);
    const refused = await change(99);
    expect([refused.status, refused.body.msg]).toEqual([
      429,
      `You have changed your email address ${MAX_EMAIL_CHANGES_PER_DAY} times in the last 24 hours, the most allowed. Please try again tomorrow.`,
    ]);
    expect((await change(98, 'zh-cn')).body.msg).toBe(
      `您在过去 24 小时内已更改电子邮箱地址 ${MAX_EMAIL_CHANGES_PER_DAY} 次，已达上限。请明天再试。`,
    );
    // A refused change saves nothing; the names alone still save.
    expect((await info(buyer)).body.data.firstName).toBe(`Sam${MAX_EMAIL_CHANGES_PER_DAY - 1}`);
    expect((await buyer.call<UserInfo>('pri/profileUpdate', { ...details, email: buyer.email })).body.code).toBe(200);
  });

  it(`lets exactly ${MAX_EMAIL_CHANGES_PER_DAY} email changes through when they arrive all at once`, async () => {
    const buyer = await freshBuyer();
    const burst = await Promise.all(
      Array.from({ length: MAX_EMAIL_CHANGES_PER_DAY + 4 }, (_, n) =>
        buyer.call('pri/profileUpdate', { ...details, email: `burst${n}-${buyer.email}`, pwd: PASSWORD }),
      ),
    );
    const codes = burst.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(MAX_EMAIL_CHANGES_PER_DAY);
    expect(codes.filter((code) => code === 429)).toHaveLength(4);
  });

  it('answers 701 without a session', async () => {
    expect((await api.call('pri/profileUpdate', { ...details, email: 'a@example.com' })).body.code).toBe(701);
  });
});

describe('passwordChange', () => {
  it('ends every other session and remember token; this session stays and the new password logs in', async () => {
    const buyer = await freshBuyer();
    const other = (
      await api.call<LoginAnswer>('unpri/userLogin', { email: buyer.email, pwd: PASSWORD, remember: true })
    ).body.data;
    const { body } = await buyer.call<PasswordChangeAnswer>('pri/passwordChange', {
      pwd: PASSWORD,
      newPwd: 'second-pass2',
    });
    expect(body).toEqual({
      code: 200,
      msg: 'Your password has been changed. You have been logged out everywhere else.',
      data: { signedOut: 2 },
    });
    expect((await api.call('pri/userInfo', {}, { headers: { token: other.token } })).body.code).toBe(701);
    expect(
      (await api.call('unpri/userLoginRemembered', { email: buyer.email, rememberToken: other.rememberToken })).body
        .code,
    ).toBe(701);
    expect((await info(buyer)).body.code).toBe(200);
    expect((await api.call('unpri/userLogin', { email: buyer.email, pwd: PASSWORD })).body.code).toBe(400);
    expect((await api.call('unpri/userLogin', { email: buyer.email, pwd: 'second-pass2' })).body.code).toBe(200);
  });

  it("keeps this session's own remember token", async () => {
    const buyer = await freshBuyer(true);
    await buyer.call('pri/passwordChange', { pwd: PASSWORD, newPwd: 'second-pass2' });
    expect(
      (await api.call('unpri/userLoginRemembered', { email: buyer.email, rememberToken: buyer.rememberToken })).body
        .code,
    ).toBe(200);
  });

  it('refuses a wrong current password, and a new one that breaks the registration rules', async () => {
    const buyer = await freshBuyer();
    const change = (pwd: string, newPwd: string) => buyer.call('pri/passwordChange', { pwd, newPwd });
    expect((await change('wrong-pass1', 'second-pass2')).body).toEqual({
      code: 400,
      msg: 'The current password is incorrect.',
      data: { field: 'pwd' },
    });
    expect((await change(PASSWORD, 'short1')).body).toEqual({
      code: 400,
      msg: 'New password must be at least 8 characters',
      data: { field: 'newPwd' },
    });
    expect((await change(PASSWORD, 'x'.repeat(64) + '1')).body).toEqual({
      code: 400,
      msg: 'New password cannot exceed 64 characters',
      data: { field: 'newPwd' },
    });
    expect((await change(PASSWORD, 'password1')).body).toEqual({
      code: 400,
      msg: 'This password is on lists of common or leaked passwords. Please choose another: a few unrelated words make a strong one.',
      data: { field: 'newPwd' },
    });
    expect((await change(PASSWORD, 'lettersonly')).body).toEqual({
      code: 400,
      msg: 'The password needs at least one letter and one digit',
      data: { field: 'newPwd' },
    });
    expect((await change(PASSWORD, PASSWORD)).body).toEqual({
      code: 400,
      msg: 'The new password must be different from the current one',
      data: { field: 'newPwd' },
    });
    expect((await change('', 'second-pass2')).body).toEqual({
      code: 400,
      msg: 'Please enter your current password',
      data: { field: 'pwd' },
    });
    expect((await api.call('unpri/userLogin', { email: buyer.email, pwd: PASSWORD })).body.code).toBe(200);
  });

  it('counts wrong current passwords as failed log-ins, so they cannot be guessed', async () => {
    const buyer = await freshBuyer();
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++)
      await buyer.call('pri/passwordChange', { pwd: `wrong-pass${i}`, newPwd: 'second-pass2' });
    const blocked = await buyer.call('pri/passwordChange', { pwd: PASSWORD, newPwd: 'second-pass2' });
    expect(blocked.body).toEqual({
      code: 429,
      msg: 'Too many failed log-in attempts. Please try again in a minute.',
      data: null,
    });
    // The log-in from the same address waits too; the buyer's other places are not locked out.
    expect((await api.call('unpri/userLogin', { email: buyer.email, pwd: PASSWORD })).body.code).toBe(429);
  });
});

describe('preferencesUpdate', () => {
  it('stores the language', async () => {
    const buyer = await freshBuyer();
    const { body } = await buyer.call<Preferences>('pri/preferencesUpdate', { language: 'zh-cn' });
    expect(body).toEqual({
      code: 200,
      msg: 'Your preferences have been saved.',
      data: { language: 'zh-cn', newsletter: false },
    });
    expect((await info(buyer)).body.data.language).toBe('zh-cn');
    expect((await buyer.call('pri/preferencesUpdate', { language: 'fr' })).body).toMatchObject({
      code: 400,
      data: { field: 'language' },
    });
  });

  it("subscribes the account's email to the newsletter and unsubscribes it", async () => {
    const buyer = await freshBuyer();
    const subscribers = () =>
      api.db.selectFrom('subscribers').select(['email', 'language']).where('email', 'like', 'profile%').execute();
    expect((await buyer.call<Preferences>('pri/preferencesUpdate', { newsletter: true })).body.data).toEqual({
      language: 'en',
      newsletter: true,
    });
    expect(await subscribers()).toEqual([{ email: buyer.email, language: 'en' }]);
    expect((await info(buyer)).body.data.newsletter).toBe(true);
    // Subscribing again is fine; the email moves with the account.
    expect((await buyer.call<Preferences>('pri/preferencesUpdate', { newsletter: true })).body.data.newsletter).toBe(
      true,
    );
    await buyer.call('pri/profileUpdate', { ...details, email: 'profile-moved@example.com', pwd: PASSWORD });
    expect(await subscribers()).toEqual([{ email: buyer.email, language: 'en' }]);
    await followMailedLink(api, 'profile-moved@example.com', 'changeEmail', buyer.login.token);
    expect(await subscribers()).toEqual([{ email: 'profile-moved@example.com', language: 'en' }]);
    expect((await buyer.call<Preferences>('pri/preferencesUpdate', { newsletter: false })).body.data).toEqual({
      language: 'en',
      newsletter: false,
    });
    expect(await subscribers()).toEqual([]);
    expect((await buyer.call('pri/preferencesUpdate', { newsletter: 'yes' })).body).toMatchObject({
      code: 400,
      data: { field: 'newsletter' },
    });
  });
});

describe('the address book', () => {
  /** The address book is kept once the address is verified (addresses saved before are for the checkout only). */
  const verifiedBuyer = async () => {
    const buyer = await freshBuyer();
    await followMailedLink(api, buyer.email);
    return buyer;
  };
  const list = async (buyer: Buyer) => (await buyer.call<AddressListAnswer>('pri/addressList')).body.data.list;

  it('edits an address in place; UK postcodes are checked and written in the standard form', async () => {
    const buyer = await verifiedBuyer();
    const address = await addAddress(buyer);
    const { kind: _, ...fields } = UK_ADDRESS;
    const { body } = await buyer.call<Address>('pri/addressUpdate', {
      ...fields,
      id: address.id,
      line1: '5 Foundry Lane',
      postcode: 'ls11aa',
    });
    expect(body).toMatchObject({
      code: 200,
      msg: 'Address saved.',
      data: { id: address.id, kind: 'delivery', isDefault: true, line1: '5 Foundry Lane', postcode: 'LS1 1AA' },
    });
    expect(await list(buyer)).toEqual([body.data]);
    expect((await buyer.call('pri/addressUpdate', { ...fields, id: address.id, postcode: 'NOPE' })).body).toEqual({
      code: 400,
      msg: 'Enter a valid UK postcode, such as SW1A 1AA',
      data: { field: 'postcode' },
    });
    expect((await buyer.call('pri/addressUpdate', { ...fields, id: address.id, country: 'XX' })).body).toMatchObject({
      code: 400,
      data: { field: 'country' },
    });
    expect((await buyer.call('pri/addressUpdate', { ...fields, id: address.id, kind: 'invoice' })).body).toMatchObject({
      code: 400,
      data: { field: 'kind' },
    });
    expect((await buyer.call('pri/addressUpdate', { ...fields, id: address.id, town: 'x'.repeat(61) })).body.msg).toBe(
      'Town or city cannot exceed 60 characters',
    );
  });

  it('sets the default of each kind apart', async () => {
    const buyer = await verifiedBuyer();
    const first = await addAddress(buyer);
    const second = await addAddress(buyer, { line1: '2 Mill Road' });
    const invoice = await addAddress(buyer, { kind: 'invoice' });
    const { body } = await buyer.call<AddressListAnswer>('pri/addressSetDefault', { id: second.id });
    expect(body.msg).toBe('Default address changed.');
    const defaults = body.data.list.filter((a) => a.isDefault).map((a) => a.id);
    expect(defaults.sort()).toEqual([second.id, invoice.id].sort());
    expect(body.data.list.find((a) => a.id === first.id)?.isDefault).toBe(false);
  });

  it('deletes an address; a deleted default passes to the oldest other of its kind', async () => {
    const buyer = await verifiedBuyer();
    const first = await addAddress(buyer);
    const second = await addAddress(buyer, { line1: '2 Mill Road' });
    const third = await addAddress(buyer, { line1: '3 Mill Road' });
    const { body } = await buyer.call<AddressListAnswer>('pri/addressDelete', { id: first.id });
    expect(body.msg).toBe('Address deleted.');
    expect(body.data.list.map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [third.id, false],
    ]);
    expect((await buyer.call('pri/addressDelete', { id: first.id })).body.code).toBe(404);
    expect((await buyer.call('pri/addressSetDefault', { id: first.id })).body.code).toBe(404);
  });

  it("answers 404 for another buyer's address, and leaves it alone", async () => {
    const buyer = await verifiedBuyer();
    const theirs = await addAddress(demoBuyer, { line1: 'Not yours' });
    const { kind: _, ...fields } = UK_ADDRESS;
    const notFound = { code: 404, msg: 'There is no such address.', data: null };
    expect((await buyer.call('pri/addressUpdate', { ...fields, id: theirs.id })).body).toEqual(notFound);
    expect((await buyer.call('pri/addressDelete', { id: theirs.id })).body).toEqual(notFound);
    expect((await buyer.call('pri/addressSetDefault', { id: theirs.id })).body).toEqual(notFound);
    expect((await buyer.call('pri/addressDelete', { id: 2_000_000_000 })).body).toEqual(notFound);
    expect((await list(demoBuyer)).find((a) => a.id === theirs.id)).toEqual(theirs);
  });

  it("leaves an order's address as it was when the address is edited or deleted", async () => {
    const buyer = await verifiedBuyer();
    const { id } = await placeOrder(buyer, [[partNo, 1]]);
    const order = () =>
      api.db
        .selectFrom('orders')
        .select(['deliveryAddressId', 'deliveryAddress', 'invoiceAddress'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const placed = await order();
    const { kind: _, ...fields } = UK_ADDRESS;
    expect(
      (await buyer.call('pri/addressUpdate', { ...fields, id: placed.deliveryAddressId, line1: '99 Changed Street' }))
        .body.code,
    ).toBe(200);
    expect((await buyer.call('pri/addressDelete', { id: placed.deliveryAddressId })).body.code).toBe(200);
    expect(await order()).toEqual(placed);
    expect(placed.deliveryAddress).toMatchObject({ line1: UK_ADDRESS.line1, postcode: 'S1 2HH' });
    expect((await buyer.call('pri/orderDetail', { id })).body.code).toBe(200);
  });
});
