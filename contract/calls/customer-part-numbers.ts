import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { defineDownload } from '../download.ts';
import { fields, idField, text, yesNo } from '../fields.ts';
import { LIMITS } from '../limits/fields.ts';
import { Page, pagingFields } from './paging.ts';
import { SuggestedPartNumber } from './suggest.ts';

/**
 * A company's own part numbers (docs/pricing.md, "Customer part numbers"): its members list them on
 * /acTeam, its admin (and sales staff, per company in the console) imports and exports them as CSV,
 * and the header search finds our part by them for the company's members only.
 */

export const CUSTOMER_PART_NO_CSV = {
  /** The file's header: our part number, then the company's. */
  columns: ['part_no', 'customer_part_no'],
  /** A company gives its numbers to at most this many parts in one file. */
  maxRows: 20_000,
  /** 20,000 rows of two 40-character cells fit in 2 MB; a JSON string needs a little more room. */
  bodyLimit: 2 * 1024 * 1024,
  errorsListed: 1_000,
  detailsListed: 200,
} as const;

const LABELS = {
  company: { en: 'company', zh: '公司' },
  csv: { en: 'CSV file', zh: 'CSV 文件' },
  fileName: { en: 'file name', zh: '文件名' },
  dryRun: { en: 'dry run', zh: '试运行' },
} as const;

export const CustomerPartNoRow = T.Object({
  partNo: T.String(),
  familyId: T.Integer(),
  slug: T.String(),
  name: T.String(),
  nameZh: T.String(),
  customerPartNo: T.String(),
});
export type CustomerPartNoRow = T.Static<typeof CustomerPartNoRow>;

export const CustomerPartNoListAnswer = T.Object({
  ...Page(CustomerPartNoRow).properties,
  /** The caller is the company's admin, who may change the numbers. */
  canChange: T.Boolean(),
});
export type CustomerPartNoListAnswer = T.Static<typeof CustomerPartNoListAnswer>;

export const customerPartNoList = defineCall({
  path: 'pri/customerPartNoList',
  caller: 'buyer',
  tag: 'pricing',
  summary: "A page of the caller's company's own part numbers, by our part number (members; 404 outside a company)",
  body: fields(pagingFields),
  answer: CustomerPartNoListAnswer,
});

const CustomerPartNoImportError = T.Object({
  /** The file's line (the header is line 1); 0 for the file as a whole. */
  line: T.Integer(),
  /** In the request's language. */
  reason: T.String(),
});

export const CustomerPartNoImportAnswer = T.Object({
  /** The whole file can be imported. When false nothing was written, and the counts are all 0. */
  valid: T.Boolean(),
  /** The first 1,000 errors, ordered by line. */
  errors: T.Array(CustomerPartNoImportError),
  errorCount: T.Integer(),
  added: T.Integer(),
  changed: T.Integer(),
  removed: T.Integer(),
  /** The first 200 changes in file order, e.g. `Line 3: LH-1101-20: ACME-1 → ACME-2`. */
  details: T.Array(T.String()),
  /** Something was written (never on a dry run, an invalid file, or a file that changes nothing). */
  applied: T.Boolean(),
});
export type CustomerPartNoImportAnswer = T.Static<typeof CustomerPartNoImportAnswer>;

const importFields = {
  // Spaces and blank lines are the file's own: line numbers must match the file.
  csv: text({ label: LABELS.csv, required: true, max: CUSTOMER_PART_NO_CSV.bodyLimit, keepSpaces: true }),
  fileName: text({ label: LABELS.fileName, required: true, max: 200 }),
  /** true: check and list what would change, write nothing. false: write it, if the whole file is valid. */
  dryRun: yesNo({ label: LABELS.dryRun, required: true }),
};
const IMPORT_SUMMARY =
  'Import part_no,customer_part_no rows (a blank customer number removes it; parts not in the file keep theirs): a dry run lists the changes and every invalid row; nothing is written unless the whole file is valid';

export const customerPartNoImport = defineCall({
  path: 'pri/customerPartNoImport',
  caller: 'buyer',
  tag: 'pricing',
  summary: `The company admin's own part numbers from CSV. ${IMPORT_SUMMARY}`,
  body: fields(importFields),
  answer: CustomerPartNoImportAnswer,
  bodyLimit: CUSTOMER_PART_NO_CSV.bodyLimit + 64 * 1024,
});
export type CustomerPartNoImportRequest = T.Static<typeof customerPartNoImport.body>;

export const staffCustomerPartNoImport = defineCall({
  path: 'staff/customerPartNoImport',
  caller: 'sales',
  tag: 'staff',
  summary: `A company's own part numbers from CSV. ${IMPORT_SUMMARY}`,
  body: fields({ companyId: idField(LABELS.company), ...importFields }),
  answer: CustomerPartNoImportAnswer,
  bodyLimit: CUSTOMER_PART_NO_CSV.bodyLimit + 64 * 1024,
});

const EXPORT = {
  contentTypes: ['text/csv; charset=utf-8'],
  disposition: 'attachment',
  cache: 'privateNoStore',
} as const;

export const customerPartNoExport = defineDownload({
  path: 'pri/customerPartNoExport',
  caller: 'buyer',
  tag: 'pricing',
  summary: "The caller's company's own part numbers as a CSV attachment in the import's layout (members)",
  query: fields({}, { allowUnknown: true }),
  ...EXPORT,
});

export const staffCustomerPartNoExport = defineDownload({
  path: 'staff/customerPartNoExport',
  caller: 'sales',
  tag: 'staff',
  summary: "A company's own part numbers as a CSV attachment in the import's layout",
  query: fields({ companyId: idField(LABELS.company) }, { allowUnknown: true }),
  ...EXPORT,
});

/** Our part numbers whose company number starts with the typed text, with that number. */
export const CustomerPartNoSuggestAnswer = T.Object({
  partNumbers: T.Array(T.Object({ ...SuggestedPartNumber.properties, customerPartNo: T.String() })),
});
export type CustomerPartNoSuggestAnswer = T.Static<typeof CustomerPartNoSuggestAnswer>;

export const customerPartNoSuggest = defineCall({
  path: 'pri/customerPartNoSuggest',
  openInPunchOut: true,
  caller: 'buyer',
  tag: 'search',
  summary:
    'The header search for a logged-in member: up to 6 of our parts whose company number starts with the text (any case), exact first',
  body: fields({ q: text({ label: { en: 'search', zh: '搜索内容' }, required: true, max: LIMITS.search }) }),
  answer: CustomerPartNoSuggestAnswer,
});
