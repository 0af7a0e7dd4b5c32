import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, logInAs, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

// Names, company names, addresses and references are printed in the shop's e-mails, documents and
// console: they are one line, without the characters of markup, so nobody's text passes for the shop's.

let api: TestApi;
let buyer: Buyer;

beforeAll(async () => {
  api = await openTestApi();
  buyer = await logInAs(api, 'buyer@example.com');
});
afterAll(() => api.close());

const ONE_LINE = 'Write this on one line, without < > { } | \\ ^ or `';
const register = (change: Record<string, string>, n: number) =>
  api.call('unpri/userRegister', { firstName: 'Eve', lastName: 'Tester', email: `oneline${n}-${Date.now()}@example.com`, pwd: 'secret-pass1', ...change }, { remoteAddress: `10.13.0.${n}` });

describe('one-line fields', () => {
  it('refuses line breaks and markup in names and company names at registration, naming the field, in both languages', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ firstName: 'Eve\r\nBcc: b@evil.example' }, 'firstName'],
      [{ lastName: '<a href="https://e.example">Go</a>' }, 'lastName'],
      [{ companyName: 'Evil Co\r\nSubject: Urgent: pay now' }, 'companyName'],
      [{ firstName: 'Eve\u2028Tester' }, 'firstName'],
    ];
    for (const [index, [change, field]] of cases.entries()) {
      const refused = await register(change, index + 1);
      expect(refused.body, field).toMatchObject({ code: 400, data: { field } });
      expect(refused.body.msg, field).toContain(ONE_LINE);
    }
    const zh = await api.call('unpri/userRegister', { firstName: 'Eve\nX', lastName: 'T', email: 'zh-oneline@example.com', pwd: 'secret-pass1' }, { remoteAddress: '10.13.1.1', headers: { lang: 'zh-cn' } });
    expect(zh.body.msg).toContain('请在一行内填写');
    expect((await register({ firstName: 'Siân', lastName: "O'Brien-Smith", companyName: 'Acme & Sons (UK) Ltd.' }, 9)).body.code).toBe(200);
  });

  it('refuses them in addresses, order references and a company’s name', async () => {
    const address = await buyer.call('pri/addressAdd', { kind: 'delivery', contactName: 'Goods In\r\nBcc: x@evil.example', line1: '1 High St', town: 'Leeds', postcode: 'LS1 1AA', country: 'GB', phone: '+44 113 496 0000' });
    expect(address.body).toMatchObject({ code: 400, data: { field: 'contactName' } });
    expect((await buyer.call('pri/companyRename', { name: 'A\nB' })).body.code).toBe(400);
    const fine = await addAddress(buyer, { contactName: 'Goods In, Bay 3' });
    const order = await buyer.call('pri/orderCreate', {
      idempotencyKey: `one-line-${Date.now()}`, deliveryAddressId: fine.id, invoiceAddressId: fine.id, paymentMethod: 'bankTransfer', expectedTotalPence: 1, poReference: 'PO-1\r\nX',
    });
    expect(order.body).toMatchObject({ code: 400, data: { field: 'poReference' } });
  });
});
