import '../../styles/preview.css';
import { useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import type { DimensionColumn } from '#contract/calls/catalogue.ts';
import { fill } from '#contract/i18n/text.ts';
import type { FamilyShape } from '#contract/shapes/shape-kinds.ts';
import { PICTURE_SIZE } from '#contract/shapes/picture-svg.ts';
import { stepDownloadUrl } from '../../lib/preview/part-urls.ts';
import { showMessage } from '../../stores/messages.ts';
import { useChosenPart } from './use-chosen-part.ts';
import { hasWebgl } from './has-webgl.ts';
import type { PreviewStrings } from './preview-strings.ts';
import type { SolidViewerProps } from './SolidViewer.tsx';

export interface PreviewVariant {
  id: number;
  partNo: string;
  dims: Record<string, number | string>;
  /** Its finish in English, as stored (its family's when it has none of its own): the colour of its solid. */
  finish: string;
  /** Its shaded picture, named by its content (contract/shapes/part-file-urls.ts). */
  pictureUrl: string;
}

interface Props {
  variants: PreviewVariant[];
  columns: Array<Pick<DimensionColumn, 'key' | 'unit'>>;
  shape: FamilyShape | null;
  strings: PreviewStrings;
}

/**
 * The chosen part's shaded picture and its "View in 3D" button. It hydrates when the buyer reaches
 * for it or chooses another part (`client:interaction`), and the viewer and three.js are fetched
 * only when the buyer presses the button, so they cost the product page nothing until then; a
 * browser without WebGL is told so and offered the STEP file instead.
 */
export default function PreviewLauncher({ variants, columns, shape, strings }: Props) {
  const variant = useChosenPart(variants);
  // Asked when the buyer presses the button, not on load: swapping the button for the notice as the
  // page settles would shift everything below it.
  const [noWebgl, setNoWebgl] = useState(false);
  const [loading, setLoading] = useState(false);
  const [Viewer, setViewer] = useState<ComponentType<SolidViewerProps> | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  if (!variant) return null;

  async function openViewer() {
    if (!hasWebgl()) {
      setNoWebgl(true);
      return;
    }
    if (Viewer) {
      setOpen(true);
      return;
    }
    setLoading(true);
    try {
      const module = await import('./SolidViewer.tsx');
      setViewer(() => module.default);
      setOpen(true);
    } catch {
      showMessage('error', strings.loadFailed);
    } finally {
      setLoading(false);
    }
  }
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const picture = fill(strings.partPicture, { partNo: variant.partNo });

  return (
    <div className="part-preview">
      <figure className="part-picture">
        <img
          src={variant.pictureUrl}
          alt={picture}
          width={PICTURE_SIZE.width}
          height={PICTURE_SIZE.height}
          decoding="async"
        />
        <figcaption>{fill(strings.chosenPart, { partNo: variant.partNo })}</figcaption>
      </figure>
      <button
        ref={opener}
        type="button"
        className="button secondary"
        onClick={openViewer}
        disabled={loading}
        aria-describedby={loading ? 'preview-loading' : undefined}
      >
        {strings.view3d}
      </button>
      {noWebgl && (
        <p className="preview-unavailable" role="status">
          {strings.needsWebgl}{' '}
          <a href={stepDownloadUrl(variant.id)} download>
            {fill(strings.downloadStep, { partNo: variant.partNo })}
          </a>
        </p>
      )}
      {loading && (
        <p id="preview-loading" role="status">
          {strings.loading}
        </p>
      )}
      {open &&
        Viewer &&
        createPortal(
          <Viewer
            partNo={variant.partNo}
            dims={variant.dims}
            columns={columns}
            shape={shape}
            finish={variant.finish}
            strings={strings}
            onClose={close}
          />,
          document.body,
        )}
    </div>
  );
}
