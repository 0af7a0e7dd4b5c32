import * as T from 'typebox';
import { defineCall, enumOf, noAnswer, orNull } from '../call.ts';
import { defineDownload } from '../download.ts';
import { emptyBody, fields, idField, idList, oneOf, text, wholeNumber, yesNo } from '../fields.ts';
import type { BilingualText } from '../i18n/text.ts';
import { PARTS_LIST_LIMITS as L } from '../limits/parts-lists.ts';
import { OrderAgainAnswer } from './order-history.ts';

/**
 * Parts lists (docs/account.md): named lists of parts with quantities and notes. A list is its
 * owner's; a company member's list may be shared with the company, whose members see it and may
 * order from it, while only the owner and the company's admin change it. A list the caller may not
 * see answers 404; one they see but may not change answers 403.
 */

export const PARTS_LIST_LABELS = {
  list: { en: 'parts list', zh: '零件清单' },
  name: { en: 'list name', zh: '清单名称' },
  shared: { en: 'shared with the company', zh: '与公司共享' },
  lines: { en: 'lines', zh: '行' },
  keepUnmatched: { en: 'keep unmatched part numbers', zh: '保留未匹配的零件编号' },
  line: { en: 'line', zh: '行' },
  quantity: { en: 'quantity', zh: '数量' },
  note: { en: 'note', zh: '备注' },
  order: { en: 'order', zh: '订单' },
  format: { en: 'file format', zh: '文件格式' },
} as const satisfies Record<string, BilingualText>;

/** sold: in the catalogue and priced; gone: no longer sold; notFound: text a bill of materials held that matched no part. */
export const PARTS_LIST_LINE_STATES = ['sold', 'gone', 'notFound'] as const;
export type PartsListLineState = (typeof PARTS_LIST_LINE_STATES)[number];

export const PartsListLine = T.Object({
  id: T.Integer(),
  partNo: T.String(),
  state: enumOf(PARTS_LIST_LINE_STATES),
  /** The product's name, or '' for a line that names no product. */
  name: T.String(),
  nameZh: T.String(),
  /** For the link to /goodsInfo/{familyId}/{familySlug}; null when the line names no product. */
  familyId: orNull(T.Integer()),
  familySlug: orNull(T.String()),
  quantity: T.Integer(),
  note: T.String(),
  /** The caller's unit price today at the line's quantity, null unless sold. */
  unitPricePence: orNull(T.Integer()),
  stock: orNull(T.Integer()),
});
export type PartsListLine = T.Static<typeof PartsListLine>;

const listFacts = {
  id: T.Integer(),
  name: T.String(),
  shared: T.Boolean(),
  /** The caller owns it. */
  mine: T.Boolean(),
  ownerName: T.String(),
  /** The caller may rename, share, delete it and change its lines (owner or company admin). */
  canChange: T.Boolean(),
  updatedAt: T.String({ description: 'ISO 8601' }),
};

export const PartsListRow = T.Object({ ...listFacts, lineCount: T.Integer() });
export type PartsListRow = T.Static<typeof PartsListRow>;

export const PartsListDetail = T.Object({
  ...listFacts,
  createdAt: T.String({ description: 'ISO 8601' }),
  /** The owner belongs to a company, so the list may be shared. */
  canShare: T.Boolean(),
  lines: T.Array(PartsListLine),
});
export type PartsListDetail = T.Static<typeof PartsListDetail>;

export const PartsListListAnswer = T.Object({
  /** The caller's own lists, then lists shared in their company, most recently changed first. */
  lists: T.Array(PartsListRow),
  /** The caller belongs to a company, so their lists may be shared. */
  canShare: T.Boolean(),
  maxLists: T.Integer(),
  maxLines: T.Integer(),
});
export type PartsListListAnswer = T.Static<typeof PartsListListAnswer>;

const listId = idField(PARTS_LIST_LABELS.list);
const listName = <R extends boolean>(required: R) => text({ label: PARTS_LIST_LABELS.name, required, max: L.name });
/** `part number | quantity | note`, a row a line (contract/rules/parts-list-lines.ts). */
const lineRows = <R extends boolean>(required: R) =>
  text({ label: PARTS_LIST_LABELS.lines, required, max: L.linesText });
/** Without it, a part number we do not sell is refused; with it, it is kept as a "not found" line. */
const keepUnmatched = yesNo({ label: PARTS_LIST_LABELS.keepUnmatched });
const bodyLimit = L.linesText * 4 + 16 * 1024;

export const partsListList = defineCall({
  path: 'pri/partsListList',
  caller: 'buyer',
  tag: 'parts lists',
  summary: "The caller's parts lists and those shared in their company",
  body: emptyBody,
  answer: PartsListListAnswer,
});

export const partsListGet = defineCall({
  path: 'pri/partsListGet',
  caller: 'buyer',
  tag: 'parts lists',
  summary: 'One parts list with its lines, each priced for the caller today',
  body: fields({ id: listId }),
  answer: PartsListDetail,
});

export const partsListCreate = defineCall({
  path: 'pri/partsListCreate',
  caller: 'buyer',
  tag: 'parts lists',
  summary:
    'A new parts list, empty or with lines (`part number | quantity | note` a row); keepUnmatched keeps unknown part numbers as "not found" lines',
  body: fields({
    name: listName(true),
    shared: yesNo({ label: PARTS_LIST_LABELS.shared }),
    lines: lineRows(false),
    keepUnmatched,
  }),
  answer: PartsListDetail,
  bodyLimit,
});
export type PartsListCreateRequest = T.Static<typeof partsListCreate.body>;

export const partsListRename = defineCall({
  path: 'pri/partsListRename',
  caller: 'buyer',
  tag: 'parts lists',
  summary: 'Rename a parts list (owner or company admin)',
  body: fields({ id: listId, name: listName(true) }),
  answer: PartsListDetail,
});

export const partsListCopy = defineCall({
  path: 'pri/partsListCopy',
  caller: 'buyer',
  tag: 'parts lists',
  summary: "A private copy of a list the caller sees, as the caller's own",
  body: fields({ id: listId, name: listName(true) }),
  answer: PartsListDetail,
});

export const partsListDelete = defineCall({
  path: 'pri/partsListDelete',
  caller: 'buyer',
  tag: 'parts lists',
  summary: 'Delete a parts list (owner or company admin)',
  body: fields({ id: listId }),
  answer: noAnswer,
});

export const partsListShare = defineCall({
  path: 'pri/partsListShare',
  caller: 'buyer',
  tag: 'parts lists',
  summary: "Share a list with the owner's company, or make it private again (owner or company admin)",
  body: fields({ id: listId, shared: yesNo({ label: PARTS_LIST_LABELS.shared, required: true }) }),
  answer: PartsListDetail,
});

export const partsListAddLines = defineCall({
  path: 'pri/partsListAddLines',
  caller: 'buyer',
  tag: 'parts lists',
  summary: 'Add lines to a list (a part already on it grows by the quantity)',
  body: fields({ id: listId, lines: lineRows(true), keepUnmatched }),
  answer: PartsListDetail,
  bodyLimit,
});

export const partsListChangeLine = defineCall({
  path: 'pri/partsListChangeLine',
  caller: 'buyer',
  tag: 'parts lists',
  summary: "Change a line's quantity and/or note",
  body: fields({
    id: listId,
    lineId: idField(PARTS_LIST_LABELS.line),
    quantity: wholeNumber({ label: PARTS_LIST_LABELS.quantity, min: 1, max: L.maxQuantity }),
    note: text({ label: PARTS_LIST_LABELS.note, max: L.note, keepBlank: true }),
  }),
  answer: PartsListDetail,
});

export const partsListRemoveLines = defineCall({
  path: 'pri/partsListRemoveLines',
  caller: 'buyer',
  tag: 'parts lists',
  summary: 'Remove lines from a list',
  body: fields({ id: listId, lineIds: idList({ label: PARTS_LIST_LABELS.lines, required: true, max: L.maxLines }) }),
  answer: PartsListDetail,
});

/** As for an order again: the lines added, and those that could not go (no longer sold, not found, refused by the basket) with why. */
export const PartsListToBasketAnswer = OrderAgainAnswer;
export type PartsListToBasketAnswer = T.Static<typeof PartsListToBasketAnswer>;

export const partsListToBasket = defineCall({
  path: 'pri/partsListToBasket',
  caller: 'buyer',
  tag: 'parts lists',
  summary:
    "Put a list's lines (all, or those named) into the caller's basket; lines that cannot go come back with the reason",
  body: fields({ id: listId, lineIds: idList({ label: PARTS_LIST_LABELS.lines, max: L.maxLines }) }),
  answer: PartsListToBasketAnswer,
});

export const partsListFromOrder = defineCall({
  path: 'pri/partsListFromOrder',
  caller: 'buyer',
  tag: 'parts lists',
  summary: "A new private list of a past order's parts and quantities (an order the caller sees)",
  body: fields({ orderId: idField(PARTS_LIST_LABELS.order), name: listName(true) }),
  answer: PartsListDetail,
});

export const PARTS_LIST_FORMATS = ['csv', 'xlsx'] as const;
export const PARTS_LIST_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export const partsListExport = defineDownload({
  path: 'pri/partsListExport',
  caller: 'buyer',
  tag: 'parts lists',
  summary: 'A list the caller sees as a CSV or .xlsx attachment: part number, quantity, note, name, state',
  query: fields(
    { id: listId, format: oneOf({ label: PARTS_LIST_LABELS.format, required: true, values: PARTS_LIST_FORMATS }) },
    { allowUnknown: true },
  ),
  contentTypes: Object.values(PARTS_LIST_CONTENT_TYPES),
  disposition: 'attachment',
  cache: 'privateNoStore',
});
