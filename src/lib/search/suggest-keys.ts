/**
 * The keyboard of the header's suggestion list (the ARIA 1.2 combobox with a list popup): which
 * option is highlighted, and what a key asks the box to do. Pure, so it is tested without a DOM.
 */
export interface SuggestState {
  /** False after Escape, Tab or a choice, until the buyer types again or presses an arrow key. */
  open: boolean;
  /** Index of the highlighted option, or null when the highlight is in the box itself. */
  highlight: number | null;
}

export const CLOSED: SuggestState = { open: false, highlight: null };
export const OPEN: SuggestState = { open: true, highlight: null };

export interface SuggestKeyOutcome {
  state: SuggestState;
  /** The key was ours: the box prevents its default (moving the caret, submitting, the search input's own clearing). */
  handled: boolean;
  /** The option to open, when the key chose one. */
  pick: number | null;
  /** Whether to empty the box. */
  clear: boolean;
}

/** The next highlight, wrapping round: from none, down goes to the first and up to the last. */
export function moveHighlight(current: number | null, step: 1 | -1, count: number): number | null {
  if (count === 0) return null;
  if (current === null) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

/** The highlight that applies to a list of `count` options (a shorter answer may have replaced the list). */
export function shownHighlight(state: SuggestState, count: number): number | null {
  return state.open && state.highlight !== null && state.highlight < count ? state.highlight : null;
}

/** What a key does with `count` options to choose from. Keys not listed keep their default. */
export function suggestKey(state: SuggestState, key: string, count: number): SuggestKeyOutcome {
  const expanded = state.open && count > 0;
  const outcome = (
    next: SuggestState,
    handled: boolean,
    extra: Partial<Pick<SuggestKeyOutcome, 'pick' | 'clear'>> = {},
  ): SuggestKeyOutcome => ({ state: next, handled, pick: null, clear: false, ...extra });
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      if (count === 0) return outcome(state, false);
      const current = expanded ? shownHighlight(state, count) : null;
      return outcome({ open: true, highlight: moveHighlight(current, key === 'ArrowDown' ? 1 : -1, count) }, true);
    }
    case 'Enter': {
      // Nothing highlighted: the form submits as before (productSearchTop decides where to go).
      const pick = expanded ? shownHighlight(state, count) : null;
      return pick === null ? outcome(CLOSED, false) : outcome(CLOSED, true, { pick });
    }
    case 'Escape':
      return expanded ? outcome(CLOSED, true) : outcome(CLOSED, true, { clear: true });
    case 'Tab':
      return outcome(CLOSED, false);
    default:
      return outcome(state, false);
  }
}
