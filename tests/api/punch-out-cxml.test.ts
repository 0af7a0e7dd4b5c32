import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CXML, orderRequestXml, setupRequestXml, type SetupOptions } from '../support/cxml-requests.ts';
import { beginSession, cxmlSetUp, itemsOf, parseXml, postCxml, transfer } from './helpers/punch-out.ts';
import { logInAs, partsWithBreaks, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
const FORM_POST = 'https://procurement.example/punchout/return?session=77';

beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

const setUp = (overrides: Partial<SetupOptions> = {}) => cxmlSetUp(api, { formPost: FORM_POST, ...overrides });

const ordersOf = async (po: string) =>
  api.db
    .selectFrom('orders')
    .select(['id', 'poReference', 'punchoutSystem', 'paymentMethod', 'paymentState', 'totalPence'])
    .where('poReference', '=', po)
    .execute();

describe('cXML punch-out', () => {
  let buyer: Buyer;
  let form: Awaited<ReturnType<typeof transfer>>;

  it('answers a PunchOutSetupRequest with a one-use StartPage that signs the buyer in as the company', async () => {
    const setup = await setUp({ buyerCookie: 'cookie-1' });
    expect(setup).toMatchObject({ http: 200, code: 200 });
    expect(setup.url).toMatch(/^http:\/\/[^/]+\/punchout\/start\/[\w-]{40,}$/);
    const start = await api.app.inject({ method: 'GET', url: `/punchout/start/${setup.startCode}` });
    expect(start.statusCode).toBe(303);
    expect(start.headers.location).toBe(`/basket#punchout=${setup.startCode}`);
    const session = await beginSession(api, setup.startCode);
    buyer = session.buyer;
    expect(session.begun).toMatchObject({
      protocol: 'cxml12',
      systemName: 'SAP Ariba',
      login: { firstName: 'Priya', blongCompany: true },
    });
    // Used once: the page and the call both refuse it now.
    expect((await api.app.inject({ method: 'GET', url: `/punchout/start/${setup.startCode}` })).statusCode).toBe(410);
    expect((await api.call('unpri/punchOutBegin', { code: setup.startCode })).body.code).toBe(404);
  });

  it('refuses an expired StartPage', async () => {
    const setup = await setUp();
    await api.db
      .updateTable('punchoutSessions')
      .set({ startExpiresAt: new Date(Date.now() - 1000) })
      .where('startedAt', 'is', null)
      .execute();
    const page = await api.app.inject({ method: 'GET', url: `/punchout/start/${setup.startCode}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('has been used or has expired');
    expect((await api.call('unpri/punchOutBegin', { code: setup.startCode })).body.code).toBe(404);
  });

  it("transfers the basket as a PunchOutOrderMessage at the buyer's prices, and refuses checkout in the session", async () => {
    const [a, b] = await partsWithBreaks(api, 2);
    await buyer.call('pri/basketAdd', { partNo: a!.partNo, quantity: 3 });
    await buyer.call('pri/basketAdd', { partNo: b!.partNo, quantity: 1 });
    const basket = (await buyer.call<{ lines: Array<{ partNo: string; unitPricePence: number }> }>('pri/basketList'))
      .body.data;
    form = await transfer(api, buyer);
    expect(form.action).toBe(FORM_POST);
    expect(form.csp).toContain('form-action https://procurement.example;');
    expect((await api.app.inject({ method: 'GET', url: form.url })).statusCode).toBe(410);
    expect(form.fields.map((f) => f.name)).toEqual(['cxml-urlencoded']);
    const message = parseXml(form.fields[0]!.value).cXML.Message.PunchOutOrderMessage;
    expect(message.BuyerCookie).toBe('cookie-1');
    const items = itemsOf(form);
    expect(items.map((i) => [i.partNo, i.quantity, i.unitPrice])).toEqual(
      basket.lines.map((l, n) => [l.partNo, n === 0 ? 3 : 1, (l.unitPricePence / 100).toFixed(2)]),
    );
    const back = await transfer(api, buyer, true);
    const nothing = parseXml(back.fields[0]!.value).cXML.Message.PunchOutOrderMessage;
    expect(nothing.ItemIn).toBeUndefined();
    expect(nothing.PunchOutOrderMessageHeader.Total.Money['#text']).toBe('0.00');
    const checkout = await buyer.call('pri/orderCreate', {
      idempotencyKey: 'punch-out-1',
      paymentMethod: 'account',
      deliveryAddressId: 1,
      invoiceAddressId: 1,
      expectedTotalPence: 1,
    });
    expect(checkout.body.code).toBe(403);
    // An ordinary session has nothing to transfer to.
    const ordinary = await api.call<{ token: string }>('unpri/userLogin', {
      email: 'admin@acme.example',
      pwd: 'Lihda-demo-1',
    });
    expect(
      (await api.call('pri/punchOutTransfer', {}, { headers: { token: ordinary.body.data.token } })).body.code,
    ).toBe(403);
  });

  it("makes an OrderRequest matching the transfer an order on the company's account with the PO number, once", async () => {
    const xml = orderRequestXml({
      payloadId: 'po-4500012345@buyer.example',
      orderId: '4500012345',
      items: itemsOf(form),
    });
    const answer = await postCxml(api, 'order', xml);
    expect(answer).toMatchObject({ http: 200, code: 200 });
    const [order, ...more] = await ordersOf('4500012345');
    expect(more).toEqual([]);
    expect(order).toMatchObject({ punchoutSystem: 'SAP Ariba', paymentMethod: 'account', paymentState: 'onAccount' });
    // The account and the console show where it came from.
    const priya = await logInAs(api, 'admin@acme.example');
    expect(
      (await priya.call<{ punchOutSystem: string | null; poReference: string }>('pri/orderDetail', { id: order!.id }))
        .body.data,
    ).toMatchObject({ punchOutSystem: 'SAP Ariba', poReference: '4500012345' });
    const sales = await logInAs(api, 'sales@lihda.example');
    expect(
      (await sales.call<{ punchOutSystem: string | null }>('staff/orderGet', { id: order!.id })).body.data
        .punchOutSystem,
    ).toBe('SAP Ariba');
    const again = await postCxml(api, 'order', xml);
    expect(again).toMatchObject({ http: 409, code: 409 });
    expect(await ordersOf('4500012345')).toHaveLength(1);
    const kept = await api.db
      .selectFrom('punchoutDocuments')
      .select(['kind', 'status', 'orderId'])
      .where('payloadId', '=', 'po-4500012345@buyer.example')
      .orderBy('id')
      .execute();
    expect(kept).toEqual([
      { kind: 'OrderRequest', status: 200, orderId: order!.id },
      { kind: 'OrderRequest', status: 409, orderId: null },
    ]);
  });

  it('refuses an OrderRequest whose prices or lines differ from the transferred basket', async () => {
    const [first, ...rest] = itemsOf(form);
    const cheaper = { ...first!, unitPrice: (Number(first!.unitPrice) - 0.01).toFixed(2) };
    const priced = await postCxml(
      api,
      'order',
      orderRequestXml({ payloadId: 'po-cheap', orderId: '4500012346', items: [cheaper, ...rest] }),
    );
    expect(priced).toMatchObject({
      http: 400,
      code: 400,
      text: 'Line 1: the quantity or price differs from the transferred basket.',
    });
    const unknown = await postCxml(
      api,
      'order',
      orderRequestXml({
        payloadId: 'po-unknown',
        orderId: '4500012347',
        items: [{ ...first!, auxiliaryId: 'PT-999999' }],
      }),
    );
    expect(unknown).toMatchObject({ code: 400, text: 'Line 1 does not match a basket transferred from the shop.' });
    const abroad = orderRequestXml({ payloadId: 'po-abroad', orderId: '4500012349', items: itemsOf(form) }).replace(
      'isoCountryCode="GB">United Kingdom</Country>\n            </PostalAddress>\n            <Phone',
      'isoCountryCode="KP">North Korea</Country>\n            </PostalAddress>\n            <Phone',
    );
    expect(await postCxml(api, 'order', abroad)).toMatchObject({ http: 400, code: 400 });
    expect(await ordersOf('4500012349')).toEqual([]);
    expect(await ordersOf('4500012346')).toEqual([]);
    expect(await ordersOf('4500012347')).toEqual([]);
  });

  it('refuses an order past the company credit limit', async () => {
    await api.db
      .updateTable('companies')
      .set({ creditLimitPence: 1 })
      .where('name', '=', 'Acme Engineering Ltd')
      .execute();
    const answer = await postCxml(
      api,
      'order',
      orderRequestXml({ payloadId: 'po-credit', orderId: '4500012348', items: itemsOf(form) }),
    );
    await api.db
      .updateTable('companies')
      .set({ creditLimitPence: null })
      .where('name', '=', 'Acme Engineering Ltd')
      .execute();
    expect(answer.code).toBe(403);
    expect(await ordersOf('4500012348')).toEqual([]);
  });
});

describe('cXML bad input', () => {
  const formPost = FORM_POST;

  it.each([
    ['a wrong shared secret', { ...DEMO_CXML, secret: 'not-the-secret' }],
    ['an unknown From identity', { ...DEMO_CXML, from: 'someone-else' }],
    ['an unknown Sender', { ...DEMO_CXML, sender: 'someone-else' }],
    ['a wrong To identity', { ...DEMO_CXML, to: 'another-supplier' }],
  ])('answers 401 to %s', async (_name, credentials) => {
    const answer = await setUp({ credentials });
    expect(answer).toMatchObject({ http: 401, code: 401 });
    expect(answer.url).toBe('');
  });

  it('answers 401 to an OrderRequest with a wrong secret, ordering nothing', async () => {
    const answer = await postCxml(
      api,
      'order',
      orderRequestXml({
        credentials: { ...DEMO_CXML, secret: 'x' },
        payloadId: 'po-x',
        orderId: '1',
        items: [{ partNo: 'A', auxiliaryId: 'PT-1', quantity: 1, unitPrice: '1.00' }],
      }),
    );
    expect(answer.code).toBe(401);
  });

  it.each(['javascript:alert(1)', 'ftp://procurement.example/', 'not a url', ''])(
    'answers 400 to the BrowserFormPost %j',
    async (url) => {
      expect(await setUp({ formPost: url })).toMatchObject({ http: 400, code: 400 });
    },
  );

  const bomb = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<cXML payloadID="bomb"><Header/><Request>&lol3;</Request></cXML>`;
  const external = `<?xml version="1.0"?>
<!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
${setupRequestXml({ formPost }).split('\n').slice(2).join('\n').replace('34234234ADFSDF234234', '&xxe;')}`;

  it.each([
    ['malformed XML', '<cXML><Header></cXML>', 'The document is not well-formed XML.'],
    ['an XML bomb', bomb, 'Entity declarations are not accepted.'],
    ['an external entity', external, 'Entity declarations are not accepted.'],
    ['a document over the size limit', `<cXML>${'<x/>'.repeat(70_000)}</cXML>`, 'The document is too large.'],
    ['XML that is not cXML', '<order><line/></order>', 'The document is not the cXML request expected here.'],
    ['no body at all', '', 'The document is not well-formed XML.'],
  ])('answers 400 to %s on both entry points, and keeps the document', async (_name, xml, text) => {
    for (const path of ['setup', 'order'] as const) {
      expect(await postCxml(api, path, xml)).toMatchObject({ http: 400, code: 400, text });
    }
  });

  it('keeps a refused document with its status', async () => {
    const kept = await api.db.selectFrom('punchoutDocuments').select(['status']).where('status', '=', 401).execute();
    expect(kept.length).toBeGreaterThan(0);
  });
});
