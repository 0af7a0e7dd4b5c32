import * as T from 'typebox';
import { defineCall, enumOf, orNull } from '../call.ts';
import { fields, text, wholeNumber } from '../fields.ts';

/**
 * A bill of materials read and matched against the catalogue (docs/shop.md, "Upload a BOM"). The
 * server reads the file (CSV, or a workbook's sheet), guesses the part number and quantity columns
 * from the header row unless the buyer chose them, and matches every row; nothing is written.
 */

export const BOM_LIMITS = {
  /** Rows below the header. */
  maxRows: 500,
  /** The file's own size, before Base64. */
  maxBytes: 2 * 1024 * 1024,
  /** Suggestions per row that names none of our parts. */
  suggestions: 3,
  fileName: 200,
  /** Excel's own limit on a sheet's name. */
  sheetName: 31,
  /** Columns a header row may have. */
  maxColumns: 100,
  /** A cell is cut to this many characters in the answer. */
  cellChars: 80,
} as const;

/** 2 MB of file is about 2.8 MB of Base64, with room for the other fields. */
export const BOM_BODY_LIMIT = Math.ceil((BOM_LIMITS.maxBytes * 4) / 3) + 64 * 1024;

export const BOM_FILE_TYPES = ['.csv', '.xlsx'] as const;

/** Matched: one of our parts (by our number or the company's own). Suggested: the closest parts. Not found: neither. */
export const BOM_ROW_STATUSES = ['matched', 'suggested', 'notFound'] as const;
export type BomRowStatus = (typeof BOM_ROW_STATUSES)[number];

export const BOM_MATCHED_BY = ['partNo', 'customerPartNo'] as const;

export const BomPart = T.Object({
  variantId: T.Integer(),
  partNo: T.String(),
  familyId: T.Integer(),
  /** For the link to /goodsInfo/{familyId}/{familySlug}. */
  familySlug: T.String(),
  name: T.String(),
  nameZh: T.String(),
  /** The buyer's company's own number for the part, or null. */
  customerPartNo: orNull(T.String()),
  /** The buyer's unit price at the row's quantity (docs/pricing.md), ex VAT. */
  unitPricePence: T.Integer(),
  listUnitPricePence: T.Integer(),
  stock: T.Integer(),
  leadTimeDays: T.Integer(),
});
export type BomPart = T.Static<typeof BomPart>;

export const BomRow = T.Object({
  /** The file's row (the header is the first with text). */
  line: T.Integer(),
  /** The part number cell as written (cut to 80 characters). */
  partNoText: T.String(),
  quantityText: T.String(),
  /** The quantity cell as a whole number from 1 to 9,999; 1 without a quantity column; null when the cell is not one. */
  quantity: orNull(T.Integer()),
  status: enumOf(BOM_ROW_STATUSES),
  /** How a matched row was matched; null otherwise. */
  matchedBy: orNull(enumOf(BOM_MATCHED_BY)),
  /** The matched part; null otherwise. */
  part: orNull(BomPart),
  /** Up to three parts, closest first, for a row that is not matched. */
  suggestions: T.Array(BomPart),
});
export type BomRow = T.Static<typeof BomRow>;

export const BomMatchAnswer = T.Object({
  /** A workbook's sheet names, in order; empty for a CSV file. */
  sheets: T.Array(T.String()),
  /** The sheet read; null for a CSV file. */
  sheet: orNull(T.String()),
  /** The header row's cells, one per column. */
  columns: T.Array(T.String()),
  partNoColumn: T.Integer(),
  /** null: no quantity column, every row is for 1. */
  quantityColumn: orNull(T.Integer()),
  rows: T.Array(BomRow),
});
export type BomMatchAnswer = T.Static<typeof BomMatchAnswer>;

const column = (label: { en: string; zh: string }) => wholeNumber({ label, min: 0, max: BOM_LIMITS.maxColumns - 1 });

export const bomMatch = defineCall({
  path: 'pri/bomMatch',
  openInPunchOut: true,
  caller: 'buyer',
  tag: 'basket',
  summary:
    "Read a BOM (.csv or .xlsx, at most 2 MB and 500 rows, in Base64) and match each row: our part number (any case, spaces, dashes), the company's own number, or up to 3 suggestions; columns guessed from the header unless the part number column is given; nothing is written",
  body: fields({
    fileName: text({ label: { en: 'file name', zh: '文件名' }, required: true, max: BOM_LIMITS.fileName }),
    dataBase64: text({
      label: { en: 'file', zh: '文件' },
      required: true,
      max: BOM_BODY_LIMIT,
      pattern: /^[A-Za-z0-9+/]+={0,2}$/,
      patternMessage: { en: 'The file must be sent as Base64 text.', zh: '文件必须以 Base64 文本发送。' },
    }),
    /** A workbook's sheet; the first when left out. */
    sheet: text({ label: { en: 'sheet', zh: '工作表' }, max: BOM_LIMITS.sheetName }),
    /** Left out: both columns are guessed from the header row. */
    partNoColumn: column({ en: 'part number column', zh: '零件号列' }),
    /** With partNoColumn, the buyer's choice (left out: none, every row is for 1); without, both are guessed. */
    quantityColumn: column({ en: 'quantity column', zh: '数量列' }),
  }),
  answer: BomMatchAnswer,
  bodyLimit: BOM_BODY_LIMIT,
});
export type BomMatchRequest = T.Static<typeof bomMatch.body>;
