import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { viewerKeyStep } from '../../lib/catalogue/viewer-keys.ts';
import {
  INITIAL_VIEW,
  pan,
  reset,
  rotate,
  transformCss,
  wheelSteps,
  zoom,
  zoomIn,
  zoomOut,
  type ViewTransform,
} from '../../lib/catalogue/viewer-transform.ts';
import { fill } from '#contract/i18n/text.ts';
import { useModalFocus } from '../use-modal-focus.ts';
import { ViewerIcon, type ViewerIconName } from './viewer-icons.tsx';
import { ViewerFrame } from './ViewerFrame.tsx';
import { ViewerTools } from './ViewerTools.tsx';

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

/**
 * The image viewer: a modal dialog over the page (ViewerFrame) with zoom, rotation and panning by
 * pointer, wheel, buttons and keys. Focus stays inside until it closes; the opener takes focus back.
 */
export function ViewerDialog({ image, onClose, strings }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; x: number; y: number; from: ViewTransform } | null>(null);
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

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
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
    if (start?.pointerId === event.pointerId)
      setView(pan(start.from, event.clientX - start.x, event.clientY - start.y));
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
    <ViewerFrame
      dialogRef={dialog}
      idPrefix="viewer"
      title={image.alt}
      closeLabel={strings.close}
      onClose={onClose}
      onKey={onKey}
    >
      <div
        ref={stage}
        className="viewer-stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          draggable={false}
          style={{ transform: transformCss(view) }}
        />
      </div>
      <ViewerTools
        tools={tools.map(([icon, label, action]) => ({ key: icon, label, action, icon: <ViewerIcon name={icon} /> }))}
        zoomText={fill(strings.zoomLevel, { n: Math.round(view.scale * 100) })}
        keysId="viewer-keys"
        keysText={strings.viewerKeys}
      />
    </ViewerFrame>
  );
}
