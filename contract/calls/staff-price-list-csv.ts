import * as T from 'typebox';
import { defineCall, orNull } from '../call.ts';
import { defineDownload } from '../download.ts';
import { fields, idField } from '../fields.ts';
import { IMPORT_BODY_LIMIT, importAnswerOf, importFileFields } from './editor-import.ts';

/**
 * A price list's net prices as CSV (docs/pricing.md, "Net prices as CSV"): one row per part,
 * `part_no,price_breaks`. The file is the list's whole set of net prices: an import adds, changes
 * and removes net prices to match it; its percentage rules stay as they are.
 */

const PRICE_LIST = { en: 'price list', zh: '价格表' };

export const PriceListImportChanges = T.Object({
  /** Parts the list gets a net price for. */
  added: T.Integer(),
  /** Parts whose net price breaks change. */
  changed: T.Integer(),
  /** Parts whose net price the file leaves out, so the list no longer has it. */
  removed: T.Integer(),
  unchanged: T.Integer(),
  /**
   * Of the added and changed net prices, the one furthest below its part's single-unit list price:
   * the lowest net break against the list price from 1 off, in whole per cent (half up). Null when
   * none is below it.
   */
  largestCut: orNull(T.Object({ partNo: T.String(), percent: T.Integer() })),
  /** The first 200 changes, one line each, e.g. `LH-4102-20: 1:950;100:820 → 1:900`. */
  details: T.Array(T.String()),
});
export type PriceListImportChanges = T.Static<typeof PriceListImportChanges>;

export const PriceListImportAnswer = importAnswerOf(PriceListImportChanges);
export type PriceListImportAnswer = T.Static<typeof PriceListImportAnswer>;

export const staffPriceListImport = defineCall({
  path: 'staff/priceListImport',
  caller: 'sales',
  tag: 'staff',
  summary:
    "Set a price list's net prices from CSV: a dry run shows the changes and every invalid row; nothing is written unless the whole file is valid",
  body: fields({ priceListId: idField(PRICE_LIST), ...importFileFields }),
  answer: PriceListImportAnswer,
  bodyLimit: IMPORT_BODY_LIMIT,
});

/** A price list's net prices as CSV, named `lihda-price-list-{id}-YYYY-MM-DD.csv`. */
export const staffPriceListExport = defineDownload({
  path: 'staff/priceListExport',
  caller: 'sales',
  tag: 'staff',
  summary: "A price list's net prices as a CSV attachment in the import's layout (UTF-8 with BOM)",
  query: fields({ id: idField(PRICE_LIST) }, { allowUnknown: true }),
  contentTypes: ['text/csv; charset=utf-8'],
  disposition: 'attachment',
  cache: 'noStore',
});
