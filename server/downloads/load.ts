import { productDetail } from '../catalogue/product.ts';
import type { Db } from '../db/connect.ts';
import type { CadSource, DatasheetSource } from './types.ts';

/** Reads what the download files are made from. */

async function company(db: Db) {
  return db
    .selectFrom('companyInfo')
    .select(['name', 'addressLine1', 'addressLine2', 'addressLine3', 'addressLine4', 'addressLine5', 'telephone1', 'email'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
}

/** One variant with its family's name, finish, dimension columns and shape, or undefined when there is no such variant. */
export async function loadCadSource(db: Db, variantId: number): Promise<CadSource | undefined> {
  const [row, seller] = await Promise.all([
    db
      .selectFrom('variants as v')
      .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
      .select(['v.partNo', 'v.dims', 'pf.nameEn', 'pf.finishEn', 'pf.dimensionColumns', 'pf.shape'])
      .where('v.id', '=', variantId)
      .executeTakeFirst(),
    company(db),
  ]);
  if (!row) return undefined;
  return {
    company: seller.name,
    partNo: row.partNo,
    familyName: row.nameEn,
    dimensionColumns: row.dimensionColumns.map((c) => ({ key: c.key, label: c.labelEn, labelZh: c.labelZh, unit: c.unit })),
    shape: row.shape,
    finish: row.finishEn,
    dims: row.dims,
  };
}

/** A family with its variant table and the seller's details, or undefined when there is no such family. */
export async function loadDatasheet(db: Db, familyId: number): Promise<DatasheetSource | undefined> {
  const [product, seller] = await Promise.all([productDetail(db, familyId), company(db)]);
  if (!product) return undefined;
  const address = [seller.addressLine1, seller.addressLine2, seller.addressLine3, seller.addressLine4, seller.addressLine5];
  return {
    company: {
      name: seller.name,
      contact: [[seller.name, ...address].filter(Boolean).join(', '), [seller.telephone1, seller.email].filter(Boolean).join(' · ')],
    },
    product,
  };
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
  return { code, file: contentType !== null && bytes !== null && sha256 !== null ? { contentType, bytes, sha256 } : null };
}
