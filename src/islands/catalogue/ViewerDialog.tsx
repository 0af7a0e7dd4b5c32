import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { viewerKeyStep } from '../../lib/catalogue/viewer-keys.ts';
import { INITIAL_VIEW, pan, reset, rotate, transformCss, wheelSteps, zoom, zoomIn, zoomOut, type ViewTransform } from '../../lib/catalogue/viewer-transform.ts';
import { fill } from '#contract/i18n/text.ts';
import { useModalFocus } from '../use-modal-focus.ts';
import { ViewerIcon, type ViewerIconName } from './viewer-icons.tsx';

export interface ViewerImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface ViewerDialogStrings {
  zoomIn: string;
  zoomOut: string;
  rotateLeft: string;
  rotateRight: string;
  resetView: string;
  zoomLevel: string;
  viewerKeys: string;
  close: string;
}

interface Props {
  image: ViewerImage;
  onClose: () => void;
  strings: ViewerDialogStrings;
}

const FOCUSABLE = 'button';

/**
 * The image viewer: a modal dialog over the page (a role="dialog" rather than <dialog>, as the
 * sign-in dialog, so that toasts stay above it) with zoom, rotation and panning by pointer, wheel,
 * buttons and keys. Focus stays inside until it closes; the opener takes focus back.
 */
export function ViewerDialog({ image, onClose, strings }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; x: number; y: number; from: ViewTransform } | null>(null);
  const backdropPressed = useRef(false);
  const [view, setView] = useState(INITIAL_VIEW);

  // ImageViewer gives focus back to the picture that opened the viewer.
  useModalFocus(dialog, false);

  // React's wheel listeners are passive; this one must stop the wheel from scrolling anything behind.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setView((current) => zoom(current, wheelSteps(event.deltaY, event.deltaMode)));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key === 'Tab') {
      trapTab(event, dialog.current);
      return;
    }
    const step = viewerKeyStep(event);
    if (step) {
      event.preventDefault();
      setView(step);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, from: view };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (start?.pointerId === event.pointerId) setView(pan(start.from, event.clientX - start.x, event.clientY - start.y));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const tools: Array<[ViewerIconName, string, () => void]> = [
    ['zoomOut', strings.zoomOut, () => setView(zoomOut)],
    ['zoomIn', strings.zoomIn, () => setView(zoomIn)],
    ['rotateLeft', strings.rotateLeft, () => setView((v) => rotate(v, -1))],
    ['rotateRight', strings.rotateRight, () => setView((v) => rotate(v, 1))],
    ['reset', strings.resetView, () => setView(reset)],
  ];

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
        ref={dialog}
        className="viewer-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="viewer-title"
        aria-describedby="viewer-keys"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="viewer-head">
          <h2 id="viewer-title">{image.alt}</h2>
          <button type="button" className="viewer-button" aria-label={strings.close} title={strings.close} onClick={onClose}>
            <ViewerIcon name="close" />
          </button>
        </div>
        <div
          ref={stage}
          className="viewer-stage"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          <img src={image.src} alt={image.alt} width={image.width} height={image.height} draggable={false} style={{ transform: transformCss(view) }} />
        </div>
        <div className="viewer-tools">
          {tools.map(([icon, label, action]) => (
            <button key={icon} type="button" className="viewer-button" aria-label={label} title={label} onClick={action}>
              <ViewerIcon name={icon} />
            </button>
          ))}
          <p className="viewer-zoom" aria-live="polite">{fill(strings.zoomLevel, { n: Math.round(view.scale * 100) })}</p>
        </div>
        <p id="viewer-keys" className="viewer-keys">{strings.viewerKeys}</p>
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
