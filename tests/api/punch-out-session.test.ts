import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listApiRoutes } from './helpers/api-routes.ts';
import { beginSession, cxmlSetUp } from './helpers/punch-out.ts';
import { logInAs, partsWithBreaks, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

/**
 * A punch-out session answers the basket's and the catalogue's calls and refuses every other buyer
 * call (checkout, payment, the account pages'), whatever page made it: the server decides, not the
 * page (docs/punch-out.md).
 */

let api: TestApi;
let buyer: Buyer;
beforeAll(async () => {
  api = await openTestApi();
  const setup = await cxmlSetUp(api, { formPost: 'https://procurement.example/return' });
  buyer = (await beginSession(api, setup.startCode)).buyer;
});
afterAll(() => api.close());

const REFUSAL = {
  en: 'Not available when shopping from your procurement system: the basket goes back to it with "Transfer basket", and your account is kept there.',
  zh: '从采购系统进入时不可使用此功能：请使用“传回购物车”将购物篮传回采购系统，账户事务请在采购系统中处理。',
};

/** The calls a buyer must not make from a procurement system, with a body each would otherwise take. */
const SHUT: Array<[string, Record<string, unknown>]> = [
  [
    'pri/orderCreate',
    {
      idempotencyKey: 'po-1',
      paymentMethod: 'account',
      deliveryAddressId: 1,
      invoiceAddressId: 1,
      expectedTotalPence: 1,
    },
  ],
  ['pri/checkoutTotals', { deliveryAddressId: 1 }],
  ['pri/paymentOptions', {}],
  ['pri/payStart', { id: 1, method: 'account' }],
  ['pri/orderList', {}],
  ['pri/orderDetail', { id: 1 }],
  ['pri/addressList', {}],
  ['pri/addressAdd', { kind: 'delivery' }],
  ['pri/addressDelete', { id: 1 }],
  ['pri/passwordChange', { oldPwd: 'Lihda-demo-1', newPwd: 'Another-pass-1' }],
  ['pri/profileUpdate', { firstName: 'Mallory' }],
  ['pri/preferencesUpdate', { language: 'zh-cn' }],
  ['pri/quoteRequest', {}],
  ['pri/companyCredit', {}],
  ['pri/msgList', {}],
  ['pri/totpSetup', {}],
  ['pri/partsListList', {}],
];

/** The calls the shop's pages make while the buyer fills the basket. */
const OPEN = ['pri/basketList', 'pri/basketCount', 'pri/userInfo', 'pri/msgUnreadCount', 'pri/priceFromMine'];

describe('a punch-out session', () => {
  it.each(SHUT)('is refused %s, in both languages, before the call does anything', async (path, body) => {
    const english = await buyer.call(path, body);
    expect(english.body).toEqual({ code: 403, msg: REFUSAL.en, data: null });
    const chinese = await buyer.call(path, body, { lang: 'zh-cn' });
    expect(chinese.body).toMatchObject({ code: 403, msg: REFUSAL.zh });
  });

  it('changed nothing through the refused calls, and the same calls work in an ordinary session', async () => {
    const account = await api.db
      .selectFrom('users')
      .select(['firstName', 'language'])
      .where('email', '=', 'admin@acme.example')
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ firstName: 'Priya', language: 'en' });
    const priya = await logInAs(api, 'admin@acme.example');
    expect((await priya.call('pri/addressList')).body.code).toBe(200);
    expect((await priya.call('pri/orderList', {})).body.code).toBe(200);
  });

  it('keeps the basket and catalogue calls open', async () => {
    for (const path of OPEN) expect((await buyer.call(path, {})).body.code, path).not.toBe(403);
    const [part] = await partsWithBreaks(api, 1);
    expect((await buyer.call('pri/basketAdd', { partNo: part!.partNo, quantity: 2 })).body.code).toBe(200);
    expect((await buyer.call('pri/priceMine', { partNos: [part!.partNo] })).body.code).not.toBe(403);
  });

  it('is refused every buyer call and file but the few declared open in punch-out (walking every route)', async () => {
    type Operation = { 'x-caller'?: string; 'x-open-in-punch-out'?: true };
    const paths = (api.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
    const operation = (r: { url: string; method: string }) => paths[r.url]?.[r.method.toLowerCase()];
    const routes = (await listApiRoutes(api.app)).filter((r) => operation(r)?.['x-caller'] === 'buyer');
    const open = routes.filter((r) => operation(r)?.['x-open-in-punch-out'] === true).map((r) => r.url);
    expect(open.sort()).toEqual(
      [
        'basketAdd',
        'basketClear',
        'basketCount',
        'basketList',
        'basketQuickAdd',
        'basketRemove',
        'basketSave',
        'basketUpdate',
        'bomMatch',
        'browseRecord',
        'customerPartNoSuggest',
        'msgUnreadCount',
        'priceFromMine',
        'priceMine',
        'punchOutTransfer',
        'userInfo',
      ]
        .map((name) => `/api/pri/${name}`)
        .concat('/api/unpri/userLogout')
        .sort(),
    );
    const shut = routes.filter((r) => operation(r)?.['x-open-in-punch-out'] !== true);
    expect(shut.length).toBeGreaterThan(60);
    for (const route of shut) {
      const response = await api.app.inject({
        method: route.method,
        url: route.url,
        headers: { token: buyer.login.token },
        ...(route.method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.json<{ msg: string }>().msg, `${route.method} ${route.url}`).toBe(REFUSAL.en);
    }
  });
});
