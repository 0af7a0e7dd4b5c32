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
