import type { FamilyShape } from '#contract/shapes/shape-kinds.ts';
import type { DimensionColumn } from '#contract/calls/catalogue.ts';
import type { Db } from '../db/connect.ts';

export interface PictureSource {
  dimensionColumns: Array<Pick<DimensionColumn, 'key' | 'unit'>>;
  shape: FamilyShape | null;
  finish: string;
  dims: Record<string, number | string>;
}

/** What a part's picture is drawn from, by part number, or undefined when there is no such part. */
export async function loadPictureSource(db: Db, partNo: string): Promise<PictureSource | undefined> {
  const row = await db
    .selectFrom('variants as v')
    .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
    .select(['v.dims', 'pf.dimensionColumns', 'pf.shape', 'pf.finishEn'])
    .where('v.partNo', '=', partNo)
    .executeTakeFirst();
  return row && { dimensionColumns: row.dimensionColumns, shape: row.shape, finish: row.finishEn, dims: row.dims };
}
