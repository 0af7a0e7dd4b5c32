import type { CategoryNode } from '#contract/calls/menu.ts';

/** Every node of the category tree, parents before children. */
export function flattenTree(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}

/** The category page route of a level (the spec has pages for levels 3, 4 and 5). */
export function categoryHref(category: { id: number; level: number }): string {
  return `/productListLv${Math.min(5, Math.max(3, category.level))}/${category.id}`;
}

/** The product page route: /goodsInfo/{id}/{name}. */
export function productHref(family: { id: number; slug: string }): string {
  return `/goodsInfo/${family.id}/${family.slug}`;
}
