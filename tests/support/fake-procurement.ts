import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';
import { DEMO_CXML, orderRequestXml, setupRequestXml, type OrderItem } from './cxml-requests.ts';

/**
 * A stand-in procurement system (SAP Ariba over cXML, SAP SRM over OCI) for the punch-out tests:
 * it starts sessions in the shop, receives the transferred basket at its return address (a page the
 * browser lands on), and sends the purchase order for what it received.
 */

export interface ReceivedBasket {
  /** The posted form's fields, in order. */
  fields: Array<[string, string]>;
}

export interface FakeProcurement {
  url: string;
  /** Where the shop posts baskets back: the cXML BrowserFormPost URL and OCI's HOOK_URL. */
  returnUrl: string;
  /** cXML: a PunchOutSetupRequest to the shop; answers the StartPage URL. */
  setupCxml(shopUrl: string, lang?: string): Promise<string>;
  /** OCI: the address the buyer's browser opens, with the demo credentials and HOOK_URL. */
  ociEntry(shopUrl: string, language?: string): string;
  /** The baskets received so far, oldest first. */
  received: ReceivedBasket[];
  /** cXML: an OrderRequest for the last basket received; answers the shop's Status code. */
  sendOrder(shopUrl: string, orderId: string, payloadId: string): Promise<number>;
  close(): Promise<void>;
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });

/** The items of a PunchOutOrderMessage, as the purchase order's lines. */
export function orderItemsOf(cxml: string): OrderItem[] {
  const message = (parser.parse(cxml) as Record<string, any>).cXML.Message.PunchOutOrderMessage;
  const items = message.ItemIn === undefined ? [] : Array.isArray(message.ItemIn) ? message.ItemIn : [message.ItemIn];
  return items.map((item: any) => ({
    partNo: String(item.ItemID.SupplierPartID),
    auxiliaryId: String(item.ItemID.SupplierPartAuxiliaryID),
    quantity: Number(item['@quantity']),
    unitPrice: String(item.ItemDetail.UnitPrice.Money['#text']),
    description: String(item.ItemDetail.Description['#text'] ?? ''),
  }));
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export async function startFakeProcurement(): Promise<FakeProcurement> {
  const received: ReceivedBasket[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    request.on('end', () => {
      if (request.method !== 'POST' || !request.url?.startsWith('/return')) {
        response.writeHead(404).end();
        return;
      }
      const fields = [...new URLSearchParams(raw).entries()];
      received.push({ fields });
      const cxml = fields.find(([name]) => name === 'cxml-urlencoded')?.[1];
      const lines = cxml
        ? orderItemsOf(cxml).map((i) => `${i.partNo} × ${i.quantity} at ${i.unitPrice}`)
        : fields.filter(([name]) => name.startsWith('NEW_ITEM-VENDORMAT')).map(([, value]) => value);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><title>Requisition</title><h1>Basket received</h1><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul><p>${lines.length} lines</p>`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const returnUrl = `${url}/return`;
  const postCxml = async (target: string, xml: string) => {
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      body: xml,
    });
    return (parser.parse(await answer.text()) as Record<string, any>).cXML.Response;
  };
  return {
    url,
    returnUrl,
    received,
    async setupCxml(shopUrl, lang) {
      const response = await postCxml(
        `${shopUrl}/punchout/cxml/setup`,
        setupRequestXml({ formPost: returnUrl, buyerCookie: `cookie-${Date.now()}`, ...(lang ? { lang } : {}) }),
      );
      return String(response.PunchOutSetupResponse?.StartPage?.URL ?? '');
    },
    ociEntry(shopUrl, language = 'EN') {
      return `${shopUrl}/punchout/oci?${new URLSearchParams({ USERNAME: 'acme-oci', PASSWORD: 'Lihda-demo-1', HOOK_URL: returnUrl, '~TARGET': '_top', language })}`;
    },
    async sendOrder(shopUrl, orderId, payloadId) {
      const last = received.at(-1)?.fields.find(([name]) => name === 'cxml-urlencoded')?.[1];
      if (!last) throw new Error('no cXML basket received yet');
      const response = await postCxml(
        `${shopUrl}/punchout/cxml/order`,
        orderRequestXml({ credentials: DEMO_CXML, payloadId, orderId, items: orderItemsOf(last) }),
      );
      return Number(response.Status['@code']);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
