import { XMLParser } from 'fast-xml-parser';
import type { PunchOutBegun } from '#contract/calls/punch-out.ts';
import { setupRequestXml, type OrderItem, type SetupOptions } from '../../support/cxml-requests.ts';
import type { Buyer } from './shop.ts';
import type { TestApi } from './test-api.ts';

/** Punch-out as the API tests drive it: documents posted, start codes spent, baskets transferred. */

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });

/** Any XML answer read back as plain objects (tests read what they check by path). */
export const parseXml = (xml: string) => parser.parse(xml) as Record<string, any>;

export async function postCxml(api: TestApi, path: 'setup' | 'order', xml: string) {
  const response = await api.app.inject({
    method: 'POST',
    url: `/punchout/cxml/${path}`,
    payload: xml,
    headers: { 'content-type': 'text/xml; charset=utf-8' },
  });
  const status = parseXml(response.body).cXML?.Response?.Status as { '@code': string; '@text': string } | undefined;
  return {
    http: response.statusCode,
    code: Number(status?.['@code']),
    text: status?.['@text'] ?? '',
    body: response.body,
  };
}

/** The start code in a StartPage URL (…/punchout/start/{code}). */
export const startCodeOf = (url: string) => /\/punchout\/start\/([\w-]+)/.exec(url)?.[1] ?? '';

/** Spends a start code through the page and the API, as the buyer's browser does: a buyer in a punch-out session. */
export async function beginSession(api: TestApi, code: string): Promise<{ buyer: Buyer; begun: PunchOutBegun }> {
  const start = await api.app.inject({ method: 'GET', url: `/punchout/start/${code}` });
  if (start.statusCode !== 303) throw new Error(`start page answered ${start.statusCode}`);
  const { body } = await api.call<PunchOutBegun>('unpri/punchOutBegin', { code });
  if (body.code !== 200) throw new Error(`begin answered ${body.code} ${body.msg}`);
  const login = body.data.login;
  return {
    begun: body.data,
    buyer: {
      login,
      call: (path, payload = {}, headers = {}) =>
        api.call(path, payload, { headers: { token: login.token, ...headers } }),
    },
  };
}

/** The hidden fields of the form page that posts a transferred basket, with its address and policy. */
export function formOf(html: string): { action: string; fields: Array<{ name: string; value: string }> } {
  const unescape = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const action = unescape(/<form method="post" action="([^"]*)"/.exec(html)?.[1] ?? '');
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => ({
    name: unescape(m[1]!),
    value: unescape(m[2]!),
  }));
  return { action, fields };
}

/** Transfers the basket as the basket page does: the call, then the one-use form page. */
export async function transfer(api: TestApi, buyer: Buyer, returnEmpty = false) {
  const { body } = await buyer.call<{ url: string }>('pri/punchOutTransfer', { returnEmpty });
  if (body.code !== 200) throw new Error(`transfer answered ${body.code} ${body.msg}`);
  const page = await api.app.inject({ method: 'GET', url: body.data.url });
  if (page.statusCode !== 200) throw new Error(`form page answered ${page.statusCode}`);
  return { ...formOf(page.body), url: body.data.url, csp: String(page.headers['content-security-policy']) };
}

/** Posts a PunchOutSetupRequest: the answer, its StartPage URL and start code ('' when refused). */
export async function cxmlSetUp(api: TestApi, options: SetupOptions) {
  const answer = await postCxml(api, 'setup', setupRequestXml(options));
  const url = String(parseXml(answer.body).cXML?.Response?.PunchOutSetupResponse?.StartPage?.URL ?? '');
  return { ...answer, url, startCode: startCodeOf(url) };
}

/** The lines of a transferred PunchOutOrderMessage as an OrderRequest's items. */
export function itemsOf(form: { fields: Array<{ value: string }> }): OrderItem[] {
  const message = parseXml(form.fields[0]!.value).cXML.Message.PunchOutOrderMessage;
  const items = Array.isArray(message.ItemIn) ? message.ItemIn : [message.ItemIn];
  return items.map((item: any) => ({
    partNo: item.ItemID.SupplierPartID,
    auxiliaryId: item.ItemID.SupplierPartAuxiliaryID,
    quantity: Number(item['@quantity']),
    unitPrice: item.ItemDetail.UnitPrice.Money['#text'],
  }));
}
