import { useStore } from '../use-store.ts';
import { useEffect, useState } from 'react';
import { onDemand } from '../../api/on-demand.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { $menuChildren, loadMenuChildren, type FetchMenuChildren } from '../../stores/menu-cache.ts';
import { categoryPath, menuGroups, type MenuRoot } from './menu-tree.ts';

// Loaded when the Products menu first opens (src/api/on-demand.ts).
const getProductMemuL3 = onDemand(() => import('../../api/catalogue.ts'), 'getProductMemuL3');

interface Props {
  roots: MenuRoot[];
  locale: Locale;
  /** Whether the Products menu is open: children load only then, and closing resets the panel. */
  open: boolean;
  /** The level-3 call; tests pass their own to count calls. */
  fetchChildren?: FetchMenuChildren;
}

/**
 * The Products mega-menu's content: level-1 items on the left; the active one's level-3 categories,
 * grouped under their level-2 group, with their level-4 categories. Hovering, focusing or choosing a
 * level-1 item makes it active and loads its children once (cached in $menuChildren).
 */
export function ProductsMenu({ roots, locale, open, fetchChildren = getProductMemuL3 }: Props) {
  const first = roots[0]?.id;
  const [activeId, setActiveId] = useState(first);
  const loaded = useStore($menuChildren);

  // "Resets on leave" (docs/spec.md#header): a closed menu opens again on the first level-1 item.
  useEffect(() => {
    if (!open) setActiveId(first);
  }, [open, first]);

  useEffect(() => {
    if (open && activeId !== undefined) void loadMenuChildren(activeId, fetchChildren);
  }, [open, activeId, fetchChildren]);

  return (
    <ul className="mega-roots">
      {roots.map((root) => {
        const active = root.id === activeId;
        const groupsId = `mega-groups-${root.id}`;
        return (
          <li key={root.id} className="mega-root">
            <button
              type="button"
              className="mega-root-button"
              aria-expanded={active}
              aria-controls={groupsId}
              onPointerEnter={(event) => event.pointerType === 'mouse' && setActiveId(root.id)}
              onFocus={() => setActiveId(root.id)}
              onClick={() => setActiveId(root.id)}
            >
              {root.imageUrl && (
                <img src={root.imageUrl} alt="" width="40" height="30" loading="lazy" decoding="async" />
              )}
              <span>{root.name}</span>
            </button>
            <div id={groupsId} className="mega-groups" hidden={!active}>
              <ul className="mega-group-list">
                {menuGroups(root, loaded[String(root.id)], locale).map((group) => {
                  const nameId = `mega-group-${root.id}-${group.key}`;
                  return (
                    <li key={group.key} className="mega-group">
                      {group.name && (
                        <span id={nameId} className="mega-group-name">
                          {group.name}
                        </span>
                      )}
                      <ul aria-labelledby={group.name ? nameId : undefined}>
                        {group.items.map((item) => (
                          <li key={item.id}>
                            <a className="mega-l3" href={localePath(locale, categoryPath(item))}>
                              {item.name}
                            </a>
                            {item.children.length > 0 && (
                              <ul className="mega-leaves">
                                {item.children.map((leaf) => (
                                  <li key={leaf.id}>
                                    <a href={localePath(locale, categoryPath(leaf))}>{leaf.name}</a>
                                  </li>
                                ))}
                              </ul>
                            )}
                          </li>
                        ))}
                      </ul>
                    </li>
                  );
                })}
              </ul>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
