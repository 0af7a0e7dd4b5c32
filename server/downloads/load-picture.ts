import type { FamilyShape } from '#contract/shapes/shape-kinds.ts';
import type { DimensionColumn } from '#contract/calls/catalogue.ts';
import { variantFinish } from '#contract/shapes/variant-finish.ts';
import type { Db } from '../db/connect.ts';

export interface PictureSource {
  dimensionColumns: Array<Pick<DimensionColumn, 'key' | 'unit'>>;
  shape: FamilyShape | null;
  /** The variant's own finish, in English. */
  finish: string;
  dims: Record<string, number | string>;
  /** The family's own image and drawing, shown instead when the part has no solid to draw. */
  imageFid: number | null;
  drawingFid: number | null;
}

/** What a part's picture is drawn from, by part number, or undefined when there is no such part. */
export async function loadPictureSource(db: Db, partNo: string): Promise<PictureSource | undefined> {
  const row = await db
    .selectFrom('variants as v')
    .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
    .select(['v.dims', 'v.familyId', 'pf.dimensionColumns', 'pf.shape', 'pf.finishEn', 'pf.imageFid', 'pf.drawingFid'])
    .where('v.partNo', '=', partNo)
    .executeTakeFirst();
  if (!row) return undefined;
  // The family's part numbers in catalogue order tell which of its finishes this variant has.
  const siblings = await db.selectFrom('variants').select('partNo').where('familyId', '=', row.familyId).orderBy('sortOrder').orderBy('id').execute();
  const finish = variantFinish(row.finishEn, siblings.map((s) => s.partNo), partNo);
  return { dimensionColumns: row.dimensionColumns, shape: row.shape, finish, dims: row.dims, imageFid: row.imageFid, drawingFid: row.drawingFid };
}
