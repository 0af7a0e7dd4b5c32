import { productDetail } from '../catalogue/product.ts';
import type { Db } from '../db/connect.ts';
import type { DatasheetInput } from '../documents/datasheet.ts';
import { loadSeller } from '../documents/seller.ts';
import type { CadSource } from './types.ts';

/** Reads what the download files are made from. */

/** One variant with its own finish (else its family's) and its family's name, dimension columns and shape, or undefined when there is no such variant. */
export async function loadCadSource(db: Db, variantId: number): Promise<CadSource | undefined> {
  const [row, seller] = await Promise.all([
    db
      .selectFrom('variants as v')
      .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
      .select((eb) => [
        'v.partNo',
        'v.dims',
        'pf.nameEn',
        eb.fn.coalesce('v.finishEn', 'pf.finishEn').as('finish'),
        'pf.dimensionColumns',
        'pf.shape',
      ])
      .where('v.id', '=', variantId)
      .executeTakeFirst(),
    loadSeller(db),
  ]);
  if (!row) return undefined;
  return {
    company: seller.name,
    partNo: row.partNo,
    familyName: row.nameEn,
    dimensionColumns: row.dimensionColumns.map((c) => ({
      key: c.key,
      label: c.labelEn,
      labelZh: c.labelZh,
      unit: c.unit,
    })),
    shape: row.shape,
    finish: row.finish,
    dims: row.dims,
  };
}

/** A family with its variant table, its drawing (SVG) and the seller's details, or undefined when there is no such family. */
export async function loadDatasheet(
  db: Db,
  familyId: number,
): Promise<Omit<DatasheetInput, 'variant' | 'language' | 'generatedOn'> | undefined> {
  const [product, seller, drawing] = await Promise.all([
    productDetail(db, familyId),
    loadSeller(db),
    loadDrawing(db, familyId),
  ]);
  if (!product) return undefined;
  const svg = drawing?.file?.contentType === 'image/svg+xml' ? Buffer.from(drawing.file.bytes).toString('utf8') : null;
  return { product, seller, drawingSvg: svg };
}

/** A family's code and its drawing file (null when it has none), or undefined when there is no such family. */
export async function loadDrawing(db: Db, familyId: number) {
  const row = await db
    .selectFrom('productFamilies as pf')
    .leftJoin('files as f', 'f.id', 'pf.drawingFid')
    .select(['pf.code', 'f.contentType', 'f.bytes', 'f.sha256'])
    .where('pf.id', '=', familyId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { code, contentType, bytes, sha256 } = row;
  return {
    code,
    file: contentType !== null && bytes !== null && sha256 !== null ? { contentType, bytes, sha256 } : null,
  };
}
