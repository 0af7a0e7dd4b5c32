import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { level3Of, roots } from './fixtures.ts';
import type { MenuItemL3 } from '#contract/calls/menu.ts';
import { ProductsMenu } from '../../../src/islands/header/ProductsMenu.tsx';
import { menuGroups, menuTree } from '../../../src/islands/header/menu-tree.ts';
import { $menuChildren, loadMenuChildren } from '../../../src/stores/menu-cache.ts';

afterEach(() => {
  cleanup();
  $menuChildren.set({});
});

const button = (name: string) => screen.getByRole('button', { name });
const panelOf = (name: string) => document.getElementById(button(name).getAttribute('aria-controls')!)!;

describe('ProductsMenu', () => {
  it("loads a level-1 item's level-3 children once, however often it is hovered or focused", async () => {
    const fetchChildren = vi.fn(async (id: number) => level3Of(id));
    render(<ProductsMenu roots={roots} locale="en" open fetchChildren={fetchChildren} />);
    await act(async () => {});
    expect(fetchChildren.mock.calls).toEqual([[1]]);

    await act(async () => fireEvent.pointerEnter(button('Work Holding'), { pointerType: 'mouse' }));
    await act(async () => fireEvent.focus(button('Design Elements')));
    await act(async () => fireEvent.click(button('Work Holding')));
    await act(async () => fireEvent.pointerEnter(button('Design Elements'), { pointerType: 'mouse' }));
    expect(fetchChildren.mock.calls).toEqual([[1], [3]]);
  });

  it('shows the build-time children while loading, then the loaded ones under their group', async () => {
    let answer: (items: MenuItemL3[]) => void = () => {};
    const fetchChildren = vi.fn(() => new Promise<MenuItemL3[]>((resolve) => (answer = resolve)));
    render(<ProductsMenu roots={roots} locale="en" open fetchChildren={fetchChildren} />);
    const panel = panelOf('Design Elements');
    expect(within(panel).getByRole('link', { name: 'Handles' }).getAttribute('href')).toBe('/productListLv3/10101');
    expect(within(panel).getByRole('link', { name: 'Pull handles' }).getAttribute('href')).toBe(
      '/productListLv4/1010101',
    );
    expect(within(panel).getByRole('list', { name: 'Operating parts' })).toBeTruthy();

    await act(async () => answer(level3Of(1)));
    expect(within(panel).getByRole('link', { name: 'New in Design Elements' }).getAttribute('href')).toBe(
      '/productListLv3/100000',
    );
    expect(within(panel).getByRole('link', { name: 'Pull handles' })).toBeTruthy();
  });

  it('loads nothing while closed, and a closed menu opens on the first item again', async () => {
    const fetchChildren = vi.fn(async (id: number) => level3Of(id));
    const view = render(<ProductsMenu roots={roots} locale="zh-cn" open={false} fetchChildren={fetchChildren} />);
    expect(fetchChildren).not.toHaveBeenCalled();
    expect(panelOf('Work Holding').hidden).toBe(true);
    expect(within(panelOf('Design Elements')).getByRole('link', { name: 'Handles' }).getAttribute('href')).toBe(
      '/zh-cn/productListLv3/10101',
    );

    view.rerender(<ProductsMenu roots={roots} locale="zh-cn" open fetchChildren={fetchChildren} />);
    await act(async () => fireEvent.click(button('Work Holding')));
    expect(button('Work Holding').getAttribute('aria-expanded')).toBe('true');
    view.rerender(<ProductsMenu roots={roots} locale="zh-cn" open={false} fetchChildren={fetchChildren} />);
    expect(button('Design Elements').getAttribute('aria-expanded')).toBe('true');
  });
});

describe('loadMenuChildren', () => {
  it('shares one call between overlapping requests and retries after a failure', async () => {
    const failing = vi.fn(async () => Promise.reject(new Error('offline')));
    await Promise.all([loadMenuChildren(2, failing), loadMenuChildren(2, failing)]);
    expect(failing).toHaveBeenCalledTimes(1);
    expect($menuChildren.get()['2']).toBeUndefined();

    const working = vi.fn(async (id: number) => level3Of(id));
    await loadMenuChildren(2, working);
    await loadMenuChildren(2, working);
    expect(working).toHaveBeenCalledTimes(1);
    expect($menuChildren.get()['2']).toHaveLength(1);
  });
});

describe('menu-tree', () => {
  it('keeps four levels, in the page language', () => {
    const leaf = (id: number, level: number, children: never[] = []) => ({
      id,
      level,
      name: `n${id}`,
      nameZh: `z${id}`,
      imageUrl: null,
      typePath: '',
      parentId: null,
      children,
    });
    const tree = [
      {
        ...leaf(1, 1),
        children: [
          { ...leaf(2, 2), children: [{ ...leaf(3, 3), children: [{ ...leaf(4, 4), children: [leaf(5, 5)] }] }] },
        ],
      },
    ];
    const [root] = menuTree(tree, 'zh-cn');
    expect(root?.name).toBe('z1');
    expect(root?.children[0]?.children[0]?.children[0]).toEqual({ id: 4, level: 4, name: 'z4', children: [] });
  });

  it('groups loaded items by their level-2 group, in Chinese on Chinese pages', () => {
    const groups = menuGroups(roots[0]!, level3Of(1), 'zh-cn');
    expect(groups.map((g) => g.name)).toEqual(['Operating parts (zh)']);
    expect(groups[0]?.items.map((i) => i.id)).toEqual([10101, 10102, 100000]);
  });
});
