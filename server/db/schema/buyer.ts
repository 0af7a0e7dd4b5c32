import type { ColumnType, Generated } from 'kysely';
import type { AddressFields } from '#contract/calls/addresses.ts';
import type { Timestamp } from './column-types.ts';

/** What a buyer keeps between orders: browse history, addresses, basket; and newsletter subscribers. */

/** A buyer's view of a product family: the latest time, how many times, and the variant last chosen there. */
export interface BrowseHistoryTable {
  userId: number;
  familyId: number;
  variantId: ColumnType<number | null, number | null | undefined, number | null>;
  viewedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  viewCount: ColumnType<number, number | undefined, number>;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  language: string;
  createdAt: Generated<Date>;
}

/** An address asked onto the newsletter, waiting for its owner to follow the e-mailed link; only the token's hash is kept. */
export interface NewsletterConfirmationsTable {
  id: Generated<number>;
  email: string;
  language: string;
  tokenHash: string;
  createdAt: Generated<Date>;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export type AddressKind = 'delivery' | 'invoice';

/** An address's own fields (contact, lines, town, postcode, ISO country, phone) are the API's. */
export interface AddressesTable extends AddressFields {
  id: Generated<number>;
  userId: number;
  kind: AddressKind;
  isDefault: ColumnType<boolean, boolean | undefined, boolean>;
  /** Saved for a checkout before the address was verified: not the book's until it is. */
  addedUnverified: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: Generated<Date>;
  deletedAt: Timestamp | null;
}

export interface BasketLinesTable {
  userId: number;
  variantId: number;
  quantity: number;
  reference: ColumnType<string, string | undefined, string>;
  saved: ColumnType<boolean, boolean | undefined, boolean>;
  /** The unit price the buyer last saw for the line: a different price today is shown as a change. */
  seenUnitPricePence: number;
  addedAt: Generated<Date>;
}

export interface BuyerTables {
  subscribers: SubscribersTable;
  newsletterConfirmations: NewsletterConfirmationsTable;
  browseHistory: BrowseHistoryTable;
  addresses: AddressesTable;
  basketLines: BasketLinesTable;
}
