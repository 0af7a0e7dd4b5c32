import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { emptyBody, fields, idField } from '../fields.ts';
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
});
export type BrowseHistoryItem = T.Static<typeof BrowseHistoryItem>;

export const BrowseRecordAnswer = T.Object({ recorded: T.Literal(true) });
export type BrowseRecordAnswer = T.Static<typeof BrowseRecordAnswer>;

/** pri/browseHistoryRemove and pri/browseHistoryClear: how many families left the history. */
export const BrowseHistoryRemoveAnswer = T.Object({ removed: T.Integer() });
export type BrowseHistoryRemoveAnswer = T.Static<typeof BrowseHistoryRemoveAnswer>;

export const browseRecord = defineCall({
  path: 'pri/browseRecord', caller: 'buyer', tag: 'account', summary: 'Record that the buyer viewed a product family', body: fields({ id: idField() }), answer: BrowseRecordAnswer,
});

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
  path: 'pri/browseHistoryClear', caller: 'buyer', tag: 'account', summary: "Empty the buyer's browse history", body: emptyBody, answer: BrowseHistoryRemoveAnswer,
});
