import { useMemo, useState, type ReactNode } from 'react';
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { ChevronIcon } from './icons.tsx';
import type { MenuRoot } from './menu-tree.ts';
import { MenuDisclosure } from './MenuDisclosure.tsx';
import { ProductsMenu } from './ProductsMenu.tsx';

export interface MenuLink {
  href: string;
  label: string;
}

interface Props {
  roots: MenuRoot[];
  /** About Us, Technical, FAQ, Contact us: locale-aware links made at build time. */
  discover: MenuLink[];
  /** One link per service, to /services/{id}. */
  services: MenuLink[];
  locale: Locale;
  strings: Pick<Dictionary['header'], 'products' | 'discover' | 'ourServices'>;
}

type MenuName = 'products' | 'discover' | 'services';
const MENUS: readonly MenuName[] = ['products', 'discover', 'services'];

/** The main navigation's three menus; at most one is open at a time. Server-rendered, so crawlable. */
export function MainMenu({ roots, discover, services, locale, strings }: Props) {
  const [open, setOpen] = useState<MenuName | null>(null);

  // Stable handlers per menu; closing one never closes another that has opened since (hover timers).
  const onOpenChange = useMemo(
    () =>
      Object.fromEntries(
        MENUS.map((name) => [
          name,
          (isOpen: boolean) => setOpen((current) => (isOpen ? name : current === name ? null : current)),
        ]),
      ) as Record<MenuName, (isOpen: boolean) => void>,
    [],
  );

  const linkList = (links: MenuLink[]) => (
    <ul className="menu-links">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
  const menus: Array<[MenuName, string, ReactNode]> = [
    ['products', strings.products, <ProductsMenu roots={roots} locale={locale} open={open === 'products'} />],
    ['discover', strings.discover, linkList(discover)],
    ['services', strings.ourServices, linkList(services)],
  ];

  return (
    <ul className="main-menu">
      {menus.map(([name, text, content]) => (
        <li key={name}>
          <MenuDisclosure
            className={`menu menu-${name}`}
            panelId={`menu-${name}`}
            label={
              <>
                <span>{text}</span>
                <ChevronIcon />
              </>
            }
            open={open === name}
            onOpenChange={onOpenChange[name]}
            openOnHover
          >
            {content}
          </MenuDisclosure>
        </li>
      ))}
    </ul>
  );
}
