import * as catalogue from '#contract/calls/catalogue.ts';
import * as company from '#contract/calls/company.ts';
import * as content from '#contract/calls/content.ts';
import * as menu from '#contract/calls/menu.ts';
import * as search from '#contract/calls/search.ts';
import * as suggest from '#contract/calls/suggest.ts';
import type { ProductSearchRequest } from '#contract/calls/search.ts';
import { call } from './call.ts';

/**
 * The public (unpri) calls the site pre-renders from (at build time, from API_URL: a failure
 * throws and fails the build); the same functions work in the browser.
 */
export const companyInfoDetail = () => call(company.companyInfoDetail, {});
export const acceptedPayments = () => call(company.acceptedPayments, {});
export const getProductMemuL1 = () => call(menu.getProductMemuL1, {});
export const getProductMemuL3 = (id: number) => call(menu.getProductMemuL3, { id });
export const categoryTree = () => call(menu.categoryTree, {});
export const categoryDetail = (id: number, page = 1, pageSize = 24) =>
  call(catalogue.categoryDetail, { id, page, pageSize });
export const productDetail = (id: number) => call(catalogue.productDetail, { id });
export const productSearch = (body: ProductSearchRequest) => call(search.productSearch, body);
export const productSuggest = (q: string) => call(suggest.productSuggest, { q });
export const acleList = () => call(content.acleList, {});
export const acleDetail = (id: number) => call(content.acleDetail, { id });
export const pageList = () => call(content.pageList, {});
export const pageDetail = (slug: string) => call(content.pageDetail, { slug });
