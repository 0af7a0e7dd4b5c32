import * as T from 'typebox';
import { LABELS, wholeNumber } from '../fields.ts';

/** Paged listings: the page and page size a call takes, and the page it answers. */

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;

export const pagingFields = {
  page: wholeNumber({ label: LABELS.page, min: 1, max: 10_000 }),
  pageSize: wholeNumber({ label: LABELS.pageSize, min: 1, max: MAX_PAGE_SIZE }),
};

/** One page of a listing: `total` counts every item, `list` holds this page's. */
export const Page = <I extends T.TSchema>(item: I) =>
  T.Object({ total: T.Integer(), page: T.Integer(), pageSize: T.Integer(), list: T.Array(item) });
export type Page<I> = Omit<T.Static<ReturnType<typeof Page<T.TUnknown>>>, 'list'> & { list: I[] };
