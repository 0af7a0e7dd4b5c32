/** Limits of the staff console's fields (our own: docs/spec.md#constants names none). */
export const STAFF_LIMITS = {
  /** An order number, PO reference, buyer's name or e-mail, or part number, or a piece of one. */
  search: 60,
  pageSizeMax: 100,
  pageSizeDefault: 25,
  pageMax: 10_000,
  /** The largest amount staff may record at once: £1,000,000. */
  amountPenceMax: 100_000_000,
  bankReference: 60,
  carrier: 60,
  trackingNo: 60,
  trackingUrl: 300,
  note: 2000,
  cancelReason: 300,
  /** Lines a dispatch may name. */
  dispatchLines: 200,
  /** How many orders a CSV export may hold. */
  csvRowsMax: 10_000,
} as const;

/** A tracking link: http(s) only, so it never runs script where the buyer opens it. */
export const TRACKING_URL_PATTERN = /^https?:\/\/[^\s"<>]+$/;

/** The lines of a partial dispatch as a form sends them: "lineNo:quantity", separated by spaces; a quantity is at least 1 (shipment_lines refuses 0). */
export const DISPATCH_LINES_PATTERN = /^\d{1,4}:[1-9]\d{0,4}( \d{1,4}:[1-9]\d{0,4}){0,199}$/;

/** Reads "1:5 3:2" into lines and quantities (a line named twice adds up). */
export function parseDispatchLines(text: string): Array<{ lineNo: number; quantity: number }> {
  const totals = new Map<number, number>();
  for (const pair of text.trim().split(/\s+/)) {
    const [lineNo, quantity] = pair.split(':').map(Number) as [number, number];
    totals.set(lineNo, (totals.get(lineNo) ?? 0) + quantity);
  }
  return [...totals].map(([lineNo, quantity]) => ({ lineNo, quantity }));
}

/** The same lines written back for a call. */
export const dispatchLinesText = (lines: ReadonlyArray<{ lineNo: number; quantity: number }>) =>
  lines
    .filter((l) => l.quantity > 0)
    .map((l) => `${l.lineNo}:${l.quantity}`)
    .join(' ');
