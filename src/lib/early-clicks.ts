/**
 * Clicks that land on an island before React runs on it. React 19 hydrates and dispatches a click
 * that arrives once `hydrateRoot` has been called, but not one that came before: the island's
 * script was still loading, so nothing listened. Such clicks are noted here and given again when the
 * island has hydrated (src/lib/hydrate-on-interaction.ts), so the buyer's first press does what they meant.
 */

/** What a click was on: a label's click is its control's, a click on a button's picture the button's. */
function controlOf(target: Element): Element {
  const label = target.closest('label');
  return label?.control ?? target.closest('button, input, a[href], select, textarea') ?? target;
}

/**
 * A click given again: a button is clicked; a radio button or checkbox, which the browser has
 * already switched, is clicked so that React sees the change it would have seen. React notes a
 * control's state as it hydrates it, which it may not have done yet (it hydrates in slices): an
 * event it counts as discrete makes it finish at once (a radio button's onChange comes from click,
 * so `change` runs no handler), and it may then set the control back to its own state. If it has
 * not, the control is switched back here, so that the click switches it to what the buyer chose.
 * Links and fields are left alone: the browser has already followed the link or focused the field.
 */
function clickAgain(control: Element): void {
  if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) {
    const chosen = control.checked;
    control.dispatchEvent(new Event('change', { bubbles: true }));
    if (control.checked === chosen) control.checked = !chosen;
    control.click();
  } else if (control instanceof HTMLButtonElement && control.type === 'button' && !control.disabled) {
    control.click();
  }
}

/** Starts noting the clicks on `island`; the function returned stops and gives them again, each control once. */
export function holdEarlyClicks(island: HTMLElement): () => void {
  const held = new Set<Element>();
  const note = (event: Event) => {
    if (event.target instanceof Element) held.add(controlOf(event.target));
  };
  island.addEventListener('click', note, true);
  return () => {
    island.removeEventListener('click', note, true);
    for (const control of held) if (island.contains(control)) clickAgain(control);
  };
}
