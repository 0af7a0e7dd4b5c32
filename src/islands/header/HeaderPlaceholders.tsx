import { BasketIcon, ChevronIcon, UserIcon } from './icons.tsx';

/** What the Account button shows: icon, name and chevron (its waiting button and menu alike). */
export function AccountLabel({ label }: { label: string }) {
  return (
    <>
      <UserIcon />
      <span>{label}</span>
      <ChevronIcon />
    </>
  );
}

/**
 * What the Basket link looks like before the session is known: the same size and look, inert and
 * hidden from assistive technology, so the header neither flashes a wrong count nor shifts. The
 * pre-rendered header has it; the Basket link keeps it until hydration is done and the session is
 * ready. (The Account button needs none: it is the same whatever the session, AccountWaiting.tsx.)
 */
export function BasketPlaceholder({ label }: { label: string }) {
  return (
    <span className="basket-link is-placeholder" aria-hidden="true">
      <BasketIcon />
      <span className="basket-label">{label}</span>
    </span>
  );
}
