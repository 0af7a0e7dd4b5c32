import * as lists from '#contract/calls/parts-lists.ts';
import type { BodyOf } from '#contract/call.ts';
import { call, fetchFile } from './call.ts';

/** Parts lists (/acList, /acListdetails/{id}, "Add to list", "Save as list"; docs/account.md). */
export const partsListList = () => call(lists.partsListList, {});
export const partsListGet = (id: number) => call(lists.partsListGet, { id });
export const partsListCreate = (body: BodyOf<typeof lists.partsListCreate>) => call(lists.partsListCreate, body);
export const partsListRename = (id: number, name: string) => call(lists.partsListRename, { id, name });
export const partsListCopy = (id: number, name: string) => call(lists.partsListCopy, { id, name });
export const partsListDelete = (id: number) => call(lists.partsListDelete, { id });
export const partsListShare = (id: number, shared: boolean) => call(lists.partsListShare, { id, shared });
export const partsListAddLines = (id: number, lines: string) => call(lists.partsListAddLines, { id, lines });
export const partsListChangeLine = (body: BodyOf<typeof lists.partsListChangeLine>) =>
  call(lists.partsListChangeLine, body);
export const partsListRemoveLines = (id: number, lineIds: number[]) =>
  call(lists.partsListRemoveLines, { id, lineIds });
export const partsListToBasket = (id: number, lineIds?: number[]) =>
  call(lists.partsListToBasket, { id, ...(lineIds ? { lineIds } : {}) });
export const partsListFromOrder = (orderId: number, name: string) => call(lists.partsListFromOrder, { orderId, name });
export const partsListExport = (id: number, format: (typeof lists.PARTS_LIST_FORMATS)[number]) =>
  fetchFile(lists.partsListExport, { id, format }, `parts-list-${id}.${format}`);
