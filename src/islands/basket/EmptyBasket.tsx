import { useEffect, useRef, useState } from 'react';
import type { BasketStrings } from './basket-strings.ts';

interface Props {
  onEmpty: () => void;
  strings: BasketStrings;
}

/** "Empty basket" with a second step to confirm: one slip of the mouse should not lose a long basket. */
export function EmptyBasket({ onEmpty, strings }: Props) {
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const started = useRef(false);

  // Focus follows the step: to Cancel (the safe answer) when asked, back to the button after.
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      return;
    }
    (asking ? cancel : opener).current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <button ref={opener} type="button" className="button secondary" onClick={() => setAsking(true)}>
        {strings.emptyBasket}
      </button>
    );
  }
  return (
    <div className="empty-confirm" role="group" aria-labelledby="empty-question">
      <p id="empty-question">{strings.emptyQuestion}</p>
      <button
        type="button"
        className="button danger"
        onClick={() => {
          setAsking(false);
          onEmpty();
        }}
      >
        {strings.emptyConfirm}
      </button>
      <button ref={cancel} type="button" className="button secondary" onClick={() => setAsking(false)}>
        {strings.cancel}
      </button>
    </div>
  );
}
