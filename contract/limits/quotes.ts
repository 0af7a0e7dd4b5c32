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
  /** The buyer is told this many days before a quote expires. */
  expiryNoticeDays: 3,
} as const;
