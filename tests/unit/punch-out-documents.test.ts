import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { cxmlResponse, punchOutOrderMessage, setupResponse } from '../../server/punch-out/cxml-documents.ts';
import { readHeader, readOrderRequest, readSetupRequest } from '../../server/punch-out/cxml-read.ts';
import { addressFields } from '../../server/punch-out/order-addresses.ts';
import { ociFields } from '../../server/punch-out/oci-fields.ts';
import { readXml } from '../../server/punch-out/xml-input.ts';
import { DEMO_CXML, orderRequestXml, setupRequestXml } from '../support/cxml-requests.ts';

const parse = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false }).parse(xml) as Record<
    string,
    any
  >;
const root = (xml: string) => {
  const read = readXml(xml);
  if (!read.ok) throw new Error(read.refusal);
  return readHeader(read.root)!;
};

const LINES = [
  {
    partNo: 'GN-5337.2-M8',
    name: 'Indexing plunger with rest position & lock',
    quantity: 3,
    unitPricePence: 1234,
    leadTimeDays: 5,
  },
  { partNo: 'KIPP-K0270', name: 'Clamping lever', quantity: 10, unitPricePence: 99, leadTimeDays: 0 },
];

describe('OCI field mapping', () => {
  it('maps each line to the NEW_ITEM fields, numbered from 1, prices in pounds', () => {
    const fields = ociFields(LINES);
    expect(fields.slice(0, 11)).toEqual([
      ['NEW_ITEM-DESCRIPTION[1]', 'Indexing plunger with rest position & lo'],
      ['NEW_ITEM-QUANTITY[1]', '3'],
      ['NEW_ITEM-UNIT[1]', 'PCE'],
      ['NEW_ITEM-PRICE[1]', '12.34'],
      ['NEW_ITEM-PRICEUNIT[1]', '1'],
      ['NEW_ITEM-CURRENCY[1]', 'GBP'],
      ['NEW_ITEM-VENDORMAT[1]', 'GN-5337.2-M8'],
      ['NEW_ITEM-LEADTIME[1]', '5'],
      ['NEW_ITEM-MATGROUP[1]', '31160000'],
      ['NEW_ITEM-EXT_PRODUCT_ID[1]', 'GN-5337.2-M8'],
      ['NEW_ITEM-LONGTEXT_1:132[]', 'GN-5337.2-M8 Indexing plunger with rest position & lock'],
    ]);
    expect(Object.fromEntries(fields)).toMatchObject({
      'NEW_ITEM-PRICE[2]': '0.99',
      'NEW_ITEM-QUANTITY[2]': '10',
      'NEW_ITEM-LEADTIME[2]': '0',
    });
    expect(ociFields([])).toEqual([]);
  });
});

describe('cXML documents the shop sends', () => {
  it('writes a PunchOutOrderMessage like the cXML guide example: cookie, total, items with part, reference, price, UNSPSC', () => {
    const xml = punchOutOrderMessage({
      buyerCookie: 'c<1>',
      to: { domain: 'NetworkID', identity: 'acme-ariba' },
      transferRef: 'PT-7',
      lines: LINES,
    });
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<!DOCTYPE cXML SYSTEM "http:\/\/xml.cxml.org\/schemas\/cXML\/1.2.014\/cXML.dtd">/,
    );
    const message = parse(xml).cXML;
    expect(message.Header.To.Credential).toMatchObject({ '@domain': 'NetworkID', Identity: 'acme-ariba' });
    const body = message.Message.PunchOutOrderMessage;
    expect(body.BuyerCookie).toBe('c<1>');
    expect(body.PunchOutOrderMessageHeader).toMatchObject({
      '@operationAllowed': 'create',
      Total: { Money: { '@currency': 'GBP', '#text': '46.92' } },
    });
    expect(body.ItemIn[0]).toMatchObject({
      '@quantity': '3',
      ItemID: { SupplierPartID: 'GN-5337.2-M8', SupplierPartAuxiliaryID: 'PT-7' },
      ItemDetail: {
        UnitPrice: { Money: { '@currency': 'GBP', '#text': '12.34' } },
        Description: { '#text': 'Indexing plunger with rest position & lock' },
        UnitOfMeasure: 'EA',
        Classification: { '@domain': 'UNSPSC', '#text': '31160000' },
        LeadTime: '5',
      },
    });
  });

  it('answers with a Response status, and a StartPage on setup', () => {
    expect(parse(cxmlResponse(409, 'again')).cXML.Response.Status).toMatchObject({ '@code': '409', '@text': 'again' });
    expect(parse(setupResponse('https://shop.example/punchout/start/abc')).cXML.Response).toMatchObject({
      Status: { '@code': '200' },
      PunchOutSetupResponse: { StartPage: { URL: 'https://shop.example/punchout/start/abc' } },
    });
  });
});

describe('cXML documents the shop reads', () => {
  it('reads the header, the setup request and the order request', () => {
    const setup = root(setupRequestXml({ formPost: 'https://p.example/return', buyerCookie: 'BC-1', payloadId: 'p1' }));
    expect(setup.header).toEqual({
      payloadId: 'p1',
      from: [{ domain: 'NetworkID', identity: 'acme-ariba' }],
      to: [{ domain: 'NetworkID', identity: 'acme-ariba' }],
      sender: { domain: 'NetworkID', identity: 'acme-ariba' },
      sharedSecret: DEMO_CXML.secret,
    });
    expect(readSetupRequest(setup.cxml)).toEqual({
      buyerCookie: 'BC-1',
      browserFormPost: 'https://p.example/return',
      operation: 'create',
      buyerEmail: 'priya.shah@acme.example',
    });
    // Without a Contact the UserEmail extrinsic names the buyer; with neither, nobody is named.
    const extrinsicOnly = setupRequestXml({ formPost: 'https://p.example/return', buyerEmail: 'sam@acme.example' });
    const withoutContact = extrinsicOnly.replace(/\n\s*<Contact role="endUser">.*<\/Contact>/, '');
    expect(withoutContact).not.toContain('<Contact');
    expect(readSetupRequest(root(withoutContact).cxml)?.buyerEmail).toBe('sam@acme.example');
    const unnamed = setupRequestXml({ formPost: 'https://p.example/return', buyerEmail: null });
    expect(readSetupRequest(root(unnamed).cxml)?.buyerEmail).toBe('');
    const order = readOrderRequest(
      root(
        orderRequestXml({
          payloadId: 'p2',
          orderId: '4500012345',
          items: [{ partNo: 'A-1', auxiliaryId: 'PT-3', quantity: 4, unitPrice: '0.50' }],
        }),
      ).cxml,
    )!;
    expect(order).toMatchObject({
      orderId: '4500012345',
      buyerName: 'Priya Shah',
      buyerEmail: 'admin@acme.example',
      items: [
        { lineNumber: 1, quantity: 4, supplierPartId: 'A-1', auxiliaryId: 'PT-3', unitPrice: '0.50', currency: 'GBP' },
      ],
    });
    expect(addressFields(order.shipTo!)).toEqual({
      contactName: 'Priya Shah',
      companyName: 'Acme Engineering Ltd',
      line1: 'Acme Works, 5 Forge Road',
      line2: '',
      town: 'Sheffield',
      county: 'South Yorkshire',
      postcode: 'S9 2RX',
      country: 'GB',
      phone: '+44 1632 960102',
    });
    expect(addressFields({ ...order.shipTo!, country: 'KP' })).toBeNull();
    expect(addressFields({ ...order.shipTo!, streets: [] })).toBeNull();
  });

  it('refuses entity declarations, malformed text and oversized documents before reading them', () => {
    expect(readXml('<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>')).toEqual({ ok: false, refusal: 'entity' });
    expect(readXml('<!DOCTYPE x [<!entity a SYSTEM "http://evil.example/">]><x/>')).toEqual({
      ok: false,
      refusal: 'entity',
    });
    expect(readXml('<x><y></x>')).toEqual({ ok: false, refusal: 'malformed' });
    expect(readXml(`<x>${'a'.repeat(300 * 1024)}</x>`)).toEqual({ ok: false, refusal: 'tooLarge' });
    expect(readXml('<x>&amp;&lt;</x>')).toEqual({ ok: true, root: { x: '&<' } });
  });
});
