import type { CategoryNode } from '../calls/menu.ts';

/**
 * The pages of a category's download view (/productListLv1…5/{id}/download): its families in
 * catalogue order, a fixed number a page. Shared by the site (which renders them) and the publish
 * check (which expects them), so both count the same pages.
 */

/**
 * Families a download view shows on one page. A family's entry (its name, code, links and CAD form
 * with an option per variant) is about 3 KB of HTML: 40 of them and the page's frame stay well under
 * the 200 KB a page may weigh (MAX_PAGE_BYTES in server/publish/check.ts) at any catalogue scale.
 */
export const DOWNLOAD_PAGE_SIZE = 40;

/** Page n (from 1) of a category's download view: the first at /…/download, the others at /…/download/{n}. */
export const downloadPagePath = (categoryPath: string, page: number): string =>
  page === 1 ? `${categoryPath}/download` : `${categoryPath}/download/${page}`;

/** The families of each page, in order; one empty page for a category without families. */
export function downloadPages<T>(families: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < families.length; start += DOWNLOAD_PAGE_SIZE)
    pages.push(families.slice(start, start + DOWNLOAD_PAGE_SIZE));
  return pages.length > 0 ? pages : [[]];
}

/** The ids of a category and of every category below it. */
function subtreeIds(node: CategoryNode): number[] {
  return [node.id, ...node.children.flatMap(subtreeIds)];
}

/**
 * The families a category's download view lists, in catalogue order, picked from every family of
 * the catalogue in that order (the API lists a category's families, with those below it, by sort
 * order and id: server/catalogue/families.ts, cardsUnderCategory).
 */
export function familiesUnderCategory<T extends { categoryId: number }>(
  node: CategoryNode,
  families: readonly T[],
): T[] {
  const ids = new Set(subtreeIds(node));
  return families.filter((family) => ids.has(family.categoryId));
}

/**
 * The pages (from 1) of one category's view an incremental build renders: those holding a family
 * whose entry changed; with no family's entry changed at all, the first page alone (the view's
 * template must still render once: contract/site/partial-build.ts). Which page holds a family
 * changes only when families are added, removed, moved or re-sorted, and each of those is a full
 * build (server/publish/partial-plan.ts), so the live release's pages hold the same families.
 */
export function downloadPagesToRender(
  pages: readonly (readonly number[])[],
  changedFamilies: readonly number[],
): number[] {
  if (changedFamilies.length === 0) return [1];
  return pages.flatMap((ids, i) => (ids.some((id) => changedFamilies.includes(id)) ? [i + 1] : []));
}
