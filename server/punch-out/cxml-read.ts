import { attributeOf, child, children, textOf, type XmlNode, type XmlValue } from './xml-input.ts';

/** What the shop reads from incoming cXML 1.2 documents (the structure of the cXML DTD's elements). */

export interface CxmlCredential {
  domain: string;
  identity: string;
}

export interface CxmlHeader {
  payloadId: string;
  from: CxmlCredential[];
  to: CxmlCredential[];
  sender: CxmlCredential;
  sharedSecret: string;
}

export interface SetupRequest {
  buyerCookie: string;
  browserFormPost: string;
  operation: string;
  /** The buyer's address as the request names it: its Contact's Email, else the UserEmail extrinsic. */
  buyerEmail: string;
}

export interface OrderItem {
  lineNumber: number;
  quantity: number;
  supplierPartId: string;
  auxiliaryId: string;
  unitPrice: string;
  currency: string;
}

/** A ShipTo or BillTo address (cXML's Address with its PostalAddress), as written. */
export interface CxmlAddress {
  name: string;
  deliverTo: string;
  streets: string[];
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone: string;
}

export interface OrderRequest {
  orderId: string;
  shipTo: CxmlAddress | null;
  billTo: CxmlAddress | null;
  buyerName: string;
  buyerEmail: string;
  items: OrderItem[];
}

function addressOf(node: XmlValue | undefined): CxmlAddress | null {
  const address = child(node, 'Address');
  const postal = child(address, 'PostalAddress');
  if (!address || !postal) return null;
  const number = child(address, 'Phone', 'TelephoneNumber');
  return {
    name: textOf(child(address, 'Name')),
    deliverTo: textOf(child(postal, 'DeliverTo')),
    streets: children(postal, 'Street').map(textOf),
    city: textOf(child(postal, 'City')),
    state: textOf(child(postal, 'State')),
    postalCode: textOf(child(postal, 'PostalCode')),
    country: attributeOf(child(postal, 'Country'), 'isoCountryCode'),
    phone: [
      textOf(child(number, 'CountryCode')) && `+${textOf(child(number, 'CountryCode'))}`,
      textOf(child(number, 'AreaOrCityCode')),
      textOf(child(number, 'Number')),
    ]
      .filter(Boolean)
      .join(' '),
  };
}

const credentials = (node: XmlValue | undefined): CxmlCredential[] =>
  children(node, 'Credential').map((c) => ({
    domain: attributeOf(c, 'domain'),
    identity: textOf(child(c, 'Identity')),
  }));

/** The cXML envelope and its header, or null when the document is not one. */
export function readHeader(root: XmlNode): { cxml: XmlValue; header: CxmlHeader } | null {
  const cxml = child(root, 'cXML');
  const header = child(cxml, 'Header');
  const sender = child(header, 'Sender', 'Credential');
  if (!cxml || !header || !sender) return null;
  return {
    cxml,
    header: {
      payloadId: attributeOf(cxml, 'payloadID'),
      from: credentials(child(header, 'From')),
      to: credentials(child(header, 'To')),
      sender: { domain: attributeOf(sender, 'domain'), identity: textOf(child(sender, 'Identity')) },
      sharedSecret: textOf(child(sender, 'SharedSecret')),
    },
  };
}

export function readSetupRequest(cxml: XmlValue): SetupRequest | null {
  const request = child(cxml, 'Request', 'PunchOutSetupRequest');
  if (!request) return null;
  return {
    buyerCookie: textOf(child(request, 'BuyerCookie')),
    browserFormPost: textOf(child(request, 'BrowserFormPost', 'URL')),
    operation: attributeOf(request, 'operation'),
    buyerEmail:
      textOf(child(request, 'Contact', 'Email')) ||
      textOf(children(request, 'Extrinsic').find((e) => attributeOf(e, 'name') === 'UserEmail')),
  };
}

export function readOrderRequest(cxml: XmlValue): OrderRequest | null {
  const request = child(cxml, 'Request', 'OrderRequest');
  const header = child(request, 'OrderRequestHeader');
  if (!request || !header) return null;
  const contact = child(header, 'Contact');
  return {
    orderId: attributeOf(header, 'orderID'),
    shipTo: addressOf(child(header, 'ShipTo')),
    billTo: addressOf(child(header, 'BillTo')),
    buyerName: textOf(child(contact, 'Name')),
    buyerEmail: textOf(child(contact, 'Email')),
    items: children(request, 'ItemOut').map((item, index) => {
      const money = child(item, 'ItemDetail', 'UnitPrice', 'Money');
      return {
        lineNumber: Number(attributeOf(item, 'lineNumber') || index + 1),
        quantity: Number(attributeOf(item, 'quantity')),
        supplierPartId: textOf(child(item, 'ItemID', 'SupplierPartID')),
        auxiliaryId: textOf(child(item, 'ItemID', 'SupplierPartAuxiliaryID')),
        unitPrice: textOf(money),
        currency: attributeOf(money, 'currency'),
      };
    }),
  };
}
