import type { DimensionColumn, ProductDetail } from '#contract/calls/catalogue.ts';
import { variantEnvelope } from '#contract/shapes/variant-envelope.ts';
import type { Language } from '#contract/i18n/text.ts';
import type { DatasheetInput } from '../../server/documents/datasheet.ts';
import type { Seller } from '../../server/documents/page-frame.ts';
import type { CadInput } from '../../server/downloads/types.ts';
import { buildCatalogue } from '../../server/seed/catalogue/index.ts';
import type { SeedFamily } from '../../server/seed/types.ts';

/** Inputs for the download generators, from the demo catalogue (pure and deterministic). */

export const GENERATED_ON = new Date('2025-05-01T10:30:00Z');

export const FAMILIES: SeedFamily[] = buildCatalogue(1).families;

export function family(code: string): SeedFamily {
  const found = FAMILIES.find((f) => f.code === code);
  if (!found) throw new Error(`No family ${code}`);
  return found;
}

/** Columns as the API (and the database) carry them: English label in `label`. */
export const apiColumns = (f: SeedFamily): DimensionColumn[] =>
  f.dimensionColumns.map((c) => ({ key: c.key, label: c.label.en, labelZh: c.label.zh, unit: c.unit }));

export function cadInput(f: SeedFamily, variant = 0): CadInput {
  const v = f.variants[variant];
  if (!v) throw new Error(`${f.code} has no variant ${variant}`);
  const dimensionColumns = apiColumns(f);
  const envelope = variantEnvelope(f.shape, dimensionColumns, v.dims);
  if (!envelope) throw new Error(`${v.partNo} has no envelope`);
  return {
    company: 'Lihda Group Ltd',
    partNo: v.partNo,
    familyName: f.name.en,
    finish: f.finish.en,
    dimensionColumns,
    shape: f.shape,
    dims: v.dims,
    envelope,
    generatedOn: GENERATED_ON,
  };
}

/** A numeric dimension of a variant. */
export function dim(input: CadInput, key: string): number {
  const value = input.dims[key];
  if (typeof value !== 'number') throw new Error(`${input.partNo} has no number ${key}`);
  return value;
}

/** The seller as company_info holds it in the demo. */
export const SELLER: Seller = {
  name: 'Lihda Group Ltd',
  addressLines: ['Unit 12, Exemplar Way', 'Millbridge', 'MB1 2AB', 'United Kingdom'],
  telephone: '+44 1632 960123',
  email: 'sales@lihda.example',
  vatNo: 'GB123456789',
  registrationNo: '01234567',
};

/** A family as productDetail answers it, with made-up ids, its drawing and the seller's details. */
export function datasheetInput(f: SeedFamily, language: Language = 'en'): DatasheetInput {
  const product: ProductDetail = {
    id: f.id,
    code: f.code,
    slug: 'demo',
    name: f.name.en,
    nameZh: f.name.zh,
    material: f.material.en,
    materialZh: f.material.zh,
    imageUrl: null,
    pictureUrl: `/api/unpri/partPicture?partNo=${f.variants[0]?.partNo ?? ''}`,
    categoryId: f.categoryId,
    variantCount: f.variants.length,
    fromPricePence: Math.min(...f.variants.map((v) => v.priceBreaks[0]?.unitPricePence ?? 0)),
    description: f.description.en,
    descriptionZh: f.description.zh,
    finish: f.finish.en,
    finishZh: f.finish.zh,
    drawingUrl: null,
    breadcrumb: [{ id: 1, level: 1, name: 'Design Elements', nameZh: '设计元件' }],
    dimensionColumns: apiColumns(f),
    shape: f.shape,
    variants: f.variants.map((v, i) => ({
      id: i + 1,
      partNo: v.partNo,
      dims: v.dims,
      weightGrams: v.weightGrams,
      stock: v.stock,
      leadTimeDays: v.leadTimeDays,
      priceBreaks: v.priceBreaks,
      finish: v.finish?.en ?? f.finish.en,
      finishZh: v.finish?.zh ?? f.finish.zh,
    })),
  };
  return {
    seller: SELLER,
    product,
    drawingSvg: f.drawingSvg,
    language,
    generatedOn: GENERATED_ON,
  };
}
