import type { KeyboardEvent, PointerEvent } from 'react';
import { AccountLabel } from './HeaderPlaceholders.tsx';

/** What the buyer asked of the Account button before its menu's code came: a press, or a key that opens on an item. */
export const asked: { open: 'press' | 'first' | 'last' | null } = { open: null };

let reach = () => {};
/** Resolves when the buyer first reaches for the Account button: its menu's code loads then (AccountMenu.tsx). */
export const reached = new Promise<void>((resolve) => (reach = resolve));

/** A press that began with the pointer on this button, which its click must not count again. */
let pressedByPointer = false;

/**
 * The Account button while its menu's code is on its way: the closed menu's button, in the place
 * MenuDisclosure renders it. The pointer over it, a touch or focus starts loading the code; a
 * press or ArrowDown/ArrowUp is remembered, and the menu opens that way as it replaces this
 * button (AccountDropdown.tsx), taking its focus too. A pointer's press counts as it goes down:
 * the code the pointer's arrival asked for may replace this button before the press comes up, and
 * the browser then gives the click to no button at all.
 */
export function AccountWaiting({ label }: { label: string }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    asked.open = event.key === 'ArrowDown' ? 'first' : 'last';
    reach();
  };
  const press = () => {
    asked.open = asked.open ? null : 'press';
    reach();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    pressedByPointer = true;
    press();
  };
  const onClick = () => {
    if (pressedByPointer) pressedByPointer = false;
    else press();
  };
  return (
    <div className="menu menu-account">
      <button
        type="button"
        className="menu-button"
        aria-expanded="false"
        onPointerEnter={reach}
        onTouchStart={reach}
        onFocus={reach}
        onPointerDown={onPointerDown}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <AccountLabel label={label} />
      </button>
    </div>
  );
}
