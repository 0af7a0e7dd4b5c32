import type { Kysely } from 'kysely';
import type { EditorFamily, EditorVariant, FamilySaveRequest } from '#contract/calls/editor-families.ts';
import type { PriceBreak } from '#contract/calls/catalogue.ts';
import { formatPriceBreaks } from '#contract/rules/price-break-text.ts';
import { slugify } from '#contract/rules/slug.ts';
import { recordChange, type EditorSession } from '../auth/editor.ts';
import { breadcrumbOf } from '../catalogue/categories.ts';
import { imageUrl, storedFileSha } from '../catalogue/image-url.ts';
import type { Db } from '../db/connect.ts';
import type { Database, DimensionColumnJson } from '../db/schema.ts';
import { redrawFamilyPicture } from '../downloads/family-picture.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { formatDims } from './catalogue-csv/cells.ts';
import { changedFields } from './change-detail.ts';
import { columnNames } from './english-columns.ts';
import { storeImage, type CheckedImage } from './image-upload.ts';
import { englishFieldNames } from '#contract/i18n/change-fields.ts';

/** A variant as the console reads it, its finish as stored (null: the family's). */
export interface VariantRecord {
  id: number;
  familyId: number;
  partNo: string;
  dims: Record<string, number | string>;
  stock: number;
  leadTimeDays: number;
  finishEn: string | null;
  finishZh: string | null;
}

export const VARIANT_RECORD_COLUMNS = [
  'id',
  'familyId',
  'partNo',
  'dims',
  'stock',
  'leadTimeDays',
  'finishEn',
  'finishZh',
] as const;

/** A variant as the editor sees it: what it may change (dimensions, finish, stock, lead time, price breaks) and what identifies it. */
export function toEditorVariant(
  row: VariantRecord,
  priceBreaks: PriceBreak[],
  columns: readonly DimensionColumnJson[],
): EditorVariant {
  const { finishEn, finishZh, ...rest } = row;
  return {
    ...rest,
    finish: finishEn,
    finishZh,
    dimsText: formatDims(row.dims, columns),
    priceBreaks,
    priceBreaksText: formatPriceBreaks(priceBreaks),
  };
}

/** The family with its variants and their price breaks, or 404. */
export async function readFamily(db: Kysely<Database>, id: number): Promise<EditorFamily> {
  const family = await db
    .selectFrom('productFamilies as pf')
    .innerJoin('categories as c', 'c.id', 'pf.categoryId')
    .selectAll('pf')
    .select([
      'c.typePath',
      storedFileSha('pf.imageFid').as('imageSha'),
      storedFileSha('pf.drawingFid').as('drawingSha'),
    ])
    .where('pf.id', '=', id)
    .executeTakeFirst();
  if (!family) throw new ApiError(CODE.notFound, MESSAGES.noSuchProduct);
  const [breadcrumb, variants, breaks] = await Promise.all([
    breadcrumbOf(db, family.typePath),
    db
      .selectFrom('variants')
      .select(VARIANT_RECORD_COLUMNS)
      .where('familyId', '=', id)
      .orderBy('sortOrder')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('variantPriceBreaks as pb')
      .innerJoin('variants as v', 'v.id', 'pb.variantId')
      .select(['pb.variantId', 'pb.minQty', 'pb.unitPricePence'])
      .where('v.familyId', '=', id)
      .orderBy('pb.minQty')
      .execute(),
  ]);
  return {
    id: family.id,
    code: family.code,
    slug: family.slug,
    categoryId: family.categoryId,
    breadcrumb,
    name: family.nameEn,
    nameZh: family.nameZh,
    description: family.descriptionEn,
    descriptionZh: family.descriptionZh,
    material: family.materialEn,
    materialZh: family.materialZh,
    finish: family.finishEn,
    finishZh: family.finishZh,
    imageUrl: imageUrl(family.imageFid, family.imageSha),
    drawingUrl: imageUrl(family.drawingFid, family.drawingSha),
    drawingUploaded: family.drawingUploaded,
    dimensionColumns: family.dimensionColumns.map((c) => ({
      key: c.key,
      label: c.labelEn,
      labelZh: c.labelZh,
      unit: c.unit,
    })),
    shape: family.shape,
    variants: variants.map((v) =>
      toEditorVariant(
        v,
        breaks.filter((b) => b.variantId === v.id).map((b) => ({ minQty: b.minQty, unitPricePence: b.unitPricePence })),
        family.dimensionColumns,
      ),
    ),
  };
}

const nameOf = (f: { code: string; nameEn: string }) => `${f.code} “${f.nameEn}”`;

/**
 * Replaces a family's names and texts. The URL name (slug) follows the English name; pages built
 * with the old name redirect to the new one (the site's 301 for outdated product names).
 */
export async function saveFamily(db: Db, editor: EditorSession, request: FamilySaveRequest): Promise<EditorFamily> {
  const { id, ...texts } = request;
  const fields = columnNames(texts, ['name', 'description', 'material', 'finish']);
  return db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom('productFamilies')
      .select([
        'id',
        'code',
        'slug',
        'nameEn',
        'nameZh',
        'descriptionEn',
        'descriptionZh',
        'materialEn',
        'materialZh',
        'finishEn',
        'finishZh',
      ])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new ApiError(CODE.notFound, MESSAGES.noSuchProduct);
    const after = { ...fields, slug: slugify(fields.nameEn) };
    const changes = changedFields(before, after);
    if (Object.keys(changes).length > 0) {
      await tx.updateTable('productFamilies').set(after).where('id', '=', id).execute();
      // The drawn picture is shaded in the finish (server/downloads/family-picture.ts).
      if (changes.finishEn) await redrawFamilyPicture(tx, id);
      await recordChange(tx, editor, {
        area: 'family',
        recordId: id,
        action: 'update',
        summary: `Product ${nameOf({ ...before, ...after })}: ${englishFieldNames(changes)}`,
        detail: changes,
      });
    }
    return readFamily(tx, id);
  });
}

/** Gives a family a new product picture (stored once per content). */
export async function setFamilyImage(
  db: Db,
  editor: EditorSession,
  id: number,
  image: CheckedImage,
): Promise<EditorFamily> {
  return db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom('productFamilies')
      .select(['id', 'code', 'nameEn', 'imageFid'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new ApiError(CODE.notFound, MESSAGES.noSuchProduct);
    const fid = await storeImage(tx, image, before.code);
    if (fid !== before.imageFid) {
      await tx
        .updateTable('productFamilies')
        .set({ imageFid: fid, imageUploaded: true })
        .where('id', '=', id)
        .execute();
      await recordChange(tx, editor, {
        area: 'family',
        recordId: id,
        action: 'image',
        summary: `Product ${nameOf(before)}: new image`,
        detail: {
          imageFid: { from: before.imageFid, to: fid },
          contentType: image.contentType,
          bytes: image.bytes.length,
        },
      });
    }
    return readFamily(tx, id);
  });
}
