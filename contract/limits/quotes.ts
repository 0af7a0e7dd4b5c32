/** Limits of quotes (docs/quotes.md): what a request may ask for and what a version may offer. */
export const QUOTE_LIMITS = {
  /** Quotes are for large quantities: beyond the basket's 9,999 a line. */
  maxQuantity: 100_000,
  /** Lines of one request (a basket turned into a request). */
  maxLines: 50,
  maxPricePence: 10_000_000,
  maxDeliveryPence: 10_000_000,
  maxLeadTimeDays: 365,
  note: 200,
  message: 2000,
  reference: 25,
  /** The buyer's target prices and notes of a basket's lines, and staff's lines of one version, as text: a row a line. */
  linesText: 10_000,
  /** A version is valid this many days when sales give no date, at most validityMaxDays. */
  validityDefaultDays: 30,
  validityMaxDays: 365,
  /** The cost guard's floor for a family without one of its own: a unit price below this share of the list price needs an admin. */
  defaultFloorPercentOfList: 60,
  /** A family named or searched for by code, part number or name (as the console's family search). */
  familySearch: 60,
  /** The buyer is told this many days before a quote expires. */
  expiryNoticeDays: 3,
  /** Files a buyer may add to a request, and the size of each. */
  attachments: 5,
  attachmentBytes: 10 * 1024 * 1024,
  attachmentName: 120,
} as const;

/**
 * What a request's attachment may be: drawings and specifications. The bytes decide the kind
 * (server/quotes/attachment-kind.ts); the name's extension must agree with them.
 */
export const QUOTE_ATTACHMENT_KINDS = {
  pdf: { name: 'PDF', contentType: 'application/pdf', extensions: ['pdf'] },
  png: { name: 'PNG', contentType: 'image/png', extensions: ['png'] },
  jpeg: { name: 'JPEG', contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  step: { name: 'STEP', contentType: 'model/step', extensions: ['step', 'stp'] },
  dxf: { name: 'DXF', contentType: 'image/vnd.dxf', extensions: ['dxf'] },
} as const;
export type QuoteAttachmentKind = keyof typeof QUOTE_ATTACHMENT_KINDS;

/** The kind a file name's extension claims, or null for one not accepted. */
export function claimedKind(fileName: string): QuoteAttachmentKind | null {
  const extension = /\.([A-Za-z]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const entry = Object.entries(QUOTE_ATTACHMENT_KINDS).find(([, k]) =>
    (k.extensions as readonly string[]).includes(extension),
  );
  return entry ? (entry[0] as QuoteAttachmentKind) : null;
}

/** For a file input's accept attribute. */
export const QUOTE_ATTACHMENT_ACCEPT = Object.values(QUOTE_ATTACHMENT_KINDS)
  .flatMap((k) => k.extensions.map((e) => `.${e}`))
  .join(',');
