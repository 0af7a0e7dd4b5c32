import '../../styles/product.css';
import { lazy, Suspense, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { fill } from '#contract/i18n/text.ts';
import type { ViewerDialogStrings, ViewerImage } from './ViewerDialog.tsx';

// The viewer (zoom, pan, turn and its keys) loads on the first click on a picture.
const ViewerDialog = lazy(() => import('./ViewerDialog.tsx').then((module) => ({ default: module.ViewerDialog })));

interface Props {
  /** The family's picture first (shown large), then its drawing (a thumbnail). */
  images: ViewerImage[];
  strings: ViewerDialogStrings & { viewerOpen: string };
}

/**
 * The product's pictures as buttons that open the image viewer. Rendered at build time, so the
 * pictures show before any script runs; the viewer itself needs the island.
 */
export default function ImageViewer({ images, strings }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  // Remembered on click: not every browser focuses a button it clicks (Safari does not).
  const opener = useRef<HTMLButtonElement | null>(null);
  const shown = open === null ? undefined : images[open];

  const close = () => {
    setOpen(null);
    opener.current?.focus();
  };

  return (
    <div className="viewer-thumbs">
      {images.map((image, i) => (
        <button
          key={image.src}
          type="button"
          className={i === 0 ? 'viewer-open main' : 'viewer-open thumb'}
          aria-label={fill(strings.viewerOpen, { name: image.alt })}
          onClick={(event) => {
            opener.current = event.currentTarget;
            setOpen(i);
          }}
        >
          {/* The first picture is the page's largest paint (Lighthouse's LCP element): fetch it first. */}
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            decoding="async"
            fetchPriority={i === 0 ? 'high' : undefined}
          />
        </button>
      ))}
      {shown &&
        createPortal(
          <Suspense fallback={null}>
            <ViewerDialog image={shown} onClose={close} strings={strings} />
          </Suspense>,
          document.body,
        )}
    </div>
  );
}
