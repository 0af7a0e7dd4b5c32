import type { FamilyShape } from '#contract/shapes/shape-kinds.ts';
import { checkShape } from '#contract/shapes/shape-check.ts';
import { recordChange, type EditorSession } from '../auth/editor.ts';
import { imageUrl, storedFileSha } from '../catalogue/image-url.ts';
import type { Db } from '../db/connect.ts';
import { redrawFamilyDrawing } from '../downloads/family-drawing.ts';
import { redrawFamilyPicture } from '../downloads/family-picture.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { formatShape, readShape } from './catalogue-csv/shape-cell.ts';

/**
 * Gives a family its kind of solid (or none), in the import's shape cell form, checked against the
 * family's dimension columns as the import checks it; the change is audited and the family's drawing
 * and picture redrawn (unless uploaded), and answered so the console shows them.
 */
export async function saveFamilyShape(
  db: Db,
  editor: EditorSession,
  id: number,
  cell: string,
): Promise<{ shape: FamilyShape | null; drawingUrl: string | null; imageUrl: string | null }> {
  const read = readShape(cell);
  if ('problem' in read) throw new ApiError(CODE.badInput, read.problem, { field: 'shape' });
  return db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom('productFamilies')
      .select(['code', 'nameEn', 'dimensionColumns', 'shape'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new ApiError(CODE.notFound, MESSAGES.noSuchProduct);
    let shape: FamilyShape | null = null;
    if (read.value) {
      const check = checkShape(
        read.value,
        before.dimensionColumns.map((c) => c.key),
      );
      if (!check.ok) throw new ApiError(CODE.badInput, check.message, { field: 'shape' });
      shape = check.shape;
    }
    const [from, to] = [formatShape(before.shape), formatShape(shape)];
    if (from !== to) {
      await tx
        .updateTable('productFamilies')
        .set({ shape: shape && JSON.stringify(shape) })
        .where('id', '=', id)
        .execute();
      await redrawFamilyDrawing(tx, id);
      await redrawFamilyPicture(tx, id);
      await recordChange(tx, editor, {
        area: 'family',
        recordId: id,
        action: 'shape',
        summary: `Product ${before.code} “${before.nameEn}”: shape ${to || '(none)'}`,
        detail: { shape: { from, to } },
      });
    }
    const files = await tx
      .selectFrom('productFamilies as pf')
      .select([
        'pf.drawingFid',
        storedFileSha('pf.drawingFid').as('drawingSha'),
        'pf.imageFid',
        storedFileSha('pf.imageFid').as('imageSha'),
      ])
      .where('pf.id', '=', id)
      .executeTakeFirstOrThrow();
    return {
      shape,
      drawingUrl: imageUrl(files.drawingFid, files.drawingSha),
      imageUrl: imageUrl(files.imageFid, files.imageSha),
    };
  });
}
