import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeMail, shopIdentity } from '../../server/mail/compose.ts';
import { logInAs, partsWithBreaks, prepareCheckout, UK_ADDRESS, type Buyer } from './helpers/shop.ts';
import { followMailedLink } from './helpers/mailed-links.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let buyer: Buyer;
let sales: Buyer;
beforeAll(async () => {
  api = await openTestApi();
  buyer = await logInAs(api, 'buyer@example.com');
  sales = await logInAs(api, 'sales@lihda.example');
});
afterAll(() => api.close());

const INJECTED = 'Eve\r\nBcc: b@evil.ex\r\nX-Inj: 1';
const PERSON = 'Use letters, digits, spaces, apostrophes, hyphens, dots or commas only, on one line';
const BUSINESS = 'Use one line, without < > { } [ ] | \\ ^ ~ ` " = @ : or ;';
const ONE_LINE = 'Use one line, without < > { or }';

let registered = 0;
const register = (body: Record<string, unknown>, lang = 'en') =>
  api.call(
    'unpri/userRegister',
    {
      firstName: 'Eve',
      lastName: 'Tester',
      email: `one.line.${++registered}@victim.example`,
      pwd: 'Zr8-mailinj-pass',
      ...body,
    },
    { remoteAddress: `10.34.0.${registered}`, headers: { lang } },
  );

describe('names, company names and references are one line of their own characters', () => {
  it('registration refuses line breaks and markup in names and the company name, in both languages', async () => {
    expect((await register({ firstName: INJECTED })).body).toEqual({
      code: 400,
      msg: PERSON,
      data: { field: 'firstName' },
    });
    expect((await register({ lastName: '<a href="https://e.ex">Go</a><script>x</script>' })).body).toEqual({
      code: 400,
      msg: PERSON,
      data: { field: 'lastName' },
    });
    expect(
      (await register({ companyName: 'Evil Co\r\nSubject: Urgent: pay now\r\nBcc: co@evil.example' })).body,
    ).toEqual({ code: 400, msg: BUSINESS, data: { field: 'companyName' } });
    expect((await register({ firstName: 'Eve\nX' }, 'zh-cn')).body.msg).toBe(
      '只能使用字母、数字、空格、撇号、连字符、句点或逗号，且只能写一行',
    );
    expect((await register({ companyName: 'A\u2028B' }, 'zh-cn')).body.msg).toBe(
      '只能写一行，且不能包含 < > { } [ ] | \\ ^ ~ ` " = @ : 或 ;',
    );
    expect(
      (await register({ firstName: "Zoë O'Brien-Smith", lastName: '张伟', companyName: 'Acme & Sons (UK) Ltd, No. 2' }))
        .body.code,
    ).toBe(200);
  });

  it('the profile, company, address, basket and order fields refuse them too', async () => {
    const sameDetails = { firstName: 'Alex', lastName: 'Buyer\r\nBcc: x@evil.example', email: 'buyer@example.com' };
    expect((await buyer.call('pri/profileUpdate', sameDetails)).body).toMatchObject({
      code: 400,
      msg: PERSON,
      data: { field: 'lastName' },
    });
    expect((await buyer.call('pri/companyRename', { name: 'Evil\nCo' })).body).toMatchObject({
      code: 400,
      msg: BUSINESS,
      data: { field: 'name' },
    });
    expect(
      (await buyer.call('pri/addressAdd', { ...UK_ADDRESS, contactName: 'Goods In\r\nSubject: pay' })).body,
    ).toMatchObject({ code: 400, msg: BUSINESS, data: { field: 'contactName' } });
    expect((await buyer.call('pri/addressAdd', { ...UK_ADDRESS, line1: '1 Lane\n2 Lane' })).body).toMatchObject({
      code: 400,
      data: { field: 'line1' },
    });
    const [part] = await partsWithBreaks(api, 1);
    const checkout = await prepareCheckout(buyer, [[part!.partNo, 1]]);
    expect(
      (await buyer.call('pri/basketUpdate', { partNo: part!.partNo, reference: 'R1\r\nBcc: x' })).body,
    ).toMatchObject({ code: 400, msg: BUSINESS, data: { field: 'reference' } });
    expect((await buyer.call('pri/orderCreate', { ...checkout, poReference: 'PO-1\r\nX: y' })).body).toMatchObject({
      code: 400,
      msg: BUSINESS,
      data: { field: 'poReference' },
    });
    expect((await buyer.call('pri/orderCreate', { ...checkout, poReference: 'PO-2026/001 #4' })).body.code).toBe(200);
  });

  it('a reason or note that is mailed is one line', async () => {
    expect(
      (await sales.call('staff/orderCancel', { id: 1, version: 1, reason: 'Sorry\r\nBcc: x@evil.example' })).body,
    ).toMatchObject({ code: 400, msg: ONE_LINE, data: { field: 'reason' } });
    expect((await buyer.call('pri/orderReject', { id: 1, note: 'No\n{link}' })).body).toMatchObject({
      code: 400,
      msg: ONE_LINE,
      data: { field: 'note' },
    });
  });
});

describe('e-mails show customer text as data', () => {
  it("the invitation names the inviter with their address and quotes the company; the subject opens with the shop's name", async () => {
    const founder = `founder.${Date.now()}@victim.example`;
    const { body } = await api.call<{ token: string }>(
      'unpri/userRegister',
      { firstName: 'Eve', lastName: 'Tester', email: founder, pwd: 'Zr8-mailinj-pass', companyName: 'Evil Co' },
      { remoteAddress: '10.34.1.1' },
    );
    await followMailedLink(api, founder);
    const invited = await api.call(
      'pri/teamInvite',
      { email: 'target@victim-plc.example', companyRole: 'buyer' },
      { headers: { token: body.data.token } },
    );
    expect(invited.body.code).toBe(200);
    const row = await api.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('recipient', '=', 'target@victim-plc.example')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const shop = await shopIdentity(api.db);
    const mail = composeMail(row, shop, 'https://shop.example');
    expect(mail.subject).toBe(`${shop.name}: an invitation to join the company "Evil Co"`);
    expect(mail.text).toContain(
      `Eve Tester (${founder}) invites you to join the company "Evil Co" as a buyer. ${shop.name} sends this message for them; the names are as they gave them.`,
    );
    const zh = composeMail({ ...row, language: 'zh-cn' }, shop, 'https://shop.example');
    expect(zh.subject).toBe(`${shop.name}：邀请您加入公司“Evil Co”`);
  });
});
