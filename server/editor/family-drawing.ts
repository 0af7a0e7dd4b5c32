import { recordChange, type EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { redrawFamilyDrawing } from '../downloads/family-drawing.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { readFamily } from './families.ts';
import { storeImage, type CheckedImage } from './image-upload.ts';

/**
 * A family's drawing is either drawn by the shop from its kind of solid and dimensions (and redrawn
 * when they change: server/downloads/family-drawing.ts) or uploaded by an editor, which then stays
 * until an editor asks for a drawn one again. Both changes are audited.
 */

const lockFamily = (tx: Db, id: number) =>
  tx
    .selectFrom('productFamilies')
    .select(['code', 'nameEn', 'drawingFid', 'drawingUploaded'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

/** Stores an uploaded drawing (checked and, for SVG, sanitised by image-upload.ts) and keeps it from being redrawn. */
export async function uploadFamilyDrawing(db: Db, editor: EditorSession, id: number, image: CheckedImage) {
  return db.transaction().execute(async (tx) => {
    const before = await lockFamily(tx, id);
    if (!before) throw new ApiError(CODE.notFound, MESSAGES.noSuchProduct);
    const fid = await storeImage(tx, image, `${before.code}-drawing`);
    await tx
      .updateTable('productFamilies')
      .set({ drawingFid: fid, drawingUploaded: true })
      .where('id', '=', id)
      .execute();
    await recordChange(tx, editor, {
      area: 'family',
      recordId: id,
      action: 'drawing',
      summary: `Product ${before.code} “${before.nameEn}”: uploaded drawing`,
      detail: {
        drawingFid: { from: before.drawingFid, to: fid },
        uploaded: { from: before.drawingUploaded, to: true },
        contentType: image.contentType,
        bytes: image.bytes.length,
      },
    });
    return readFamily(tx, id);
  });
}

/** Replaces the drawing with one drawn from the family's kind and dimensions, redrawn from now on. */
export async function drawFamilyDrawing(db: Db, editor: EditorSession, id: number) {
  return db.transaction().execute(async (tx) => {
    const before = await lockFamily(tx, id);
    if (!before) throw new ApiError(CODE.notFound, MESSAGES.noSuchProduct);
    await tx.updateTable('productFamilies').set({ drawingUploaded: false }).where('id', '=', id).execute();
    await redrawFamilyDrawing(tx, id);
    const after = await tx
      .selectFrom('productFamilies')
      .select('drawingFid')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (before.drawingUploaded || after.drawingFid !== before.drawingFid) {
      await recordChange(tx, editor, {
        area: 'family',
        recordId: id,
        action: 'drawing',
        summary: `Product ${before.code} “${before.nameEn}”: drawing drawn from dimensions`,
        detail: {
          drawingFid: { from: before.drawingFid, to: after.drawingFid },
          uploaded: { from: before.drawingUploaded, to: false },
        },
      });
    }
    return readFamily(tx, id);
  });
}
