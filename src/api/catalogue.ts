import { apiBaseUrl, createHttp, post } from './client.ts';
import type { CategoryDetail, CategoryNode, CompanyInfo, MenuItem, MenuItemL3, PageDetail, PageItem, ProductDetail, ServiceDetail, ServiceItem } from './types.ts';

/** The public (unpri) calls the site pre-renders from; the same functions work in the browser. */
const http = () => createHttp(apiBaseUrl());

export const companyInfoDetail = () => post<CompanyInfo>(http(), 'unpri/companyInfoDetail');
export const getProductMemuL1 = () => post<MenuItem[]>(http(), 'unpri/getProductMemuL1');
export const getProductMemuL3 = (id: number) => post<MenuItemL3[]>(http(), 'unpri/getProductMemuL3', { id });
export const categoryTree = () => post<CategoryNode[]>(http(), 'unpri/categoryTree');
export const categoryDetail = (id: number, page = 1, pageSize = 24) => post<CategoryDetail>(http(), 'unpri/categoryDetail', { id, page, pageSize });
export const productDetail = (id: number) => post<ProductDetail>(http(), 'unpri/productDetail', { id });
export const acleList = () => post<ServiceItem[]>(http(), 'unpri/acleList');
export const acleDetail = (id: number) => post<ServiceDetail>(http(), 'unpri/acleDetail', { id });
export const pageList = () => post<PageItem[]>(http(), 'unpri/pageList');
export const pageDetail = (slug: string) => post<PageDetail>(http(), 'unpri/pageDetail', { slug });
