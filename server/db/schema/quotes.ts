import type { ColumnType, Generated } from 'kysely';
import type { QuoteAttachmentKind } from '#contract/limits/quotes.ts';
import type { QuoteState } from '#contract/rules/quote-states.ts';
import type { Json, Timestamp } from './column-types.ts';

/** Quotes: requests, the versions sales send, the thread, the history and the cost guard's floors (migration 039). */

/** A calendar day, read as text (select it with `::text`): 'YYYY-MM-DD'. */
type Day = ColumnType<string | null, string | null | undefined, string | null>;

export interface QuotesTable {
  id: Generated<number>;
  quoteNo: Generated<string>;
  userId: number;
  companyId: number | null;
  state: ColumnType<QuoteState, QuoteState | undefined, QuoteState>;
  neededBy: Day;
  deliveryCountry: string;
  reference: ColumnType<string, string | undefined, string>;
  versionNo: ColumnType<number, number | undefined, number>;
  validUntil: Day;
  expiryNoticeVersion: number | null;
  createdAt: Generated<Date>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface QuoteRequestLinesTable {
  id: Generated<number>;
  quoteId: number;
  lineNo: number;
  variantId: number;
  quantity: number;
  targetPricePence: number | null;
  note: ColumnType<string, string | undefined, string>;
}

export interface QuoteVersionsTable {
  id: Generated<number>;
  quoteId: number;
  versionNo: number;
  deliveryPence: number;
  validUntil: ColumnType<string, string, string>;
  message: ColumnType<string, string | undefined, string>;
  staffId: number;
  belowFloor: ColumnType<boolean, boolean | undefined, boolean>;
  approvedBy: number | null;
  createdAt: Generated<Date>;
  sentAt: Timestamp | null;
}

export interface QuoteBreakJson {
  minQty: number;
  unitPricePence: number;
}

export interface QuoteVersionLinesTable {
  versionId: number;
  lineNo: number;
  variantId: number;
  alternative: ColumnType<boolean, boolean | undefined, boolean>;
  quantity: number;
  priceBreaks: Json<QuoteBreakJson[]>;
  unitPricePence: number;
  listUnitPricePence: number;
  leadTimeDays: number;
}

export interface QuoteMessagesTable {
  id: Generated<number>;
  quoteId: number;
  authorId: number;
  side: 'buyer' | 'staff';
  body: string;
  createdAt: Generated<Date>;
}

export interface QuoteEventsTable {
  id: Generated<number>;
  quoteId: number;
  kind: string;
  userId: number | null;
  stateFrom: string | null;
  stateTo: string | null;
  detail: Json<Record<string, unknown>>;
  createdAt: Generated<Date>;
}

export interface QuotePriceFloorsTable {
  familyId: number;
  /** numeric(5,2): read it as a number with `::float8`. */
  minPercentOfList: ColumnType<string, number, number>;
}

/** A file the buyer added to a request (migration 053); its bytes are in `files`. */
export interface QuoteAttachmentsTable {
  id: Generated<number>;
  quoteId: number;
  fileId: number;
  fileName: string;
  kind: QuoteAttachmentKind;
  byteSize: number;
  userId: number;
  createdAt: Generated<Date>;
}

export interface QuoteTables {
  quotes: QuotesTable;
  quoteRequestLines: QuoteRequestLinesTable;
  quoteVersions: QuoteVersionsTable;
  quoteVersionLines: QuoteVersionLinesTable;
  quoteMessages: QuoteMessagesTable;
  quoteEvents: QuoteEventsTable;
  quotePriceFloors: QuotePriceFloorsTable;
  quoteAttachments: QuoteAttachmentsTable;
}
