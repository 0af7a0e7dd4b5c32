/** Limits of the account's order history (our own: docs/spec.md#constants names none). */
export const ORDER_HISTORY_LIMITS = {
  /** An order number, PO reference (25) or part number (40) or a piece of one. */
  search: 40,
  pageSizeMax: 50,
  pageSizeDefault: 10,
  pageMax: 10_000,
} as const;

/** A calendar day as a date input sends it: 2026-11-22. */
export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** What pri/basketQuickAdd takes: the form checks it, and the server refuses more. */
export const QUICK_ORDER_LIMITS = { characters: 20_000, lines: 200 } as const;
