import { browserHttp, calling } from './browser.ts';
import { apiBaseUrl, createHttp, post } from './client.ts';
import type { CategoryDetail, CategoryNode, CompanyInfo, MenuItem, MenuItemL3, PageDetail, PageItem, ProductDetail, ProductSearchAnswer, ProductSearchRequest, ProductSuggestAnswer, ServiceDetail, ServiceItem, VariantLive } from '#contract/api/types.ts';

/**
 * The public (unpri) calls the site pre-renders from (at build time, from API_URL: a failure
 * throws and fails the build); the same functions work in the browser, with the error catalogue.
 */
const http = () => (typeof window === 'undefined' ? createHttp(apiBaseUrl()) : browserHttp);

export const companyInfoDetail = () => calling(post<CompanyInfo>(http(), 'unpri/companyInfoDetail'));
export const getProductMemuL1 = () => calling(post<MenuItem[]>(http(), 'unpri/getProductMemuL1'));
export const getProductMemuL3 = (id: number) => calling(post<MenuItemL3[]>(http(), 'unpri/getProductMemuL3', { id }));
export const categoryTree = () => calling(post<CategoryNode[]>(http(), 'unpri/categoryTree'));
export const categoryDetail = (id: number, page = 1, pageSize = 24) => calling(post<CategoryDetail>(http(), 'unpri/categoryDetail', { id, page, pageSize }));
export const productDetail = (id: number) => calling(post<ProductDetail>(http(), 'unpri/productDetail', { id }));
export const productLive = (id: number) => calling(post<VariantLive[]>(http(), 'unpri/productLive', { id }));
export const productSearch = (body: ProductSearchRequest) => calling(post<ProductSearchAnswer>(http(), 'unpri/productSearch', body));
export const productSuggest = (q: string) => calling(post<ProductSuggestAnswer>(http(), 'unpri/productSuggest', { q }));
export const acleList = () => calling(post<ServiceItem[]>(http(), 'unpri/acleList'));
export const acleDetail = (id: number) => calling(post<ServiceDetail>(http(), 'unpri/acleDetail', { id }));
export const pageList = () => calling(post<PageItem[]>(http(), 'unpri/pageList'));
export const pageDetail = (slug: string) => calling(post<PageDetail>(http(), 'unpri/pageDetail', { slug }));
