import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { searchUrl, type SearchState } from '../../lib/search/search-url.ts';
import type { SearchNav } from './results-strings.ts';

interface Props extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> {
  to: SearchState;
  nav: SearchNav;
  focusResults?: boolean;
}

/**
 * A link to another search: a real address (open in a new tab, copy, share) that a plain click
 * shows in place, without loading the page again.
 */
export function StateLink({ to, nav, focusResults = false, children, ...rest }: Props) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Clicks for a new tab or window keep the browser's behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    nav.navigate(to, { focusResults });
  };
  return (
    <a {...rest} href={searchUrl(nav.locale, to)} onClick={onClick}>
      {children}
    </a>
  );
}
