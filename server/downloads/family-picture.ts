import type { Kysely } from 'kysely';
import { finishTone } from '#contract/shapes/finish-tone.ts';
import { pictureSvg } from '#contract/shapes/picture-svg.ts';
import { variantEnvelope } from '#contract/shapes/variant-envelope.ts';
import type { Database } from '../db/schema.ts';
import { storeSvg } from '../files/store.ts';

/**
 * A family's picture as the shop draws it: its first part in catalogue order, shaded in that part's
 * finish (its family's when it has none of its own), from the family's kind of solid (a plain box
 * without one). Null when that part has no size to draw.
 */
export function familyPictureSvg(family: {
  shape: Parameters<typeof variantEnvelope>[0];
  dimensionColumns: Parameters<typeof variantEnvelope>[1];
  first: { dims: Record<string, number | string>; finish: string } | undefined;
}): string | null {
  const envelope = family.first && variantEnvelope(family.shape, family.dimensionColumns, family.first.dims);
  return envelope ? pictureSvg(envelope, finishTone(family.first!.finish)) : null;
}

/**
 * Redraws a family's stored picture, in the caller's transaction, unless an editor uploaded it (then
 * it stays), as server/downloads/family-drawing.ts redraws its drawing; a part with nothing to draw
 * leaves the stored picture as it is. Its URL carries its content hash (server/catalogue/image-url.ts),
 * so a new picture is a new URL. Answers whether the stored picture changed.
 */
export async function redrawFamilyPicture(tx: Kysely<Database>, familyId: number): Promise<boolean> {
  const family = await tx
    .selectFrom('productFamilies')
    .select(['code', 'shape', 'dimensionColumns', 'finishEn', 'imageFid', 'imageUploaded'])
    .where('id', '=', familyId)
    .executeTakeFirst();
  if (!family || family.imageUploaded) return false;
  const first = await tx
    .selectFrom('variants')
    .select(['dims', 'finishEn'])
    .where('familyId', '=', familyId)
    .orderBy('sortOrder')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const svg = familyPictureSvg({ ...family, first: first && { dims: first.dims, finish: first.finishEn ?? family.finishEn } });
  if (svg === null) return false;
  const imageFid = await storeSvg(tx, `${family.code}.svg`, svg);
  if (imageFid === family.imageFid) return false;
  await tx.updateTable('productFamilies').set({ imageFid }).where('id', '=', familyId).execute();
  return true;
}
