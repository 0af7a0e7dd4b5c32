import { pageList } from '../../api/catalogue.ts';
import { allFamilies } from '../catalogue/build-data.ts';
import { categoryHref, flattenTree, productHref } from '../catalogue/tree-walk.ts';
import { siteChrome } from '../site-chrome.ts';

/** Every pre-rendered page of the shop, in its English path: home, info, services, categories, products. */
export async function sitemapPaths(): Promise<string[]> {
  const [{ tree, services }, pages, families] = await Promise.all([siteChrome(), pageList(), allFamilies()]);
  return [
    '/',
    ...pages.map((p) => `/${p.slug}`),
    ...services.map((s) => `/services/${s.id}`),
    ...flattenTree(tree).map(categoryHref),
    ...families.flatMap((f) => [productHref(f), `/goodsDetails/${f.id}`]),
  ];
}
