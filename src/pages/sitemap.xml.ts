import type { APIRoute } from 'astro';
import { pageList } from '../api/catalogue.ts';
import { allFamilies } from '../lib/catalogue/build-data.ts';
import { categoryHref, flattenTree, productHref } from '../lib/catalogue/tree-walk.ts';
import { sitemapXml } from '../lib/seo/sitemap.ts';
import { siteChrome } from '../lib/site-chrome.ts';

/** /sitemap.xml: every pre-rendered page of the shop (home, info, services, categories, products). */
export const GET: APIRoute = async ({ site }) => {
  const [{ tree, services }, pages, families] = await Promise.all([siteChrome(), pageList(), allFamilies()]);
  const paths = [
    '/',
    ...pages.map((p) => `/${p.slug}`),
    ...services.map((s) => `/services/${s.id}`),
    ...flattenTree(tree).map(categoryHref),
    ...families.flatMap((f) => [productHref(f), `/goodsDetails/${f.id}`]),
  ];
  return new Response(sitemapXml(paths, site!), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
