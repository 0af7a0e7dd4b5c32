import { BasketIcon, ChevronIcon, UserIcon } from './icons.tsx';

/** What the Account button shows: icon, name and chevron (its placeholder, waiting button and menu alike). */
export function AccountLabel({ label }: { label: string }) {
  return <><UserIcon /><span>{label}</span><ChevronIcon /></>;
}

/**
 * What the Account menu and Basket link look like before the session is known: the same size and
 * look, inert and hidden from assistive technology, so the header neither flashes a wrong state nor
 * shifts. The pre-rendered header has them; the Account menu and Basket link keep them until hydration
 * is done and the session is ready.
 */
export function AccountPlaceholder({ label }: { label: string }) {
  return (
    <div className="account-menu" aria-hidden="true">
      <span className="menu-button is-placeholder"><AccountLabel label={label} /></span>
    </div>
  );
}

export function BasketPlaceholder({ label }: { label: string }) {
  return (
    <span className="basket-link is-placeholder" aria-hidden="true"><BasketIcon /><span className="basket-label">{label}</span></span>
  );
}
