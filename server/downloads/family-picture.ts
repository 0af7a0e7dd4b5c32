import type { Kysely } from 'kysely';
import { partPictureSvg } from '#contract/shapes/part-svg.ts';
import type { Database } from '../db/schema.ts';
import { storeSvg } from '../files/store.ts';

/**
 * Redraws a family's stored picture, in the caller's transaction: its first part in catalogue order,
 * shaded in that part's finish (its family's when it has none of its own). Unless an editor uploaded it
 * (then it stays), as server/downloads/family-drawing.ts redraws its drawing; a part with nothing to draw
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
  const svg = first
    ? partPictureSvg({
        shape: family.shape,
        dimensionColumns: family.dimensionColumns,
        dims: first.dims,
        finish: first.finishEn ?? family.finishEn,
      })
    : null;
  if (svg === null) return false;
  const imageFid = await storeSvg(tx, `${family.code}.svg`, svg);
  if (imageFid === family.imageFid) return false;
  await tx.updateTable('productFamilies').set({ imageFid }).where('id', '=', familyId).execute();
  return true;
}
