import type { MenuItemL3 } from '#contract/calls/menu.ts';
import type { MenuRoot } from '../../../src/islands/header/menu-tree.ts';

/** A two-group slice of the demo catalogue, as Header.astro passes it to the menu. */
export const roots: MenuRoot[] = [
  {
    id: 1,
    level: 1,
    name: 'Design Elements',
    imageUrl: null,
    children: [
      {
        id: 101,
        level: 2,
        name: 'Operating parts',
        children: [
          {
            id: 10101,
            level: 3,
            name: 'Handles',
            children: [{ id: 1010101, level: 4, name: 'Pull handles', children: [] }],
          },
          { id: 10102, level: 3, name: 'Knobs', children: [] },
        ],
      },
    ],
  },
  {
    id: 3,
    level: 1,
    name: 'Work Holding',
    imageUrl: null,
    children: [
      {
        id: 301,
        level: 2,
        name: 'Toggle clamps',
        children: [{ id: 30101, level: 3, name: 'Vertical toggle clamps', children: [] }],
      },
    ],
  },
];

/** What getProductMemuL3 answers for a level-1 id: here one more item than the build knew. */
export function level3Of(id: number): MenuItemL3[] {
  const root = roots.find((r) => r.id === id);
  const known = (root?.children ?? []).flatMap((group) =>
    group.children.map((item) => ({
      id: item.id,
      imageUrl: null,
      typePath: `${id}/${group.id}/${item.id}`,
      level: 3,
      parentId: group.id,
      name: item.name,
      nameZh: `${item.name} (zh)`,
      groupId: group.id,
      groupName: group.name,
      groupNameZh: `${group.name} (zh)`,
    })),
  );
  return [...known, { ...known[0]!, id: id * 100_000, name: `New in ${root?.name}`, nameZh: '新品' }];
}
