import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffCompanyDetail } from '#contract/calls/staff-companies.ts';
import type { StaffCustomerDetail } from '#contract/calls/staff-customers.ts';
import type { BuyerTaxNumbers } from '#contract/calls/tax-numbers.ts';
import { logInAs, partsWithBreaks, placeOrder, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let individual: Buyer;
let companyAdmin: Buyer;
let member: Buyer;

beforeAll(async () => {
  api = await openTestApi();
  [individual, companyAdmin, member] = await Promise.all([
    logInAs(api, 'jordan@example.com'),
    logInAs(api, 'admin@acme.example'),
    logInAs(api, 'member@acme.example'),
  ]);
});
afterAll(() => api.close());

const own = (who: Buyer, body: object, lang = 'en') =>
  who.call<BuyerTaxNumbers>('pri/ownTaxNumbersUpdate', body, { lang });
const company = (who: Buyer, body: object, lang = 'en') =>
  who.call<BuyerTaxNumbers>('pri/companyTaxNumbersUpdate', body, { lang });

describe("a buyer's VAT and EORI numbers", () => {
  it('start empty, the individual’s own and the company’s for its members', async () => {
    expect((await individual.call<BuyerTaxNumbers>('pri/taxNumbersGet')).body.data).toEqual({
      own: { vatNo: '', vatNoCheck: null, vatNoCheckedAt: null, eoriNo: '' },
      company: null,
      canChangeCompany: false,
    });
    expect((await member.call<BuyerTaxNumbers>('pri/taxNumbersGet')).body.data).toMatchObject({
      own: null,
      company: { vatNo: '' },
      canChangeCompany: false,
    });
    expect((await companyAdmin.call<BuyerTaxNumbers>('pri/taxNumbersGet')).body.data).toMatchObject({
      own: null,
      canChangeCompany: true,
    });
  });

  it('refuse a VAT number with wrong check digits, naming the country in the language asked, and keep nothing', async () => {
    const english = await own(individual, { vatNo: 'GB 314 1592 65', eoriNo: 'GB314159265000' });
    expect(english.body).toMatchObject({ code: 400, data: { field: 'vatNo' } });
    expect(english.body.msg).toBe(
      'GB314159265 is not a valid VAT number for GB (United Kingdom): it should look like GB123456789 / GB123456789012 and its check digits must add up.',
    );
    const chinese = await own(individual, { vatNo: 'DE136695977' }, 'zh-cn');
    expect(chinese.body.msg).toBe('DE136695977 不是有效的 DE（德国）增值税号：格式应为 DE123456789，且校验位须正确。');
    const noCountry = await own(individual, { vatNo: '980780684' });
    expect(noCountry.body.msg).toMatch(/^Start the VAT number with its country code/);
    const eori = await own(individual, { vatNo: 'GB980780684', eoriNo: 'GB98078068' });
    expect(eori.body).toMatchObject({ code: 400, data: { field: 'eoriNo' } });
    expect((await own(individual, { vatNo: 'GB9807806840001234567' })).body.code).toBe(400);
    expect((await individual.call<BuyerTaxNumbers>('pri/taxNumbersGet')).body.data.own).toMatchObject({
      vatNo: '',
      eoriNo: '',
    });
  });

  it('keep a valid number compact, as format checked while no online check is set up; blank removes it', async () => {
    const saved = await own(individual, { vatNo: 'gb 980 7806 84', eoriNo: 'GB 980780684 000' });
    expect(saved.body.code).toBe(200);
    expect(saved.body.msg).toBe('Your VAT and EORI numbers have been saved.');
    expect(saved.body.data.own).toMatchObject({
      vatNo: 'GB980780684',
      vatNoCheck: 'formatChecked',
      eoriNo: 'GB980780684000',
    });
    expect(Date.parse(saved.body.data.own!.vatNoCheckedAt!)).toBeGreaterThan(Date.now() - 60_000);

    const [part] = await partsWithBreaks(api, 1);
    const order = await placeOrder(individual, [[part!.partNo, 1]]);
    expect(
      await api.db
        .selectFrom('orders')
        .select(['buyerVatNo', 'buyerEoriNo'])
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ buyerVatNo: 'GB980780684', buyerEoriNo: 'GB980780684000' });

    const cleared = await own(individual, { vatNo: '', eoriNo: '' });
    expect(cleared.body.data.own).toEqual({ vatNo: '', vatNoCheck: null, vatNoCheckedAt: null, eoriNo: '' });
    // The order keeps the numbers it was placed with.
    expect(
      (await api.db.selectFrom('orders').select('buyerVatNo').where('id', '=', order.id).executeTakeFirstOrThrow())
        .buyerVatNo,
    ).toBe('GB980780684');
  });

  it("are the company's for its members: its admin changes them, a member cannot, and members' orders carry them", async () => {
    expect((await own(member, { vatNo: 'GB980780684' })).body.code).toBe(409);
    expect((await company(member, { vatNo: 'GB980780684' })).body.code).toBe(403);
    expect((await company(individual, { vatNo: 'GB980780684' })).body.code).toBe(404);
    const saved = await company(companyAdmin, { vatNo: 'DE 136 695 976', eoriNo: 'DE1234567890123' });
    expect(saved.body.data.company).toMatchObject({
      vatNo: 'DE136695976',
      vatNoCheck: 'formatChecked',
      eoriNo: 'DE1234567890123',
    });
    expect((await member.call<BuyerTaxNumbers>('pri/taxNumbersGet')).body.data.company).toMatchObject({
      vatNo: 'DE136695976',
    });

    const [part] = await partsWithBreaks(api, 1);
    const order = await placeOrder(member, [[part!.partNo, 1]]);
    expect(
      await api.db
        .selectFrom('orders')
        .select(['buyerVatNo', 'buyerEoriNo'])
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ buyerVatNo: 'DE136695976', buyerEoriNo: 'DE1234567890123' });
  });

  it('are shown to sales on the company and on each buyer, the company’s for its members', async () => {
    const sales = await logInAs(api, 'sales@lihda.example');
    expect((await company(companyAdmin, { vatNo: 'GB980780684', eoriNo: 'GB980780684000' })).body.code).toBe(200);
    expect((await own(individual, { vatNo: '' })).body.code).toBe(200);
    const ids = await api.db
      .selectFrom('users')
      .select(['id', 'email', 'companyId'])
      .where('email', 'in', ['admin@acme.example', 'member@acme.example', 'jordan@example.com'])
      .execute();
    const idOf = (email: string) => ids.find((u) => u.email === email)!;
    const shown = await sales.call<StaffCompanyDetail>('staff/companyGet', {
      id: idOf('admin@acme.example').companyId,
    });
    expect(shown.body.data.taxNumbers).toMatchObject({
      vatNo: 'GB980780684',
      vatNoCheck: 'formatChecked',
      eoriNo: 'GB980780684000',
    });
    const memberShown = await sales.call<StaffCustomerDetail>('staff/customerGet', {
      id: idOf('member@acme.example').id,
    });
    expect(memberShown.body.data.taxNumbers.vatNo).toBe('GB980780684');
    const individualShown = await sales.call<StaffCustomerDetail>('staff/customerGet', {
      id: idOf('jordan@example.com').id,
    });
    expect(individualShown.body.data.taxNumbers).toEqual({
      vatNo: '',
      vatNoCheck: null,
      vatNoCheckedAt: null,
      eoriNo: '',
    });
  });
});
