import type { Kysely } from 'kysely';
import { dimensionNames } from '#contract/shapes/dimension-names.ts';
import { drawingSvg } from '#contract/shapes/drawing-svg.ts';
import { variantEnvelope } from '#contract/shapes/variant-envelope.ts';
import type { Database } from '../db/schema.ts';
import { storeSvg } from '../files/store.ts';

/**
 * A family's drawing as the shop draws it: its first part in catalogue order (the part its card and
 * picture show), to scale, from the family's kind of solid (a plain box without one), each size named
 * by the column of the variant table that gives it (d1, h1 …; the chosen part's own drawing gives
 * them in mm), captioned with the family code and the part number. Null when that part has no size
 * to draw.
 */
export function familyDrawingSvg(family: {
  code: string;
  shape: Parameters<typeof variantEnvelope>[0];
  dimensionColumns: Parameters<typeof variantEnvelope>[1];
  first: { partNo: string; dims: Record<string, number | string> } | undefined;
}): string | null {
  const { first } = family;
  const envelope = first && variantEnvelope(family.shape, family.dimensionColumns, first.dims);
  if (!first || !envelope) return null;
  const names = dimensionNames(family.shape, family.dimensionColumns, first.dims);
  return drawingSvg(envelope, { caption: `${family.code} · ${first.partNo}`, ...(names && { names }) });
}

/**
 * Redraws a family's stored drawing from its kind and its variants' dimensions, in the caller's
 * transaction, unless an editor uploaded that drawing (then it stays). The drawing's URL carries its
 * content hash (server/catalogue/image-url.ts), so a new drawing is a new URL. Answers whether the
 * stored drawing changed.
 */
export async function redrawFamilyDrawing(tx: Kysely<Database>, familyId: number): Promise<boolean> {
  const family = await tx
    .selectFrom('productFamilies')
    .select(['code', 'shape', 'dimensionColumns', 'drawingFid', 'drawingUploaded'])
    .where('id', '=', familyId)
    .executeTakeFirst();
  if (!family || family.drawingUploaded) return false;
  const first = await tx
    .selectFrom('variants')
    .select(['partNo', 'dims'])
    .where('familyId', '=', familyId)
    .orderBy('sortOrder')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const svg = familyDrawingSvg({ ...family, first });
  const drawingFid = svg === null ? null : await storeSvg(tx, `${family.code}-drawing.svg`, svg);
  if (drawingFid === family.drawingFid) return false;
  await tx.updateTable('productFamilies').set({ drawingFid }).where('id', '=', familyId).execute();
  return true;
}
