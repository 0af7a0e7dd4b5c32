import { useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { ViewerIcon } from './viewer-icons.tsx';

interface Props {
  dialogRef: RefObject<HTMLDivElement | null>;
  /** Prefix of the title's and the key help's ids: `${idPrefix}-title`, `${idPrefix}-keys`. */
  idPrefix: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** Keys other than Esc and Tab, which the frame handles. */
  onKey: (event: KeyboardEvent<HTMLDivElement>) => void;
  children: ReactNode;
}

const FOCUSABLE = 'button';

/**
 * A viewer's modal frame (the image viewer and the 3D preview): a role="dialog" over a backdrop
 * rather than <dialog>, as the sign-in dialog, so that toasts stay above it. Esc and a click on the
 * backdrop close it; Tab keeps focus inside.
 */
export function ViewerFrame({ dialogRef, idPrefix, title, closeLabel, onClose, onKey, children }: Props) {
  const backdropPressed = useRef(false);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      trapTab(event, dialogRef.current);
    } else {
      onKey(event);
    }
  };

  return (
    // A click on the backdrop closes the viewer as Esc does; a drag that only ends there does not.
    <div
      className="viewer-backdrop"
      onPointerDown={(event) => {
        backdropPressed.current = event.target === event.currentTarget;
      }}
      onClick={(event) => backdropPressed.current && event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialogRef}
        className="viewer-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${idPrefix}-title`}
        aria-describedby={`${idPrefix}-keys`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="viewer-head">
          <h2 id={`${idPrefix}-title`}>{title}</h2>
          <button type="button" className="viewer-button" aria-label={closeLabel} title={closeLabel} onClick={onClose}>
            <ViewerIcon name="close" />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

/** Tab and Shift+Tab wrap around inside the dialog: aria-modal puts the page behind out of reach. */
function trapTab(event: KeyboardEvent, root: HTMLElement | null): void {
  const items = [...(root?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
  const first = items[0];
  const last = items.at(-1);
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === root)) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first?.focus();
  }
}
