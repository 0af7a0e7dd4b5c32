import type { SearchFacets } from '#contract/calls/search.ts';
import type { CategoryNode } from '#contract/calls/menu.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { localised } from '../../i18n/localised.ts';
import { flattenTree } from '../catalogue/tree-walk.ts';

export interface CategoryOption {
  id: number;
  name: string;
}

export interface CategoryGroup {
  label: string;
  options: CategoryOption[];
}

/** The level-3 categories under each level-1 group, for the advanced search's select. */
export function categoryGroups(tree: CategoryNode[], locale: Locale): CategoryGroup[] {
  return tree.map((group) => ({
    label: localised(group, 'name', locale),
    options: flattenTree(group.children)
      .filter((category) => category.level === 3)
      .map((category) => ({ id: category.id, name: localised(category, 'name', locale) })),
  }));
}

/** Every category's name by id: what the results page calls a category chosen in its URL. */
export function categoryNames(tree: CategoryNode[], locale: Locale): Record<number, string> {
  return Object.fromEntries(flattenTree(tree).map((category) => [category.id, localised(category, 'name', locale)]));
}

/** A value of a drop-down: what the API takes, and what the page shows in its language. */
export interface ValueOption {
  value: string;
  label: string;
}

/**
 * The materials and dimensions the catalogue's families have (the facets of its level-1 groups), for
 * the advanced search's drop-downs: Chinese pages show Chinese material names, the search takes the English.
 */
export function facetOptions(
  facets: SearchFacets[],
  locale: Locale,
): { materials: ValueOption[]; dimensions: ValueOption[] } {
  const materials = new Map<string, string>();
  const dimensions = new Map<string, string>();
  for (const facet of facets) {
    for (const m of facet.materials) materials.set(m.value, locale === 'zh-cn' ? m.valueZh : m.value);
    for (const d of facet.dimensions)
      dimensions.set(d.key, `${localised(d, 'label', locale)} (${d.key}${d.unit ? `, ${d.unit}` : ''})`);
  }
  const sorted = (entries: Map<string, string>) =>
    [...entries].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, locale));
  return { materials: sorted(materials), dimensions: sorted(dimensions) };
}
