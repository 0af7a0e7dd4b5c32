import { useMemo } from 'react';
import type { CategoryNode } from '#contract/calls/menu.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { categoryTree } from '../../../api/catalogue.ts';
import { useAnswer } from '../../use-answer.ts';

export interface CategoryChoice {
  id: number;
  name: string;
  level: number;
}

/** The catalogue's categories in tree order (parents before their children) in the page's language; empty until they are read. */
export function useCategories(locale: Locale): CategoryChoice[] {
  const tree = useAnswer(categoryTree, 'category-tree');
  return useMemo(() => {
    const flat: CategoryChoice[] = [];
    const walk = (nodes: readonly CategoryNode[]) => {
      for (const node of nodes) {
        flat.push({ id: node.id, name: locale === 'zh-cn' ? node.nameZh : node.name, level: node.level });
        walk(node.children);
      }
    };
    walk(tree.answer ?? []);
    return flat;
  }, [tree.answer, locale]);
}

/** Each category's name by id, for the rules table. */
export function useCategoryNames(locale: Locale): ReadonlyMap<number, string> {
  const categories = useCategories(locale);
  return useMemo(() => new Map(categories.map((c) => [c.id, c.name])), [categories]);
}
