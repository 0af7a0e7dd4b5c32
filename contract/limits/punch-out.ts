import { PAYMENT_TERMS } from '../rules/due-date.ts';

/** Limits of punch-out (docs/punch-out.md): connections, incoming documents and sessions. */
export const PUNCH_OUT_LIMITS = {
  systemName: 40,
  identity: 100,
  domain: 40,
  /** A start code (cXML StartPage, OCI's entry) is good once, for this long. */
  startMinutes: 5,
  /** An incoming cXML document or OCI request larger than this is refused before it is parsed. */
  documentBytes: 256 * 1024,
  returnUrl: 2000,
  buyerCookie: 200,
  /** A buyer's e-mail address named by a setup request or a purchase order. */
  buyerEmail: 254,
  /** Kept incoming documents are deleted after this many days. */
  keepDocumentsDays: 90,
  /** Lines of one purchase order. */
  orderLines: 200,
} as const;

/** The protocols a connection speaks: OCI 4.0 or 5.0 (SAP SRM, S/4HANA), cXML 1.2 (Ariba, Coupa, Jaggaer). */
export const PUNCH_OUT_PROTOCOLS = ['oci4', 'oci5', 'cxml12'] as const;
export type PunchOutProtocol = (typeof PUNCH_OUT_PROTOCOLS)[number];

/** The terms a connection's orders go on account under: the company's own, or one of the shop's terms for this connection alone. */
export const PUNCH_OUT_TERMS = ['company', ...PAYMENT_TERMS] as const;
export type PunchOutTerms = (typeof PUNCH_OUT_TERMS)[number];

/** Only web addresses may receive a basket: never javascript:, data: or file:. */
export const isWebAddress = (value: string): boolean => {
  if (value.length > PUNCH_OUT_LIMITS.returnUrl) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
