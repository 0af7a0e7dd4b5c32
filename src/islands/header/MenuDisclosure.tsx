import {
  useEffect,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useHydrated } from '../use-hydrated.ts';

/**
 * The header's menus (Products, Discover, Our services, Account) and its Contact panel: a button
 * that shows and hides a panel of links and buttons (the disclosure pattern, so links stay links).
 * Enter, Space or a click toggles; ArrowDown/ArrowUp open and move into the panel; arrows, Home and
 * End move between its items; Escape closes and returns focus to the button. With openOnHover a
 * mouse opens it on hover and closes it on leave; focus or a press outside closes it too.
 */
interface Props {
  /** The button's content; its text is the button's accessible name. */
  label: ReactNode;
  panelId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Class of the wrapper, which also holds the menu's layout. */
  className: string;
  openOnHover?: boolean;
  /** Choosing a link or button in the panel closes it and returns focus to the menu's button. */
  closeOnChoose?: boolean;
  /** Makes the panel a region of this name (the Contact panel). */
  region?: string;
  /** Where focus goes as the menu first renders: its button, or the first or last item of its open panel. */
  initialFocus?: 'button' | 'first' | 'last';
  children: ReactNode;
}

/** Lets the pointer cross the gap between button and panel without the menu flickering shut. */
const HOVER_CLOSE_DELAY_MS = 150;

/** The panel's items a keyboard user can reach: links and buttons not inside a hidden part. */
function panelItems(panel: HTMLElement | null): HTMLElement[] {
  if (!panel) return [];
  return [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
    (item) => item.closest('[hidden]') === null,
  );
}

export function MenuDisclosure({
  label,
  panelId,
  open,
  onOpenChange,
  className,
  openOnHover = false,
  closeOnChoose = false,
  region,
  initialFocus,
  children,
}: Props) {
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const focusOnOpen = useRef<'first' | 'last' | null>(initialFocus === 'button' ? null : (initialFocus ?? null));
  const openedByHover = useRef(false);
  // Until hydrated, CSS opens the menus on hover and focus (header.css), so they work without script.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) {
      openedByHover.current = false;
      return;
    }
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    if (target) {
      const items = panelItems(panel.current);
      (target === 'first' ? items[0] : items.at(-1))?.focus();
    }
    const closeOnOutsidePress = (event: globalThis.PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open, onOpenChange]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useLayoutEffect(() => {
    if (initialFocus === 'button') button.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first focus is asked once, at the first render
  }, []);

  // Before the script came, focus opened the panel by CSS and may have moved into it (Tab to the
  // Contact panel's links): it opens as the script takes over, so that focus is not dropped.
  useLayoutEffect(() => {
    if (hydrated && !open && panel.current?.contains(document.activeElement)) onOpenChange(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the moment of hydration counts
  }, [hydrated]);

  const close = (returnFocus: boolean) => {
    onOpenChange(false);
    if (returnFocus) button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    if (event.target === button.current) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      const edge = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) {
        const items = panelItems(panel.current);
        (edge === 'first' ? items[0] : items.at(-1))?.focus();
      } else {
        focusOnOpen.current = edge;
        onOpenChange(true);
      }
      return;
    }
    const items = panelItems(panel.current);
    const at = items.indexOf(event.target as HTMLElement);
    if (at === -1) return;
    event.preventDefault();
    const last = items.length - 1;
    const next = { ArrowDown: at === last ? 0 : at + 1, ArrowUp: at === 0 ? last : at - 1, Home: 0, End: last }[
      event.key
    ];
    items[next ?? at]?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // A press on the panel's background moves focus nowhere (relatedTarget null): keep it open.
    const next = event.relatedTarget;
    if (open && next instanceof Node && !wrapper.current?.contains(next)) onOpenChange(false);
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (!openOnHover || event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    if (!open) {
      openedByHover.current = true;
      onOpenChange(true);
    }
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (!openOnHover || event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => onOpenChange(false), HOVER_CLOSE_DELAY_MS);
  };

  const onClick = () => {
    // A click on a menu the pointer has just opened keeps it open instead of closing it again.
    if (open && openedByHover.current) openedByHover.current = false;
    else onOpenChange(!open);
  };

  const onPanelClick = (event: MouseEvent) => {
    if (closeOnChoose && (event.target as Element).closest('a[href], button')) close(true);
  };

  return (
    <div
      ref={wrapper}
      className={className}
      data-hydrated={hydrated || undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onClick}
      >
        {label}
      </button>
      <div
        ref={panel}
        id={panelId}
        className="menu-panel"
        hidden={!open}
        role={region ? 'region' : undefined}
        aria-label={region}
        onClick={onPanelClick}
      >
        {children}
      </div>
    </div>
  );
}
