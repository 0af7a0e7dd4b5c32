import * as catalogue from '#contract/calls/catalogue.ts';
import * as company from '#contract/calls/company.ts';
import * as content from '#contract/calls/content.ts';
import * as menu from '#contract/calls/menu.ts';
import * as search from '#contract/calls/search.ts';
import * as suggest from '#contract/calls/suggest.ts';
import type { ProductSearchRequest } from '#contract/calls/search.ts';
import { calling } from './browser.ts';
import { call } from './call.ts';

/**
 * The public (unpri) calls the site pre-renders from (at build time, from API_URL: a failure
 * throws and fails the build); the same functions work in the browser, with the error catalogue.
 */
export const companyInfoDetail = () => calling(call(company.companyInfoDetail, {}));
export const acceptedPayments = () => calling(call(company.acceptedPayments, {}));
export const getProductMemuL1 = () => calling(call(menu.getProductMemuL1, {}));
export const getProductMemuL3 = (id: number) => calling(call(menu.getProductMemuL3, { id }));
export const categoryTree = () => calling(call(menu.categoryTree, {}));
export const categoryDetail = (id: number, page = 1, pageSize = 24) => calling(call(catalogue.categoryDetail, { id, page, pageSize }));
export const productDetail = (id: number) => calling(call(catalogue.productDetail, { id }));
export const productLive = (id: number) => calling(call(catalogue.productLive, { id }));
export const productSearch = (body: ProductSearchRequest) => calling(call(search.productSearch, body));
export const productSuggest = (q: string) => calling(call(suggest.productSuggest, { q }));
export const acleList = () => calling(call(content.acleList, {}));
export const acleDetail = (id: number) => calling(call(content.acleDetail, { id }));
export const pageList = () => calling(call(content.pageList, {}));
export const pageDetail = (slug: string) => calling(call(content.pageDetail, { slug }));
