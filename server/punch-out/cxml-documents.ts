import { randomBytes } from 'node:crypto';
import { penceAsDecimal } from '#contract/format/money.ts';
import { escapeXml as x } from './xml-input.ts';
import { CURRENCY, UNIT_OF_MEASURE, UNSPSC_HARDWARE, type TransferLine } from './transferred-line.ts';

/** The cXML 1.2 documents the shop sends (shaped as the cXML User's Guide's examples). */

const DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';
/** How the shop names itself in the documents it sends. */
export const SHOP_IDENTITY = 'lihda-group';

export function newPayloadId(now = new Date()): string {
  return `${now.getTime()}.${randomBytes(6).toString('hex')}@lihda.example`;
}

function envelope(inner: string, now: Date): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${DOCTYPE}\n<cXML payloadID="${x(newPayloadId(now))}" timestamp="${now.toISOString()}" xml:lang="en-GB">\n${inner}\n</cXML>\n`;
}

/** A Response with a status (200, 400, 401, 409…): every answer to an incoming request. */
export function cxmlResponse(code: number, text: string, body = '', now = new Date()): string {
  return envelope(
    `<Response><Status code="${code}" text="${x(text)}">${code === 200 ? '' : x(text)}</Status>${body}</Response>`,
    now,
  );
}

/** The answer to a PunchOutSetupRequest: where the buyer's browser goes. */
export function setupResponse(startPage: string, now = new Date()): string {
  return cxmlResponse(
    200,
    'success',
    `<PunchOutSetupResponse><StartPage><URL>${x(startPage)}</URL></StartPage></PunchOutSetupResponse>`,
    now,
  );
}

export interface OrderMessage {
  buyerCookie: string;
  /** Who the basket goes back to: the connection's From credential. */
  to: { domain: string; identity: string };
  /** Lines carry this reference, so the purchase order names the transfer it buys. */
  transferRef: string;
  lines: readonly TransferLine[];
}

function itemIn(line: TransferLine, transferRef: string): string {
  return [
    `<ItemIn quantity="${line.quantity}">`,
    `<ItemID><SupplierPartID>${x(line.partNo)}</SupplierPartID><SupplierPartAuxiliaryID>${x(transferRef)}</SupplierPartAuxiliaryID></ItemID>`,
    '<ItemDetail>',
    `<UnitPrice><Money currency="${CURRENCY}">${penceAsDecimal(line.unitPricePence)}</Money></UnitPrice>`,
    `<Description xml:lang="en">${x(line.name)}</Description>`,
    `<UnitOfMeasure>${UNIT_OF_MEASURE}</UnitOfMeasure>`,
    `<Classification domain="UNSPSC">${UNSPSC_HARDWARE}</Classification>`,
    `<LeadTime>${line.leadTimeDays}</LeadTime>`,
    '</ItemDetail>',
    '</ItemIn>',
  ].join('');
}

/** The basket going back to the procurement system (posted as the form field cxml-urlencoded). */
export function punchOutOrderMessage(message: OrderMessage, now = new Date()): string {
  const total = message.lines.reduce((sum, l) => sum + l.quantity * l.unitPricePence, 0);
  const credential = (domain: string, identity: string) =>
    `<Credential domain="${x(domain)}"><Identity>${x(identity)}</Identity></Credential>`;
  return envelope(
    [
      '<Header>',
      `<From>${credential('NetworkID', SHOP_IDENTITY)}</From>`,
      `<To>${credential(message.to.domain, message.to.identity)}</To>`,
      `<Sender>${credential('NetworkID', SHOP_IDENTITY)}<UserAgent>Lihda Group shop</UserAgent></Sender>`,
      '</Header>',
      '<Message><PunchOutOrderMessage>',
      `<BuyerCookie>${x(message.buyerCookie)}</BuyerCookie>`,
      `<PunchOutOrderMessageHeader operationAllowed="create"><Total><Money currency="${CURRENCY}">${penceAsDecimal(total)}</Money></Total></PunchOutOrderMessageHeader>`,
      ...message.lines.map((line) => itemIn(line, message.transferRef)),
      '</PunchOutOrderMessage></Message>',
    ].join('\n'),
    now,
  );
}
