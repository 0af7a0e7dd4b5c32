import type { BodyOf } from '#contract/call.ts';
import * as csv from '#contract/calls/staff-price-list-csv.ts';
import * as lists from '#contract/calls/staff-price-lists.ts';
import { call, fetchFile } from './call.ts';

/** The staff console's price-list calls (sales and admins; docs/pricing.md). */

export const priceListList = () => call(lists.staffPriceListList, {});
export const priceListGet = (id: number) => call(lists.staffPriceListGet, { id });
export const priceListSave = (body: BodyOf<typeof lists.staffPriceListSave>) => call(lists.staffPriceListSave, body);
export const priceListRuleSave = (body: BodyOf<typeof lists.staffPriceListRuleSave>) =>
  call(lists.staffPriceListRuleSave, body);
export const priceListRuleRemove = (body: BodyOf<typeof lists.staffPriceListRuleRemove>) =>
  call(lists.staffPriceListRuleRemove, body);
export const priceListAssign = (body: BodyOf<typeof lists.staffPriceListAssign>) =>
  call(lists.staffPriceListAssign, body);
export const priceListImport = (body: BodyOf<typeof csv.staffPriceListImport>) => call(csv.staffPriceListImport, body);
export const priceListExport = (id: number) =>
  fetchFile(csv.staffPriceListExport, { id }, `lihda-price-list-${id}.csv`);
