import { MAX_ORDER_QTY } from '../rules/order-quantity.ts';

/** Limits of parts lists (docs/account.md): the server refuses more, the pages say so first. */
export const PARTS_LIST_LIMITS = {
  /** Lists an account owns. */
  maxLists: 100,
  /** Lines of one list (a bill of materials has at most 500 rows). */
  maxLines: 500,
  name: 80,
  note: 200,
  /** A part number as a bill of materials may write it (ours are at most 40 characters). */
  partNo: 60,
  /** A line's quantity: what the basket takes. */
  maxQuantity: MAX_ORDER_QTY,
  /** Lines sent as text, a row a line: 500 rows of part number, quantity and a long note. */
  linesText: 140_000,
} as const;
