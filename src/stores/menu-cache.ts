import { map } from 'nanostores';
import type { MenuItemL3 } from '#contract/calls/menu.ts';
import { tellBuyer } from './tell-buyer.ts';

/**
 * The mega-menu's level-3 children, fetched once per level-1 item and kept for the page's life
 *. Keys are level-1 ids as strings (nanostores maps have string keys).
 */
export const $menuChildren = map<Record<string, MenuItemL3[]>>({});

export type FetchMenuChildren = (level1Id: number) => Promise<MenuItemL3[]>;

/** Fetches in flight, so hovering the same item again while it loads starts no second call. */
const inFlight = new Map<number, Promise<void>>();

/**
 * Loads a level-1 item's children unless they are cached or loading. A failed call is forgotten
 * so a later hover may try again; the menu keeps showing the build-time children meanwhile.
 */
export function loadMenuChildren(level1Id: number, fetchChildren: FetchMenuChildren): Promise<void> {
  const key = String(level1Id);
  if ($menuChildren.get()[key]) return Promise.resolve();
  const running = inFlight.get(level1Id);
  if (running) return running;
  const loading = fetchChildren(level1Id)
    .then((children) => $menuChildren.setKey(key, children))
    .catch(tellBuyer)
    .finally(() => inFlight.delete(level1Id));
  inFlight.set(level1Id, loading);
  return loading;
}
