import type { FamilyShape } from '#contract/shapes/shape-kinds.ts';
import type { DimensionColumn } from '#contract/calls/catalogue.ts';
import type { Db } from '../db/connect.ts';

export interface PictureSource {
  dimensionColumns: Array<Pick<DimensionColumn, 'key' | 'unit'>>;
  shape: FamilyShape | null;
  /** The variant's own finish, in English (its family's when it stores none). */
  finish: string;
  dims: Record<string, number | string>;
  /** The family's own image and drawing, shown instead when the part has no solid to draw. */
  imageFid: number | null;
  drawingFid: number | null;
}

/** What a part's picture is drawn from, by part number, or undefined when there is no such part. */
export async function loadPictureSource(db: Db, partNo: string): Promise<PictureSource | undefined> {
  return db
    .selectFrom('variants as v')
    .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
    .select((eb) => [
      'v.dims',
      'pf.dimensionColumns',
      'pf.shape',
      eb.fn.coalesce('v.finishEn', 'pf.finishEn').as('finish'),
      'pf.imageFid',
      'pf.drawingFid',
    ])
    .where('v.partNo', '=', partNo)
    .executeTakeFirst();
}
