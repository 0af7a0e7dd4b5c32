/**
 * cXML 1.2 requests as a procurement system sends them, shaped like the examples of the cXML
 * User's Guide (PunchOutSetupRequest, OrderRequest): the API tests, the unit tests and the fake
 * procurement system (tests/support/fake-procurement.ts) all build theirs here.
 */

export interface Credentials {
  domain: string;
  from: string;
  to: string;
  sender: string;
  secret: string;
}

/** The demo shop's cXML connection (server/seed/demo-punch-out.ts, docs/punch-out.md). */
export const DEMO_CXML: Credentials = {
  domain: 'NetworkID',
  from: 'acme-ariba',
  to: 'acme-ariba',
  sender: 'acme-ariba',
  secret: 'Lihda-demo-punchout',
};

const esc = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function header(c: Credentials): string {
  return `  <Header>
    <From><Credential domain="${esc(c.domain)}"><Identity>${esc(c.from)}</Identity></Credential></From>
    <To><Credential domain="${esc(c.domain)}"><Identity>${esc(c.to)}</Identity></Credential></To>
    <Sender>
      <Credential domain="${esc(c.domain)}"><Identity>${esc(c.sender)}</Identity><SharedSecret>${esc(c.secret)}</SharedSecret></Credential>
      <UserAgent>Fake procurement 1.0</UserAgent>
    </Sender>
  </Header>`;
}

function document(payloadId: string, inner: string, lang: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="${esc(payloadId)}" timestamp="2026-11-29T09:00:00+00:00" xml:lang="${lang}">
${inner}
</cXML>
`;
}

export interface SetupOptions {
  credentials?: Credentials;
  payloadId?: string;
  buyerCookie?: string;
  formPost: string;
  lang?: string;
  /** The buyer the request names (its Contact and the UserEmail extrinsic); null names none. */
  buyerEmail?: string | null;
}

export function setupRequestXml(o: SetupOptions): string {
  const c = o.credentials ?? DEMO_CXML;
  const email = o.buyerEmail === undefined ? 'priya.shah@acme.example' : o.buyerEmail;
  const extrinsic = email === null ? '' : `\n      <Extrinsic name="UserEmail">${esc(email)}</Extrinsic>`;
  const contact =
    email === null
      ? ''
      : `\n      <Contact role="endUser"><Name xml:lang="en">Priya Shah</Name><Email>${esc(email)}</Email></Contact>`;
  return document(
    o.payloadId ?? `setup-${Date.now()}-${Math.random()}@buyer.example`,
    `${header(c)}
  <Request deploymentMode="test">
    <PunchOutSetupRequest operation="create">
      <BuyerCookie>${esc(o.buyerCookie ?? '34234234ADFSDF234234')}</BuyerCookie>${extrinsic}
      <BrowserFormPost><URL>${esc(o.formPost)}</URL></BrowserFormPost>${contact}
      <SupplierSetup><URL>https://shop.lihda.example/punchout/cxml/setup</URL></SupplierSetup>
    </PunchOutSetupRequest>
  </Request>`,
    o.lang ?? 'en-GB',
  );
}

export interface OrderItem {
  partNo: string;
  auxiliaryId: string;
  quantity: number;
  /** Pounds, as cXML's Money writes them: "12.34". */
  unitPrice: string;
  description?: string;
}

export interface OrderOptions {
  credentials?: Credentials;
  payloadId: string;
  orderId: string;
  items: readonly OrderItem[];
  /** The buyer the order names (its Contact); null names none. */
  buyer?: { name: string; email: string } | null;
  /** The document's xml:lang (en-GB unless said). */
  lang?: string;
}

export function orderRequestXml(o: OrderOptions): string {
  const c = o.credentials ?? DEMO_CXML;
  const buyer = o.buyer === undefined ? { name: 'Priya Shah', email: 'admin@acme.example' } : o.buyer;
  const total = o.items.reduce((sum, i) => sum + Math.round(Number(i.unitPrice) * 100) * i.quantity, 0);
  const items = o.items
    .map(
      (
        item,
        index,
      ) => `    <ItemOut quantity="${item.quantity}" lineNumber="${index + 1}" requestedDeliveryDate="2026-12-15">
      <ItemID><SupplierPartID>${esc(item.partNo)}</SupplierPartID><SupplierPartAuxiliaryID>${esc(item.auxiliaryId)}</SupplierPartAuxiliaryID></ItemID>
      <ItemDetail>
        <UnitPrice><Money currency="GBP">${item.unitPrice}</Money></UnitPrice>
        <Description xml:lang="en">${esc(item.description ?? item.partNo)}</Description>
        <UnitOfMeasure>EA</UnitOfMeasure>
        <Classification domain="UNSPSC">31160000</Classification>
      </ItemDetail>
    </ItemOut>`,
    )
    .join('\n');
  return document(
    o.payloadId,
    `${header(c)}
  <Request deploymentMode="test">
    <OrderRequest>
      <OrderRequestHeader orderID="${esc(o.orderId)}" orderDate="2026-11-29T09:30:00+00:00" type="new">
        <Total><Money currency="GBP">${(total / 100).toFixed(2)}</Money></Total>
        <ShipTo>
          <Address addressID="ACME-SHEF">
            <Name xml:lang="en">Acme Engineering Ltd</Name>
            <PostalAddress name="default">
              <DeliverTo>${esc(buyer?.name ?? 'Goods In')}</DeliverTo>
              <Street>Acme Works, 5 Forge Road</Street>
              <City>Sheffield</City>
              <State>South Yorkshire</State>
              <PostalCode>S9 2RX</PostalCode>
              <Country isoCountryCode="GB">United Kingdom</Country>
            </PostalAddress>
            <Phone name="work"><TelephoneNumber><CountryCode isoCountryCode="GB">44</CountryCode><AreaOrCityCode>1632</AreaOrCityCode><Number>960102</Number></TelephoneNumber></Phone>
          </Address>
        </ShipTo>
        <BillTo>
          <Address addressID="ACME-AP">
            <Name xml:lang="en">Acme Engineering Ltd</Name>
            <PostalAddress name="accounts">
              <DeliverTo>Accounts Payable</DeliverTo>
              <Street>Acme Works, 5 Forge Road</Street>
              <City>Sheffield</City>
              <PostalCode>S9 2RX</PostalCode>
              <Country isoCountryCode="GB">United Kingdom</Country>
            </PostalAddress>
          </Address>
        </BillTo>
${buyer ? `        <Contact role="endUser"><Name xml:lang="en">${esc(buyer.name)}</Name><Email>${esc(buyer.email)}</Email></Contact>\n` : ''}      </OrderRequestHeader>
${items}
    </OrderRequest>
  </Request>`,
    o.lang ?? 'en-GB',
  );
}
