import type { CategoryNode } from '#contract/calls/menu.ts';
import { PART_NO_PARAM } from './part-in-url.ts';

/** Every node of the category tree, parents before children. */
export function flattenTree(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}

/** The category page route of a level: /productListLv1/{id} … /productListLv5/{id} (levels 1 and 2 in the style of docs/spec.md#routes). */
export function categoryHref(category: { id: number; level: number }): string {
  return `/productListLv${category.level}/${category.id}`;
}

/** The product page route: /goodsInfo/{id}/{name}. */
export function productHref(family: { id: number; slug: string }): string {
  return `/goodsInfo/${family.id}/${family.slug}`;
}

/** The product page with a part chosen (?partNo=, read by lib/catalogue/product-choice-start.ts); without one, the page alone. */
export function productPartHref(family: { id: number; slug: string }, partNo: string | null | undefined): string {
  return partNo ? `${productHref(family)}?${PART_NO_PARAM}=${encodeURIComponent(partNo)}` : productHref(family);
}

/** The product page with the part a search matched chosen. */
export const partHref = (family: { id: number; slug: string; matchedPartNo?: string | undefined }): string =>
  productPartHref(family, family.matchedPartNo);
