import { PUNCH_OUT_LIMITS } from '#contract/limits/punch-out.ts';

/**
 * How /api/docs describes the procurement systems' entry points (server/routes/punch-out.ts): cXML
 * documents and OCI forms, not the API's JSON envelope. These schemas document only: the routes read
 * their bodies as text and check them themselves (server/punch-out/xml-input.ts, cxml-read.ts), so
 * each answer is the protocol's own refusal, never a JSON validation error.
 */

const TAGS = ['punch-out (procurement systems)'];
const xml = (description: string) => ({ 'text/xml': { schema: { type: 'string', description } } });
const html = (description: string) => ({ 'text/html': { schema: { type: 'string', description } } });

/** A cXML Response whose Status code is also the HTTP status. */
const cxmlAnswer = (description: string) => ({
  description,
  content: xml('<cXML><Response><Status code="…" text="…"/></Response></cXML>'),
});

const CXML_REFUSALS = {
  400: cxmlAnswer(
    `Not a well-formed cXML request of this kind, over ${PUNCH_OUT_LIMITS.documentBytes / 1024} KiB, or declaring an entity (no DTD is fetched)`,
  ),
  401: cxmlAnswer('Unknown From identity, wrong Sender or To, or wrong shared secret'),
};

/** The OCI entry's fields, by query (GET) or form (POST). */
const OCI_FIELDS = {
  type: 'object',
  required: ['USERNAME', 'PASSWORD', 'HOOK_URL'],
  properties: {
    USERNAME: { type: 'string', maxLength: PUNCH_OUT_LIMITS.identity, description: "The connection's OCI user" },
    PASSWORD: { type: 'string', description: "The connection's password (shown once in the console)" },
    HOOK_URL: {
      type: 'string',
      maxLength: PUNCH_OUT_LIMITS.returnUrl,
      description: 'http(s) address the basket is posted back to as OCI fields (NEW_ITEM-…[n])',
    },
    language: { type: 'string', description: 'ZH for the Chinese shop' },
  },
};

const OCI_ANSWERS = {
  303: { description: 'To the basket page, signed in as the company by a one-use start code' },
  400: { description: 'HOOK_URL is not an http(s) address', content: html('A short page in English and Chinese') },
  401: { description: 'Wrong user or password', content: html('A short page in English and Chinese') },
};

export const PUNCH_OUT_ROUTE_DOCS = {
  cxmlSetup: {
    tags: TAGS,
    summary: 'cXML PunchOutSetupRequest → PunchOutSetupResponse with a one-use StartPage URL (docs/punch-out.md)',
    body: { content: xml('A cXML 1.2 PunchOutSetupRequest: credentials, BuyerCookie, BrowserFormPost URL') },
    response: {
      200: cxmlAnswer('PunchOutSetupResponse whose StartPage URL is good once, for 5 minutes'),
      ...CXML_REFUSALS,
    },
  },
  cxmlOrder: {
    tags: TAGS,
    summary:
      "cXML OrderRequest (the purchase order) → Response: an order on the company's account for lines of a transferred basket",
    body: {
      content: xml('A cXML 1.2 OrderRequest whose ItemOut lines name a transferred basket (SupplierPartAuxiliaryID)'),
    },
    response: {
      200: cxmlAnswer('The order is placed, with the orderID as its PO reference'),
      ...CXML_REFUSALS,
      403: cxmlAnswer('The company has no approved credit, or the order would pass its credit limit'),
      409: cxmlAnswer('This payloadID was ordered before: nothing is ordered twice'),
    },
  },
  ociGet: {
    tags: TAGS,
    summary: "OCI 4.0/5.0 entry: opens the shop in the buyer's browser in a punch-out session",
    querystring: OCI_FIELDS,
    response: OCI_ANSWERS,
  },
  ociPost: {
    tags: TAGS,
    summary: "OCI 4.0/5.0 entry by form post: opens the shop in the buyer's browser in a punch-out session",
    body: { content: { 'application/x-www-form-urlencoded': { schema: OCI_FIELDS } } },
    response: OCI_ANSWERS,
  },
  start: {
    tags: TAGS,
    summary: "A cXML StartPage: sends the buyer's browser to the basket with its one-use start code",
    params: { type: 'object', properties: { code: { type: 'string' } } },
    response: {
      303: { description: 'To the basket page, where the start code is spent' },
      410: { description: 'Spent or expired', content: html('A short page in English and Chinese') },
    },
  },
  transfer: {
    tags: TAGS,
    summary: "The one-use page that posts a transferred basket to the procurement system's return address",
    params: { type: 'object', properties: { code: { type: 'string' } } },
    response: {
      200: { description: 'A form that submits itself', content: html('OCI fields or cxml-urlencoded') },
      410: { description: 'Sent already or expired', content: html('A short page in English and Chinese') },
    },
  },
};

/** The routes' own code checks what comes in (see above): the schemas are not compiled into validators. */
export const documentedOnly = () => () => true;
