import { fill } from '#contract/i18n/text.ts';
import { DRAWING_SIZE } from '#contract/shapes/drawing-svg.ts';
import { useChosenPart } from './use-chosen-part.ts';
import type { PreviewStrings } from './preview-strings.ts';

interface Props {
  /** The family's variants in table order: the first is drawn until the buyer chooses one; each drawing's URL names its content (contract/shapes/part-file-urls.ts). */
  variants: Array<{ id: number; partNo: string; drawingUrl: string }>;
  strings: Pick<PreviewStrings, 'partDrawing' | 'partDrawingCaption'>;
}

/**
 * The chosen part's dimensioned drawing, redrawn to its own sizes whenever another is chosen. The
 * HTML draws the first part; the island wakes when the choice changes (`client:interaction`).
 */
export default function PartDrawing({ variants, strings }: Props) {
  const variant = useChosenPart(variants);
  if (!variant) return null;
  return (
    <figure className="part-drawing">
      <img
        className="drawing"
        src={variant.drawingUrl}
        alt={fill(strings.partDrawing, { partNo: variant.partNo })}
        width={DRAWING_SIZE.width}
        height={DRAWING_SIZE.height}
        loading="lazy"
        decoding="async"
      />
      <figcaption>{fill(strings.partDrawingCaption, { partNo: variant.partNo })}</figcaption>
    </figure>
  );
}
