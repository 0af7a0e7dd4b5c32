import type { EditorFamily } from '#contract/calls/editor-families.ts';
import { familyDrawing, familyDrawingRedraw } from '../../api/editor.ts';
import type { EditorStrings } from './editor-strings.ts';
import { ImageUpload } from './ImageUpload.tsx';
import { useSave } from './use-save.ts';

interface Props {
  family: EditorFamily;
  onSaved: (family: EditorFamily) => void;
  strings: EditorStrings;
}

/**
 * The family's drawing and where it comes from: drawn by the shop from the dimensions (redrawn as
 * they change) or uploaded by an editor (kept), with the way to switch to the other.
 */
export function FamilyDrawing({ family, onSaved, strings }: Props) {
  const text = strings.products;
  const { saving, saved, save } = useSave();
  const redraw = async () => {
    const answer = await save(() => familyDrawingRedraw(family.id));
    if (answer) onSaved(answer);
  };
  const source = family.drawingUploaded
    ? text.drawingUploaded
    : family.drawingUrl
      ? text.drawingDrawn
      : text.drawingNone;
  return (
    <section aria-labelledby="family-drawing-title">
      <h4 id="family-drawing-title">{text.drawingTitle}</h4>
      <p role="note">{source}</p>
      <ImageUpload
        id="family-drawing"
        name={family.name}
        label={text.drawingUpload}
        words={strings.drawingImage}
        imageUrl={family.drawingUrl}
        upload={(image) => familyDrawing({ id: family.id, ...image }).then(onSaved)}
        strings={strings}
      />
      {family.drawingUploaded && (
        <p className="row-actions">
          <button type="button" className="button secondary" disabled={saving} onClick={() => void redraw()}>
            {text.drawingRedraw}
          </button>
          <span role="status" className="save-note">
            {saved ? text.drawingRedrawn : ''}
          </span>
        </p>
      )}
    </section>
  );
}
