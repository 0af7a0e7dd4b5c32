import type { CategoryNode, MenuItemL3 } from '#contract/calls/menu.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { localised } from '../../i18n/localised.ts';

/** A category as the header menu needs it: already in the page's language, nothing else. */
export interface MenuNode {
  id: number;
  level: number;
  name: string;
  children: MenuNode[];
}

/** A level-1 item (getProductMemuL1's shape, docs/spec.md#fields, localised) with its build-time subtree. */
export interface MenuRoot extends MenuNode {
  imageUrl: string | null;
}

/** Level-3 items under their level-2 heading; `name` is empty when an item has no level-2 group. */
export interface MenuGroup {
  key: string;
  name: string;
  items: MenuNode[];
}

/** The header's static tree: levels 1 to 4, trimmed so the island's props stay small. */
export function menuTree(tree: CategoryNode[], locale: Locale, depth = 4): MenuRoot[] {
  const trim = (node: CategoryNode): MenuNode => ({
    id: node.id,
    level: node.level,
    name: localised(node, 'name', locale),
    children: node.level < depth ? node.children.map(trim) : [],
  });
  return tree.map((root) => ({ ...trim(root), imageUrl: root.imageUrl }));
}

/** The category page of a level 3 to 5 category (locale-free path). */
export function categoryPath(node: Pick<MenuNode, 'id' | 'level'>): string {
  return `/productListLv${node.level}/${node.id}`;
}

/**
 * What the mega-menu shows for a level-1 item: the fetched level-3 children grouped under their
 * level-2 group once loaded, else the build-time tree's groups, so the panel is never empty.
 * Level-4 children always come from the build-time tree.
 */
export function menuGroups(root: MenuRoot, loaded: MenuItemL3[] | undefined, locale: Locale): MenuGroup[] {
  if (!loaded)
    return root.children.map((group) => ({ key: String(group.id), name: group.name, items: group.children }));
  const known = new Map(root.children.flatMap((group) => group.children).map((node) => [node.id, node]));
  const groups = new Map<string, MenuGroup>();
  for (const item of loaded) {
    const key = String(item.groupId ?? '');
    const name = (locale === 'zh-cn' ? item.groupNameZh : item.groupName) ?? '';
    const group = groups.get(key) ?? { key, name, items: [] };
    group.items.push(
      known.get(item.id) ?? { id: item.id, level: item.level, name: localised(item, 'name', locale), children: [] },
    );
    groups.set(key, group);
  }
  return [...groups.values()];
}
