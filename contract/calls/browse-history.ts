import * as T from 'typebox';
import { defineCall, orNull } from '../call.ts';
import { emptyBody, fields, idField, text } from '../fields.ts';
import { LIMITS } from '../limits/fields.ts';
import { FamilyCard } from './catalogue.ts';
import { Page, pagingFields } from './paging.ts';

/** The logged-in buyer's browse history: the product page records views; the account pages list and prune them. */

/** A product family in the buyer's browse history (pri/browseHistoryList), newest first. */
export const BrowseHistoryItem = T.Object({
  /** ISO 8601: the latest view. */
  viewedAt: T.String(),
  /** How many times the buyer has opened the family's page. */
  viewCount: T.Integer(),
  family: FamilyCard,
  /** The variant last chosen on the family's page (its ?partNo=), or null. */
  partNo: orNull(T.String()),
});
export type BrowseHistoryItem = T.Static<typeof BrowseHistoryItem>;

export const BrowseRecordAnswer = T.Object({ recorded: T.Literal(true) });
export type BrowseRecordAnswer = T.Static<typeof BrowseRecordAnswer>;

/** pri/browseHistoryRemove and pri/browseHistoryClear: how many families left the history. */
export const BrowseHistoryRemoveAnswer = T.Object({ removed: T.Integer() });
export type BrowseHistoryRemoveAnswer = T.Static<typeof BrowseHistoryRemoveAnswer>;

/** A view of the family, and with partNo the variant chosen on its page. */
export const browseRecord = defineCall({
  path: 'pri/browseRecord',
  openInPunchOut: true,
  caller: 'buyer',
  tag: 'account',
  summary: 'Record that the buyer viewed a product family, and with partNo which variant they chose there',
  body: fields({
    id: idField(),
    partNo: text({ label: { en: 'part number', zh: '零件编号' }, max: LIMITS.partNumber }),
  }),
  answer: BrowseRecordAnswer,
});
export type BrowseRecordRequest = T.Static<typeof browseRecord.body>;

/** pageSize 1 to 100, default 24. */
export const browseHistoryList = defineCall({
  path: 'pri/browseHistoryList',
  caller: 'buyer',
  tag: 'account',
  summary: "A page of the buyer's viewed product families, newest first",
  body: fields(pagingFields),
  answer: Page(BrowseHistoryItem),
});
export type BrowseHistoryListRequest = T.Static<typeof browseHistoryList.body>;

export const browseHistoryRemove = defineCall({
  path: 'pri/browseHistoryRemove',
  caller: 'buyer',
  tag: 'account',
  summary: "Remove one product family from the buyer's history",
  body: fields({ id: idField() }),
  answer: BrowseHistoryRemoveAnswer,
});

export const browseHistoryClear = defineCall({
  path: 'pri/browseHistoryClear',
  caller: 'buyer',
  tag: 'account',
  summary: "Empty the buyer's browse history",
  body: emptyBody,
  answer: BrowseHistoryRemoveAnswer,
});
