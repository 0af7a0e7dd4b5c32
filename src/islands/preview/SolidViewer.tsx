import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { DimensionColumn } from '#contract/calls/catalogue.ts';
import { fill } from '#contract/i18n/text.ts';
import { finishTone } from '#contract/shapes/finish-tone.ts';
import type { FamilyShape } from '#contract/shapes/shape-kinds.ts';
import { variantEnvelope } from '#contract/shapes/variant-envelope.ts';
import { wheelSteps } from '../../lib/catalogue/viewer-transform.ts';
import {
  dragOrbit,
  INITIAL_ORBIT,
  orbitKeyStep,
  pinchSteps,
  tilt,
  turn,
  TURN_STEP,
  zoomOrbit,
  type Orbit,
} from '../../lib/preview/orbit.ts';
import { ViewerFrame } from '../catalogue/ViewerFrame.tsx';
import { ViewerIcon } from '../catalogue/viewer-icons.tsx';
import { ViewerTools, type ViewerTool } from '../catalogue/ViewerTools.tsx';
import { useModalFocus } from '../use-modal-focus.ts';
import { createSolidScene, type SolidScene } from './solid-scene.ts';
import type { PreviewStrings } from './preview-strings.ts';

export interface SolidViewerProps {
  partNo: string;
  dims: Record<string, number | string>;
  columns: Array<Pick<DimensionColumn, 'key' | 'unit'>>;
  shape: FamilyShape | null;
  finish: string;
  strings: PreviewStrings;
  onClose: () => void;
}

/**
 * The 3D preview: a modal dialog (ViewerFrame, as the image viewer) with the part as a solid the
 * buyer turns and zooms by pointer, touch, wheel, buttons and keys. This module and three.js load
 * only when the buyer opens it (PreviewLauncher imports it on demand).
 */
export default function SolidViewer({ partNo, dims, columns, shape, finish, strings, onClose }: SolidViewerProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const scene = useRef<SolidScene | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const [orbit, setOrbit] = useState<Orbit>(INITIAL_ORBIT);
  const [size, setSize] = useState({ width: 0, height: 0 });

  useModalFocus(dialog, false);
  // The same envelope as the part's STEP file and picture.
  const envelope = useMemo(() => variantEnvelope(shape, columns, dims), [shape, columns, dims]);
  const tone = finishTone(finish);

  useEffect(() => {
    const element = canvas.current;
    if (!element || !envelope) return;
    scene.current = createSolidScene(element, envelope, tone);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) });
    });
    observer.observe(element);
    // React's wheel listeners are passive; this one must keep the wheel from scrolling the page behind.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setOrbit((o) => zoomOrbit(o, wheelSteps(event.deltaY, event.deltaMode)));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer.disconnect();
      element.removeEventListener('wheel', onWheel);
      scene.current?.dispose();
      scene.current = null;
    };
  }, [envelope, tone]);

  useEffect(() => {
    if (size.width > 0 && size.height > 0) scene.current?.draw(orbit, size.width, size.height);
  }, [orbit, size]);

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = orbitKeyStep(event);
    if (step) {
      event.preventDefault();
      setOrbit(step);
    }
  };

  // One pointer turns the part; two (a pinch) zoom by the change in their distance.
  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const all = pointers.current;
    const last = all.get(event.pointerId);
    if (!last) return;
    const spread = () => {
      const [a, b] = [...all.values()];
      return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
    };
    const before = spread();
    all.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (all.size >= 2) {
      const after = spread();
      if (before > 0 && after > 0) setOrbit((o) => zoomOrbit(o, pinchSteps(before, after)));
      return;
    }
    setOrbit((o) => dragOrbit(o, event.clientX - last.x, event.clientY - last.y));
  };
  const endPointer = (event: PointerEvent<HTMLCanvasElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const arrow = (text: string) => (
    <span aria-hidden="true" className="tilt-icon">
      {text}
    </span>
  );
  const tools: ViewerTool[] = [
    {
      key: 'turnLeft',
      label: strings.turnLeft,
      icon: <ViewerIcon name="rotateLeft" />,
      action: () => setOrbit((o) => turn(o, -TURN_STEP)),
    },
    {
      key: 'turnRight',
      label: strings.turnRight,
      icon: <ViewerIcon name="rotateRight" />,
      action: () => setOrbit((o) => turn(o, TURN_STEP)),
    },
    { key: 'tiltUp', label: strings.tiltUp, icon: arrow('↑'), action: () => setOrbit((o) => tilt(o, TURN_STEP)) },
    { key: 'tiltDown', label: strings.tiltDown, icon: arrow('↓'), action: () => setOrbit((o) => tilt(o, -TURN_STEP)) },
    {
      key: 'zoomOut',
      label: strings.zoomOut,
      icon: <ViewerIcon name="zoomOut" />,
      action: () => setOrbit((o) => zoomOrbit(o, -1)),
    },
    {
      key: 'zoomIn',
      label: strings.zoomIn,
      icon: <ViewerIcon name="zoomIn" />,
      action: () => setOrbit((o) => zoomOrbit(o, 1)),
    },
    {
      key: 'reset',
      label: strings.resetView,
      icon: <ViewerIcon name="reset" />,
      action: () => setOrbit(INITIAL_ORBIT),
    },
  ];

  return (
    <ViewerFrame
      dialogRef={dialog}
      idPrefix="solid-viewer"
      title={fill(strings.previewTitle, { partNo })}
      closeLabel={strings.close}
      onClose={onClose}
      onKey={onKey}
    >
      <div className="viewer-stage solid-stage">
        <canvas
          ref={canvas}
          role="img"
          aria-label={fill(strings.solidLabel, {
            partNo,
            azimuth: Math.round(orbit.azimuth),
            elevation: Math.round(orbit.elevation),
          })}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endPointer}
          onPointerCancel={endPointer}
        />
      </div>
      <ViewerTools
        tools={tools}
        zoomText={fill(strings.zoomLevel, { n: Math.round(orbit.scale * 100) })}
        keysId="solid-viewer-keys"
        keysText={strings.viewKeys}
      />
    </ViewerFrame>
  );
}
