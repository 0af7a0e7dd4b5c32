/**
 * What a visitor did on an island before React ran on it. React 19 listens to an island only from
 * `hydrateRoot` on and drops what came before (the island's script was still loading), so
 * src/lib/hydrate-on-interaction.ts notes such input here and plays it once React listens, so the
 * first press, choice or key does what the visitor meant.
 */

/** Keys the header's menus handle on a button or link (MenuDisclosure). */
const NAVIGATION_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'Escape']);

export interface EarlyInput {
  /** The control it was on; a choice (radio button, checkbox) is played once however often it came. */
  control: Element;
  /** Whether the browser's default must wait for the island (a button's press, a form's submission, a key's scrolling). */
  hold: boolean;
  play: () => void;
}

/** What a click was on: a label's click is its control's, a click on a button's picture the button's. */
function controlOf(target: Element): Element {
  const label = target.closest('label');
  return label?.control ?? target.closest('button, input, a[href], select, textarea') ?? target;
}

/**
 * A choice given again. The browser has already switched the radio button or checkbox; React notes
 * a control's state as it hydrates it, which it may not have done yet (it hydrates in slices): an
 * event it counts as discrete makes it finish at once (a radio button's onChange comes from click,
 * so `change` runs no handler), and it may then set the control back to its own state. If it has
 * not, the control is switched back here, so that the click switches it to what the visitor chose.
 */
function chooseAgain(control: HTMLInputElement): void {
  const chosen = control.checked;
  control.dispatchEvent(new Event('change', { bubbles: true }));
  if (control.checked === chosen) control.checked = !chosen;
  control.click();
}

/**
 * How to play `event` again once the island listens, or undefined to let the browser have it alone
 * (links, typing, fields). A key goes to what has focus in the island by then (an earlier key may
 * have moved it).
 */
export function earlyInputOf(event: Event, island: Element): EarlyInput | undefined {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return undefined;
  if (event.type === 'click') {
    const control = controlOf(target);
    if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) {
      return { control, hold: false, play: () => chooseAgain(control) };
    }
    const button = target.closest('button');
    return button ? { control: button, hold: true, play: () => button.click() } : undefined;
  }
  if (event instanceof KeyboardEvent && NAVIGATION_KEYS.has(event.key)) {
    const control = target.closest('button, a[href]');
    if (!control) return undefined;
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    return {
      control,
      hold: true,
      play: () => {
        const focused = document.activeElement;
        (focused && island.contains(focused) ? focused : target).dispatchEvent(
          new KeyboardEvent('keydown', {
            key,
            code,
            shiftKey,
            ctrlKey,
            altKey,
            metaKey,
            bubbles: true,
            cancelable: true,
          }),
        );
      },
    };
  }
  return undefined;
}
